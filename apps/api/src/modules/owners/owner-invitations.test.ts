import {
  CONSENT_TEMPLATES,
  OWNER_INVITATION_MESSAGES,
  PAPER_SIGNATURE_MESSAGES,
  addDays,
  todayIn,
} from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecord, type ApiClient } from '../../test/api-client.ts';
import { OWNER, asOwner, sessionCookie } from '../../test/owner-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

/**
 * Issue 45.5: a known client with nothing booked — only a dog the trainer enrols — is invited to
 * Mi área from the client page (e-mail through the outbox, or a WhatsApp text), signs what the
 * service requires there, or signs on paper and the trainer records it; either way the class
 * enrolment the documents blocked then goes through.
 */
let t: TestApp, api: ApiClient, ana: Trainer, bruno: Trainer;
let today: string, serviceId: string;
const TOKEN = /token=([A-Za-z0-9_-]{43})/;

/** A client of Ana's with one dog and nothing else (no booking, place or document). */
async function clientWithDog(name: string, contact: { email?: string; phone?: string }) {
  const client = await createRecord(api, '/api/clients', { name, ...contact }, ana.token);
  const dog = await createRecord(
    api,
    '/api/dogs',
    {
      name: `Perro de ${name}`,
      breed: 'Mestizo',
      clientId: client.id,
      birthDate: addDays(today, -300),
    },
    ana.token,
  );
  return { clientId: client.id as string, dogId: dog.id as string };
}

async function newClass() {
  const created = await api.post(
    '/api/classes',
    { serviceId, date: addDays(today, 7), time: '18:00', duration: 60, place: 'Parque', places: 9 },
    ana.token,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.classes[0].id as string;
}

const enrol = (classId: string, target: { clientId: string; dogId: string }) =>
  api.post(`/api/classes/${classId}/enrolments`, target, ana.token);

const invite = (clientId: string, body: Record<string, unknown>, as = ana) =>
  api.post(`/api/owner-invitations/clients/${clientId}`, body, as.token);

const paper = (clientId: string, body: Record<string, unknown>, as = ana) =>
  api.post(`/api/consents/clients/${clientId}/paper`, body, as.token);

async function mailTo(email: string, before: number) {
  await t.app.outbox.drain();
  return t.mails.slice(before).filter((m) => m.to === email);
}

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [ana, bruno],
  } = await trainerTestApp(['Ana', 'Bruno']));
  today = todayIn('Europe/Madrid', t.app.clock.now());
  const settings = await api.put(
    '/api/owner-area/settings',
    {
      cancellationNoticeHours: 24,
      businessName: 'Huella Educa',
      contactPhone: null,
      sessionPlace: null,
    },
    ana.token,
  );
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  expect(
    (await api.put('/api/consents/group_rules', CONSENT_TEMPLATES.group_rules, ana.token)).status,
  ).toBe(201);
  const service = await api.post(
    '/api/services',
    {
      name: 'Grupo de obediencia',
      duration: 60,
      priceCents: 1500,
      kind: 'group',
      isPublic: true,
      color: '#16a34a',
      requirements: {
        vaccines: [],
        minAgeMonths: null,
        maxAgeMonths: null,
        consents: ['group_rules'],
      },
    },
    ana.token,
  );
  expect(service.status, JSON.stringify(service.body)).toBe(201);
  serviceId = service.body.data.id;
  return t.close;
});

describe('inviting a known client to sign in Mi área', () => {
  it('mails the invitation with a sign-in link; signing there lets the enrolment through', async () => {
    const marta = await clientWithDog('Marta Vidal', { email: 'Marta.Vidal@example.com' });
    const classId = await newClass();
    const refused = await enrol(classId, marta);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Normas de las clases en grupo');
    // Named apart, so the screen showing the refusal links to where they are signed.
    expect(refused.body.errors).toEqual({ requiredConsents: 'Normas de las clases en grupo' });

    const before = t.mails.length;
    const invited = await invite(marta.clientId, { purpose: 'documents', channel: 'email' });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(invited.body.message).toBe(OWNER_INVITATION_MESSAGES.mailed);
    expect(invited.body.data).toMatchObject({ channel: 'email', link: null, text: null });
    const [mail, ...more] = await mailTo('marta.vidal@example.com', before);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Huella Educa: documentos para firmar en Mi área');
    expect(mail!.text).toContain('Normas de las clases en grupo');
    expect(mail!.text).toContain('/mi-area/entrar?token=');
    expect(mail!.text).toContain('seccion=documentos');
    // The business signs, not the trainer's own name.
    expect(mail!.text).not.toContain('Ana García');

    // Opening the link changes nothing; the «Entrar» button posts the token.
    const token = mail!.text.match(TOKEN)![1]!;
    const session = await api.post(`${OWNER}/sessions`, { token });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    const owner = asOwner(api, { cookie: sessionCookie(session.headers['set-cookie']) });
    const items = (await owner.get(`${OWNER}/consents`)).body.data.items as {
      trainerName: string;
      version: { id: string; kind: string };
      acceptance: unknown;
    }[];
    const rules = items.find((i) => i.version.kind === 'group_rules')!;
    expect(rules).toMatchObject({ trainerName: 'Huella Educa', acceptance: null });
    const signed = await owner.post(`${OWNER}/consents`, {
      versionId: rules.version.id,
      signedName: 'Marta Vidal Ruiz',
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    expect(signed.body.data).toMatchObject({ method: 'online' });

    expect((await enrol(classId, marta)).status).toBe(201);
    // The link was good once.
    expect((await api.post(`${OWNER}/sessions`, { token })).status).toBe(400);
  });

  it('an invited client may ask for a sign-in link again, as any client', async () => {
    const before = t.mails.length;
    const asked = await api.post(`${OWNER}/sign-in-links`, { email: 'marta.vidal@example.com' });
    expect(asked.status).toBe(202);
    const [mail] = await mailTo('marta.vidal@example.com', before);
    expect(mail!.text).toContain('Privacidad de Huella Educa');
  });

  it('prepares a WhatsApp text with the link, mailing nothing', async () => {
    const pablo = await clientWithDog('Pablo Soto', {
      email: 'pablo@example.com',
      phone: '612345678',
    });
    const before = t.mails.length;
    const invited = await invite(pablo.clientId, { purpose: 'area', channel: 'whatsapp' });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const { link, text } = invited.body.data;
    expect(link).toMatch(/\/mi-area\/entrar\?token=[A-Za-z0-9_-]{43}$/);
    expect(text).toContain('Huella Educa te invita a Mi área');
    expect(text).toContain(link);
    expect(await mailTo('pablo@example.com', before)).toEqual([]);
    const session = await api.post(`${OWNER}/sessions`, { token: link.match(TOKEN)[1] });
    expect(session.status).toBe(200);
  });

  it('says what is missing, changes nothing, and hides another business’s client', async () => {
    const phoneOnly = await clientWithDog('Luis Gil', { phone: '612000111' });
    const noEmail = await invite(phoneOnly.clientId, { purpose: 'area', channel: 'whatsapp' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.message).toBe(OWNER_INVITATION_MESSAGES.needsEmail);
    const mailOnly = await clientWithDog('Sara Pons', { email: 'sara@example.com' });
    const noPhone = await invite(mailOnly.clientId, { purpose: 'area', channel: 'whatsapp' });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.message).toBe(OWNER_INVITATION_MESSAGES.needsPhone);
    const bad = await invite(mailOnly.clientId, { purpose: 'fiesta', channel: 'email' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(OWNER_INVITATION_MESSAGES.purpose);
    expect(
      (await invite(mailOnly.clientId, { purpose: 'area', channel: 'email' }, bruno)).status,
    ).toBe(404);
    const [row] = await t.database.sql<{ n: number }[]>`
      select count(*)::int as n from owner_area_invitations where client_id in (${phoneOnly.clientId}, ${mailOnly.clientId})`;
    expect(row!.n).toBe(0);
  });
});

describe('a signature on paper', () => {
  it('records who, the day and the version, lists it as paper, and lets the enrolment through', async () => {
    const luis = await clientWithDog('Luis Paper', { phone: '612000222' });
    const classId = await newClass();
    expect((await enrol(classId, luis)).status).toBe(409);
    const pending = (await api.get(`/api/consents/clients/${luis.clientId}`, ana.token)).body.data;
    expect(pending.pending.map((p: { kind: string }) => p.kind)).toEqual(['group_rules']);
    const versions = (await api.get('/api/consents/group_rules/versions', ana.token)).body.data
      .versions as { id: string; version: number }[];

    const recorded = await paper(luis.clientId, {
      versionId: versions[0]!.id,
      signedName: 'Luis Paper Gómez',
      signedOn: today,
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    expect(recorded.body.message).toBe(PAPER_SIGNATURE_MESSAGES.recorded);
    expect(recorded.body.data).toMatchObject({
      method: 'paper',
      ip: null,
      signedName: 'Luis Paper Gómez',
      version: versions[0]!.version,
      versionId: versions[0]!.id,
    });
    const listed = (await api.get(`/api/consents/clients/${luis.clientId}`, ana.token)).body.data;
    expect(listed.pending).toEqual([]);
    expect(listed.acceptances).toMatchObject([{ method: 'paper', signedName: 'Luis Paper Gómez' }]);
    expect((await enrol(classId, luis)).status).toBe(201);

    const again = await paper(luis.clientId, {
      versionId: versions[0]!.id,
      signedName: 'Luis Paper Gómez',
      signedOn: today,
    });
    expect(again.status).toBe(409);
  });

  it('refuses a future day, a day before the version, another business’s client or version', async () => {
    const rosa = await clientWithDog('Rosa Ibáñez', { phone: '612000333' });
    const [version] = (await api.get('/api/consents/group_rules/versions', ana.token)).body.data
      .versions as { id: string }[];
    const body = { versionId: version!.id, signedName: 'Rosa Ibáñez Gil' };
    const future = await paper(rosa.clientId, { ...body, signedOn: addDays(today, 1) });
    expect(future.status).toBe(400);
    expect(future.body.errors.signedOn).toBe(PAPER_SIGNATURE_MESSAGES.future);
    const early = await paper(rosa.clientId, { ...body, signedOn: addDays(today, -30) });
    expect(early.status).toBe(400);
    expect(early.body.errors.signedOn).toBe(PAPER_SIGNATURE_MESSAGES.beforeVersion);
    const oneName = await paper(rosa.clientId, { ...body, signedName: 'Rosa', signedOn: today });
    expect(oneName.status).toBe(400);
    expect((await paper(rosa.clientId, { ...body, signedOn: today }, bruno)).status).toBe(404);
    const brunoClient = await createRecord(
      api,
      '/api/clients',
      { name: 'De Bruno', phone: '600999888' },
      bruno.token,
    );
    expect((await paper(brunoClient.id, { ...body, signedOn: today }, bruno)).status).toBe(404);
    const [row] = await t.database.sql<{ n: number }[]>`
      select count(*)::int as n from consent_acceptances where client_id = ${rosa.clientId}`;
    expect(row!.n).toBe(0);
  });

  it('the database refuses a paper signature with an IP, or an online one without', async () => {
    const [row] = await t.database.sql<{ id: string; client_id: string; version_id: string }[]>`
      select id, client_id, version_id from consent_acceptances where method = 'paper' limit 1`;
    await expect(
      t.database
        .sql`insert into consent_acceptances (id, business_id, version_id, client_id, signed_name, ip, method, text_shown)
        values (gen_random_uuid(), ${ana.id}, ${row!.version_id}, ${row!.client_id}, 'X Y', null, 'online', 't')`,
    ).rejects.toThrow(/consent_acceptances_ip_check/);
  });
});
