import { REGISTER_PENDING_MESSAGE } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail, type ApiClient } from '../../test/api-client.ts';
import { trainerTestApp, type Admin, type TestApp } from '../../test/test-app.ts';

let t: TestApp, api: ApiClient, admin: Admin;

beforeAll(async () => {
  ({ t, api, admin } = await trainerTestApp());
  return t.close;
});

async function registerPending(firstName = 'Marta') {
  const email = uniqueEmail(firstName);
  const res = await api.post('/api/auth/register', {
    firstName,
    lastName: 'Ruiz Gil',
    email,
    password: PASSWORD,
  });
  // The answer names no account (issue 14): the admin's list, newest first, gives the id.
  const listed = await api.get('/api/admin/users?limit=100', admin.token);
  const id = (listed.body.data.users as { id: string; email: string }[]).find(
    (u) => u.email === email,
  )?.id as string;
  return { res, email, id };
}

describe('register', () => {
  it('makes the very first account an approved admin with a token', () => {
    expect(admin.user).toMatchObject({
      role: 'admin',
      isApproved: true,
      isActive: true,
      firstName: 'Admin',
    });
    expect(admin.token).toMatch(/^ey/);
    expect(admin.user.lastLogin).not.toBeNull();
  });

  it('leaves later accounts pending, without a token, with the spec message', async () => {
    const { res } = await registerPending();
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(REGISTER_PENDING_MESSAGE);
    expect(res.body.data).toBeNull();
  });

  it('answers a taken e-mail exactly like a new one and tells the existing account by mail', async () => {
    const { email } = await registerPending();
    const fresh = await api.post('/api/auth/register', {
      firstName: 'Nueva',
      email: uniqueEmail('nueva'),
      password: PASSWORD,
    });
    const taken = await api.post('/api/auth/register', {
      firstName: 'Otra',
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    await t.app.outbox.drain();
    const mail = t.mails.find((m) => m.to === email);
    expect(mail?.subject).toBe('Alguien ha intentado registrarse con tu email en Adiestra');
    expect(mail?.text).toContain('ya tienes una cuenta');
  });

  it('accepts a 128-character password', async () => {
    const email = uniqueEmail('largo');
    const long = 'a1B!'.repeat(32);
    await api.post('/api/auth/register', { firstName: 'Largo', email, password: long });
    const created = (await api.get('/api/admin/users?limit=100', admin.token)).body.data.users.find(
      (u: { email: string }) => u.email === email,
    );
    await api.put(`/api/admin/users/${created.id}/approve`, { isApproved: true }, admin.token);
    expect((await api.post('/api/auth/login', { email, password: long })).status).toBe(200);
    expect(
      (await api.post('/api/auth/login', { email, password: long.slice(0, 127) })).status,
    ).toBe(401);
  });
});

describe('account e-mails', () => {
  it('tells the admins of a new account, and the trainer when an admin approves it (once)', async () => {
    const { email, id } = await registerPending('Nueva');
    await t.app.outbox.drain();
    const toAdmin = t.mails.find((m) => m.to === admin.email && m.text.includes(email))!;
    expect(toAdmin.subject).toBe('Nueva cuenta pendiente de aprobación: Nueva Ruiz Gil');
    expect(toAdmin.text).toContain('http://app.test/admin/users');

    await api.put(`/api/admin/users/${id}/approve`, { isApproved: true }, admin.token);
    await t.app.outbox.drain();
    expect(t.mails.filter((m) => m.to === email)).toHaveLength(1);
    const approved = t.mails.find((m) => m.to === email)!;
    expect(approved.subject).toBe('Tu cuenta de Adiestra está aprobada');
    expect(approved.text).toContain('http://app.test/login');

    // Approving again, or an e-mail already taken, sends the trainer nothing new and the admin
    // no second notice.
    await api.put(`/api/admin/users/${id}/approve`, { isApproved: true }, admin.token);
    await api.post('/api/auth/register', { firstName: 'Otra', email, password: PASSWORD });
    await t.app.outbox.drain();
    expect(t.mails.filter((m) => m.to === email).map((m) => m.subject)).toEqual([
      'Tu cuenta de Adiestra está aprobada',
      'Alguien ha intentado registrarse con tu email en Adiestra',
    ]);
    expect(t.mails.filter((m) => m.to === admin.email && m.text.includes(email))).toHaveLength(1);
  });
});

describe('login', () => {
  it('refuses a pending account with 403 and a Spanish message, then admits it once approved', async () => {
    const { email, id } = await registerPending('Pendiente');
    const pending = await api.post('/api/auth/login', { email, password: PASSWORD });
    expect(pending.status).toBe(403);
    expect(pending.body).toMatchObject({
      code: 'ACCOUNT_PENDING',
      message: 'Tu cuenta está pendiente de aprobación por un administrador.',
    });

    expect(
      (await api.put(`/api/admin/users/${id}/approve`, { isApproved: true }, admin.token)).status,
    ).toBe(200);
    const ok = await api.post('/api/auth/login', {
      email: ` ${email.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.lastLogin).not.toBeNull();
    expect((await api.get('/api/auth/verify', ok.body.data.token)).status).toBe(200);
  });

  it('answers one 401 message for a wrong password and for an unknown e-mail', async () => {
    const wrong = await api.post('/api/auth/login', { email: admin.email, password: 'no-es-esta' });
    const unknown = await api.post('/api/auth/login', {
      email: uniqueEmail('nadie'),
      password: PASSWORD,
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Email o contraseña incorrectos',
    });
  });

  it('refuses a deactivated account with 403', async () => {
    const { email, id } = await registerPending('Baja');
    await api.put(`/api/admin/users/${id}/approve`, { isApproved: true }, admin.token);
    await api.put(`/api/admin/users/${id}/status`, { isActive: false }, admin.token);
    const res = await api.post('/api/auth/login', { email, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCOUNT_INACTIVE');
  });
});

describe('sessions', () => {
  it('logout kills the token at once', async () => {
    const login = await api.post('/api/auth/login', { email: admin.email, password: PASSWORD });
    const token = login.body.data.token as string;
    expect((await api.get('/api/auth/verify', token)).status).toBe(200);
    expect((await api.post('/api/auth/logout', undefined, token)).status).toBe(200);
    const after = await api.get('/api/auth/verify', token);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHORIZED');
  });

  it('refuses missing, malformed and forged tokens with 401', async () => {
    expect((await api.get('/api/auth/verify')).status).toBe(401);
    expect((await api.get('/api/auth/verify', 'not-a-jwt')).status).toBe(401);
    const [h, p] = admin.token.split('.');
    expect((await api.get('/api/auth/verify', `${h}.${p}.forged-signature`)).status).toBe(401);
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await api.get('/api/auth/verify', `${none}.${p}.`)).status).toBe(401);
  });
});

describe('profile', () => {
  it('reads and updates first name, last name and phone, trimmed', async () => {
    const res = await api.put(
      '/api/auth/profile',
      { firstName: '  Ana ', lastName: 'Pérez', phone: '+34 (600) 123-456' },
      admin.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Perfil actualizado exitosamente');
    expect(res.body.data).toMatchObject({
      firstName: 'Ana',
      lastName: 'Pérez',
      phone: '+34 (600) 123-456',
      email: admin.email,
    });
    const cleared = await api.put(
      '/api/auth/profile',
      { firstName: 'Ana', lastName: 'Pérez', phone: '' },
      admin.token,
    );
    expect(cleared.body.data.phone).toBeNull();
    expect((await api.get('/api/auth/profile', admin.token)).body.data.firstName).toBe('Ana');
  });

  it('keeps the e-mail read-only and validates with the spec messages', async () => {
    const res = await api.put(
      '/api/auth/profile',
      { firstName: '', lastName: ' ', phone: 'abc', email: 'x@y.z' },
      admin.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      firstName: 'El nombre es requerido',
      lastName: 'El apellido es requerido',
      phone: 'Formato de teléfono inválido',
    });
    expect((await api.get('/api/auth/profile', admin.token)).body.data.email).toBe(admin.email);
  });

  it('keeps the time zone the schedule is read in: Madrid by default, changed only when sent', async () => {
    const base = { firstName: 'Ana', lastName: 'Pérez', phone: '' };
    const profile = async () => (await api.get('/api/auth/profile', admin.token)).body.data;
    expect((await profile()).timeZone).toBe('Europe/Madrid');

    const canary = await api.put(
      '/api/auth/profile',
      { ...base, timeZone: 'atlantic/canary' },
      admin.token,
    );
    expect(canary.status).toBe(200);
    expect(canary.body.data.timeZone).toBe('Atlantic/Canary');
    // A client sending only the spec's fields leaves it alone.
    await api.put('/api/auth/profile', base, admin.token);
    expect((await profile()).timeZone).toBe('Atlantic/Canary');
    // The public booking page reads the trainer's zone.
    const educator = await api.get(`/api/public/educators/${(await profile()).id}`);
    expect(educator.body.data.timeZone).toBe('Atlantic/Canary');

    for (const timeZone of ['Marte/Olimpo', '+01:00', 'x'.repeat(65), '']) {
      const bad = await api.put('/api/auth/profile', { ...base, timeZone }, admin.token);
      expect(bad.status, timeZone).toBe(400);
      expect(bad.body.errors.timeZone).toBe('Zona horaria no válida');
    }
    expect((await profile()).timeZone).toBe('Atlantic/Canary');
    await api.put('/api/auth/profile', { ...base, timeZone: 'Europe/Madrid' }, admin.token);
  });
});

describe('change password', () => {
  it('needs the current password, and ends the other sessions but not this one', async () => {
    const { email, id } = await registerPending('Cambio');
    await api.put(`/api/admin/users/${id}/approve`, { isApproved: true }, admin.token);
    const a = (await api.post('/api/auth/login', { email, password: PASSWORD })).body.data
      .token as string;
    const b = (await api.post('/api/auth/login', { email, password: PASSWORD })).body.data
      .token as string;
    const wrong = await api.put(
      '/api/auth/password',
      { currentPassword: 'mal', newPassword: 'Nueva-Clave-1' },
      a,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.currentPassword).toBe('La contraseña actual no es correcta');
    expect(
      (
        await api.put(
          '/api/auth/password',
          { currentPassword: PASSWORD, newPassword: 'Nueva-Clave-1' },
          a,
        )
      ).status,
    ).toBe(200);
    expect((await api.get('/api/auth/verify', a)).status).toBe(200);
    expect((await api.get('/api/auth/verify', b)).status).toBe(401);
    expect((await api.post('/api/auth/login', { email, password: 'Nueva-Clave-1' })).status).toBe(
      200,
    );
  });
});
