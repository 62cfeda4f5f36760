import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_MESSAGES,
  ACCOUNT_MESSAGES,
  DEFAULT_MEMBER_PERMISSIONS,
  INVITATION_TTL_DAYS,
  STAFF_MESSAGES,
} from '@adiestra/shared';
import { businessMembers, memberInvitations, users } from '../../db/schema.ts';
import { MovableClock } from '../../lib/test-clock.ts';
import {
  PASSWORD,
  apiClient,
  createTrainer,
  registerAdmin,
  uniqueEmail,
  type ApiClient,
} from '../../test/api-client.ts';
import { addMember, invitationTokenFor } from '../../test/staff-fixtures.ts';
import { createTestApp, trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

const DAY_MS = 86_400_000;
const clock = new MovableClock();
let t: TestApp, api: ApiClient, lucia: Trainer, marta: Trainer, adminEmail: string;

beforeAll(async () => {
  const opened = await trainerTestApp(['Lucía', 'Marta'], {}, clock);
  ({
    t,
    api,
    trainers: [lucia, marta],
  } = opened);
  adminEmail = opened.admin.email;
  return t.close;
});

describe('invitations', () => {
  it('mails a link to the invitation page through the outbox, with the business name', async () => {
    const email = uniqueEmail('pablo');
    const res = await api.post(
      '/api/staff/invitations',
      { email: email.toUpperCase(), role: 'adiestrador' },
      lucia.token,
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      email,
      role: 'adiestrador',
      permissions: DEFAULT_MEMBER_PERMISSIONS.adiestrador,
    });
    const mail = t.mails.find((m) => m.to === email)!;
    expect(mail.subject).toBe(STAFF_MESSAGES.mailSubject('Lucía García'));
    const token = invitationTokenFor(t, email);
    const link = `http://app.test/equipo/invitacion/${token}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain('Adiestrador/a');
    // Only its hash is kept.
    const [row] = await t.database.db
      .select()
      .from(memberInvitations)
      .where(eq(memberInvitations.email, email));
    expect(row!.tokenHash).not.toContain(token);

    const listed = await api.get('/api/staff', lucia.token);
    expect(listed.status).toBe(200);
    expect(listed.body.data.invitations).toEqual([
      expect.objectContaining({ id: res.body.data.id, email, role: 'adiestrador' }),
    ]);
    expect(listed.body.data.members).toEqual([
      expect.objectContaining({ userId: lucia.id, role: 'titular', isYou: true }),
    ]);
  });

  it('refuses an address already invited, an address with an account, and the titular role', async () => {
    const email = uniqueEmail('doble');
    expect(
      (await api.post('/api/staff/invitations', { email, role: 'recepcion' }, lucia.token)).status,
    ).toBe(201);
    const again = await api.post(
      '/api/staff/invitations',
      { email, role: 'adiestrador' },
      lucia.token,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(STAFF_MESSAGES.alreadyInvited);

    for (const taken of [marta.email, adminEmail]) {
      const res = await api.post(
        '/api/staff/invitations',
        { email: taken, role: 'adiestrador' },
        lucia.token,
      );
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(STAFF_MESSAGES.alreadyMember);
    }

    const titular = await api.post(
      '/api/staff/invitations',
      { email: uniqueEmail('jefa'), role: 'titular' },
      lucia.token,
    );
    expect(titular.status).toBe(400);
    expect(titular.body.message).toBe('El rol debe ser Adiestrador/a o Recepción');
  });

  it('shows the invitation without acting, then accepts it once and signs the member in', async () => {
    const email = uniqueEmail('rosa');
    await api.post(
      '/api/staff/invitations',
      { email, role: 'recepcion', permissions: { export: true } },
      lucia.token,
    );
    const token = invitationTokenFor(t, email);

    const preview = await api.get(`/api/staff/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({
      businessName: 'Lucía García',
      email,
      role: 'recepcion',
      inviterName: 'Lucía García',
    });
    // Reading it twice still works: a GET never spends it.
    expect((await api.get(`/api/staff/invitations/${token}`)).status).toBe(200);

    const weak = await api.post(`/api/staff/invitations/${token}/accept`, {
      name: 'Rosa Martín',
      password: 'corta',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toBe('La contraseña debe tener al menos 8 caracteres');
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const accepted = await api.post(`/api/staff/invitations/${token}/accept`, {
      name: 'Rosa Martín Sanz',
      password: PASSWORD,
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body.data.user).toMatchObject({
      email,
      firstName: 'Rosa',
      lastName: 'Martín Sanz',
      memberRole: 'recepcion',
      permissions: { ...DEFAULT_MEMBER_PERMISSIONS.recepcion, export: true },
    });
    const verify = await api.get('/api/auth/verify', accepted.body.data.token);
    expect(verify.status).toBe(200);
    expect(verify.body.data.user.memberRole).toBe('recepcion');

    // Signed in to Lucía's business: it sees her clients.
    await api.post('/api/clients', { name: 'Cliente De Lucía', phone: '600111222' }, lucia.token);
    const clients = await api.get('/api/clients', accepted.body.data.token);
    expect(clients.body.data.clients.map((c: { name: string }) => c.name)).toContain(
      'Cliente De Lucía',
    );
    // And with the password chosen.
    expect((await api.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);

    for (const res of [
      await api.post(`/api/staff/invitations/${token}/accept`, {
        name: 'Otra Persona',
        password: PASSWORD,
      }),
      await api.get(`/api/staff/invitations/${token}`),
    ]) {
      expect(res.status).toBe(410);
      expect(res.body.message).toBe(STAFF_MESSAGES.invitationGone);
    }
    const listed = await api.get('/api/staff', lucia.token);
    expect(listed.body.data.invitations.map((i: { email: string }) => i.email)).not.toContain(
      email,
    );
    expect(listed.body.data.members).toContainEqual(
      expect.objectContaining({ email, name: 'Rosa Martín Sanz', role: 'recepcion', isYou: false }),
    );
  });

  it('answers 404 to an unknown link and 410 to an expired one, which a new invitation replaces', async () => {
    const unknown = await api.get(`/api/staff/invitations/${'x'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(STAFF_MESSAGES.invitationNotFound);

    const email = uniqueEmail('tarde');
    await api.post('/api/staff/invitations', { email, role: 'adiestrador' }, lucia.token);
    const token = invitationTokenFor(t, email);
    clock.set(new Date(Date.now() + (INVITATION_TTL_DAYS + 1) * DAY_MS));
    try {
      const late = await api.post(`/api/staff/invitations/${token}/accept`, {
        name: 'Llega Tarde',
        password: PASSWORD,
      });
      expect(late.status).toBe(410);
      expect((await api.get(`/api/staff/invitations/${token}`)).status).toBe(410);
      // Not listed as pending any more, and the address may be invited again.
      const listed = await api.get('/api/staff', lucia.token);
      expect(listed.body.data.invitations.map((i: { email: string }) => i.email)).not.toContain(
        email,
      );
      const again = await api.post(
        '/api/staff/invitations',
        { email, role: 'adiestrador' },
        lucia.token,
      );
      expect(again.status).toBe(201);
      expect(invitationTokenFor(t, email)).not.toBe(token);
    } finally {
      clock.set(new Date());
    }
  });

  it('a cancelled invitation stops working; another business cannot cancel it', async () => {
    const email = uniqueEmail('anulada');
    const invited = await api.post(
      '/api/staff/invitations',
      { email, role: 'adiestrador' },
      lucia.token,
    );
    const token = invitationTokenFor(t, email);
    const foreign = await api.del(`/api/staff/invitations/${invited.body.data.id}`, marta.token);
    expect(foreign.status).toBe(404);
    expect((await api.get(`/api/staff/invitations/${token}`)).status).toBe(200);

    const cancelled = await api.del(`/api/staff/invitations/${invited.body.data.id}`, lucia.token);
    expect(cancelled.status).toBe(204);
    expect((await api.get(`/api/staff/invitations/${token}`)).status).toBe(410);
    const accept = await api.post(`/api/staff/invitations/${token}/accept`, {
      name: 'No Llega',
      password: PASSWORD,
    });
    expect(accept.status).toBe(410);
    expect(
      (await api.del(`/api/staff/invitations/${invited.body.data.id}`, lucia.token)).status,
    ).toBe(404);
  });
});

describe('members', () => {
  it('the titular changes a role and toggles; the change applies to the next request', async () => {
    const pablo = await addMember(t, api, lucia.token, 'adiestrador');
    const before = await api.get('/api/payments', pablo.token);
    expect(before.status).toBe(403);
    expect(before.body.message).toBe(ACCESS_MESSAGES.money);

    const granted = await api.patch(
      `/api/staff/members/${pablo.id}`,
      { permissions: { seeMoney: true } },
      lucia.token,
    );
    expect(granted.status).toBe(200);
    expect(granted.body.data).toMatchObject({
      userId: pablo.id,
      role: 'adiestrador',
      permissions: { ...DEFAULT_MEMBER_PERMISSIONS.adiestrador, seeMoney: true },
    });
    expect((await api.get('/api/payments', pablo.token)).status).toBe(200);
    expect(
      (await api.get('/api/auth/verify', pablo.token)).body.data.user.permissions.seeMoney,
    ).toBe(true);

    // A new role without toggles takes that role's defaults.
    const moved = await api.patch(
      `/api/staff/members/${pablo.id}`,
      { role: 'recepcion' },
      lucia.token,
    );
    expect(moved.body.data.permissions).toEqual(DEFAULT_MEMBER_PERMISSIONS.recepcion);

    const empty = await api.patch(`/api/staff/members/${pablo.id}`, {}, lucia.token);
    expect(empty.status).toBe(400);
  });

  it("refuses to change the titular's row, another business's member, and a member doing it", async () => {
    const own = await api.patch(
      `/api/staff/members/${lucia.id}`,
      { role: 'adiestrador' },
      lucia.token,
    );
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(STAFF_MESSAGES.titularFixed);
    expect((await api.del(`/api/staff/members/${lucia.id}`, lucia.token)).status).toBe(409);

    const martasMember = await addMember(t, api, marta.token, 'recepcion');
    const foreign = await api.patch(
      `/api/staff/members/${martasMember.id}`,
      { permissions: { export: true } },
      lucia.token,
    );
    expect(foreign.status).toBe(404);
    expect((await api.del(`/api/staff/members/${martasMember.id}`, lucia.token)).status).toBe(404);
    expect((await api.del(`/api/staff/members/${marta.id}`, lucia.token)).status).toBe(404);

    const member = await addMember(t, api, lucia.token, 'recepcion');
    const self = await api.patch(
      `/api/staff/members/${member.id}`,
      { permissions: { issueInvoices: true } },
      member.token,
    );
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(ACCESS_MESSAGES.staff);
    expect((await api.get('/api/staff', member.token)).status).toBe(403);
  });

  it('removing a member revokes every session at once, keeps the account and its history', async () => {
    const pablo = await addMember(t, api, lucia.token, 'adiestrador');
    const second = await api.post('/api/auth/login', { email: pablo.email, password: PASSWORD });
    const client = await api.post(
      '/api/clients',
      { name: 'Cliente De Pablo', phone: '600333444' },
      pablo.token,
    );
    expect(client.status).toBe(201);

    expect((await api.del(`/api/staff/members/${pablo.id}`, lucia.token)).status).toBe(204);
    for (const token of [pablo.token, second.body.data.token as string]) {
      const next = await api.get('/api/clients', token);
      expect(next.status).toBe(401);
      expect(next.body.message).toBe(ACCOUNT_MESSAGES.removed);
    }
    const login = await api.post('/api/auth/login', { email: pablo.email, password: PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(ACCOUNT_MESSAGES.removed);

    const listed = await api.get('/api/staff', lucia.token);
    expect(listed.body.data.members.map((m: { userId: string }) => m.userId)).not.toContain(
      pablo.id,
    );
    // The account and the closed membership stay; so does what they wrote.
    const [membership] = await t.database.db
      .select()
      .from(businessMembers)
      .where(and(eq(businessMembers.userId, pablo.id), eq(businessMembers.businessId, lucia.id)));
    expect(membership!.endedAt).not.toBeNull();
    expect(await t.database.db.select().from(users).where(eq(users.id, pablo.id))).toHaveLength(1);
    expect((await api.get(`/api/clients/${client.body.data.id}`, lucia.token)).status).toBe(200);
    // Removing again finds no member.
    expect((await api.del(`/api/staff/members/${pablo.id}`, lucia.token)).status).toBe(404);
  });
});

describe('removal with the session cache on', () => {
  it("ends a member's cached session at once", async () => {
    const cached = await createTestApp({}, { listen: true });
    try {
      const capi = apiClient(cached.app);
      const admin = await registerAdmin(capi);
      const ana = await createTrainer(capi, admin.token, 'Ana');
      const member = await addMember(cached, capi, ana.token, 'recepcion');
      // Read twice: the second answer comes from the cache.
      expect((await capi.get('/api/clients', member.token)).status).toBe(200);
      expect((await capi.get('/api/clients', member.token)).status).toBe(200);
      expect((await capi.del(`/api/staff/members/${member.id}`, ana.token)).status).toBe(204);
      expect((await capi.get('/api/clients', member.token)).status).toBe(401);
    } finally {
      await cached.close();
    }
  });
});
