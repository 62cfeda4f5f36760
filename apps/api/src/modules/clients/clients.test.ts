import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@adiestra/shared';
import { dogPhotos, dogs, payments, trainingSessions } from '../../db/schema.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { ApiClient } from '../../test/api-client.ts';
import { clients } from './clients.schema.ts';
import { testClock, trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

let t: TestApp, api: ApiClient, ana: Trainer, bruno: Trainer;
const clock = testClock();

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [ana, bruno],
  } = await trainerTestApp(['Ana', 'Bruno'], {}, clock));
  return t.close;
});

const TAX_ID_MESSAGE = 'El DNI, NIE o NIF no es válido: revisa la letra';

const valid = {
  name: 'María José Pérez',
  email: 'MARIA@Example.com',
  phone: '612 34 56 78',
  address: 'Calle Mayor 1, Madrid',
  emergencyContact: 'Luis Pérez',
  emergencyPhone: '699 000 111',
  notes: 'Prefiere las tardes',
};

async function createClient(token: string, body: Record<string, unknown> = {}) {
  const res = await api.post('/api/clients', { ...valid, ...body }, token);
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.data;
}

async function createDog(token: string, clientId: string, name: string, breed = 'Labrador') {
  const res = await api.post('/api/dogs', { name, breed, clientId }, token);
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.data;
}

async function addSession(businessId: string, dogId: string, date: string) {
  await t.database.db.insert(trainingSessions).values({
    id: uuidv7(),
    businessId,
    trainerId: businessId,
    dogId,
    date: new Date(date),
    duration: 60,
    objectives: 'Paseo sin tirar',
    activities: 'Correa corta',
  });
}

describe('create, read, update', () => {
  it('splits the name at the first space and trims, with empty optionals as null', async () => {
    const res = await api.post(
      '/api/clients',
      { ...valid, address: '  ', emergencyContact: '', emergencyPhone: '', notes: '' },
      ana.token,
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Cliente creado exitosamente');
    expect(res.body.data).toMatchObject({
      firstName: 'María',
      lastName: 'José Pérez',
      name: 'María José Pérez',
      email: 'maria@example.com',
      address: null,
      emergencyContact: null,
      notes: null,
      dogs: [],
      totalSessions: 0,
      lastSession: null,
    });
    expect(res.body.data.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reads and updates a client; a one-word name has an empty last name', async () => {
    const client = await createClient(ana.token);
    const read = await api.get(`/api/clients/${client.id}`, ana.token);
    expect(read.body.data).toMatchObject({ id: client.id, phone: '612 34 56 78' });
    const res = await api.put(
      `/api/clients/${client.id}`,
      { ...valid, name: 'Cher', notes: 'Nueva nota' },
      ana.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Cliente actualizado exitosamente');
    expect(res.body.data).toMatchObject({ firstName: 'Cher', lastName: '', notes: 'Nueva nota' });
    expect(res.body.data.updatedAt >= res.body.data.createdAt).toBe(true);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const bad = await api.get('/api/clients/no-es-un-id', ana.token);
    expect(bad.status).toBe(400);
    const missing = await api.get(`/api/clients/${uuidv7()}`, ana.token);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', message: 'Cliente no encontrado' });
  });

  it('requires a token', async () => {
    expect((await api.get('/api/clients')).status).toBe(401);
    expect((await api.post('/api/clients', valid)).status).toBe(401);
  });
});

describe('validation (SPEC §5 Client form)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing name', { name: '   ' }, 'name', 'El nombre es requerido'],
    [
      'neither e-mail nor phone',
      { email: '', phone: '  ' },
      'email',
      'Indica un email o un teléfono para poder contactar con él',
    ],
    ['invalid email', { email: 'no-es-email' }, 'email', 'El email no es válido'],
    ['invalid phone', { phone: 'abc' }, 'phone', 'El teléfono no es válido'],
    ['DNI with a wrong letter', { taxId: '12345678A' }, 'taxId', TAX_ID_MESSAGE],
    ['DNI too short', { taxId: '1234567Z' }, 'taxId', TAX_ID_MESSAGE],
    ['NIE with a wrong letter', { taxId: 'X1234567A' }, 'taxId', TAX_ID_MESSAGE],
    ['NIE with another first letter', { taxId: 'W1234567L' }, 'taxId', TAX_ID_MESSAGE],
    ['company NIF with a wrong check', { taxId: 'B12345675' }, 'taxId', TAX_ID_MESSAGE],
    ['not an identifier', { taxId: 'hola' }, 'taxId', TAX_ID_MESSAGE],
    ['unknown channel', { preferredChannel: 'sms' }, 'preferredChannel', 'Elige email o WhatsApp'],
    [
      'e-mail preferred without an e-mail',
      { email: '', preferredChannel: 'email' },
      'preferredChannel',
      'Para preferir el email, indica su email',
    ],
    [
      'WhatsApp preferred without a phone',
      { phone: '', preferredChannel: 'whatsapp' },
      'preferredChannel',
      'Para preferir WhatsApp, indica su teléfono',
    ],
    [
      'consent not a boolean',
      { messagesConsent: 'sí' },
      'messagesConsent',
      'El consentimiento debe ser sí o no',
    ],
    [
      'emergency contact without phone',
      { emergencyContact: 'Luis', emergencyPhone: '' },
      'emergencyPhone',
      'El teléfono de emergencia es requerido si se proporciona un contacto de emergencia',
    ],
  ];
  it.each(cases)('%s → 400 with the spec message', async (_label, patch, field, message) => {
    const res = await api.post('/api/clients', { ...valid, ...patch }, ana.token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(res.body.errors[field]).toBe(message);
  });

  it.each([
    ['DNI', '12345678-z', '12345678Z'],
    ['NIE X', 'x1234567l', 'X1234567L'],
    ['NIE Y', 'Y 1234567 X', 'Y1234567X'],
    ['NIE Z', 'Z1234567R', 'Z1234567R'],
    ['company NIF, digit', 'B12345674', 'B12345674'],
    ['company NIF, letter', 'Q2826000H', 'Q2826000H'],
  ])('accepts a %s with its check letter, stored normalised', async (_label, taxId, stored) => {
    const client = await createClient(ana.token, { taxId });
    expect(client.taxId).toBe(stored);
  });

  it('creates a client with a phone only (prefers WhatsApp) or an e-mail only (prefers e-mail)', async () => {
    const phoneOnly = await createClient(ana.token, { email: '' });
    expect(phoneOnly).toMatchObject({
      email: '',
      phone: '612 34 56 78',
      preferredChannel: 'whatsapp',
    });
    const { email: _e, ...withoutEmail } = valid;
    const res = await api.post('/api/clients', withoutEmail, ana.token);
    expect(res.status).toBe(201);
    const emailOnly = await createClient(ana.token, { phone: '' });
    expect(emailOnly).toMatchObject({ phone: '', preferredChannel: 'email' });
    // A client cannot lose its last channel by an update either.
    const res2 = await api.put(
      `/api/clients/${phoneOnly.id}`,
      { ...valid, email: '', phone: '' },
      ana.token,
    );
    expect(res2.status).toBe(400);
  });

  it('the database refuses a client without any channel, or preferring one it lacks', async () => {
    // The CHECK's code (23514), not any failure: a typo in the row would not pass for a refusal.
    const checkViolation = async (values: Partial<typeof clients.$inferInsert>) => {
      const row = { id: uuidv7(), businessId: ana.id, firstName: 'Sin', email: ' ', phone: '' };
      try {
        await t.database.db.insert(clients).values({ ...row, ...values });
      } catch (error) {
        const e = error as { code?: string; cause?: { code?: string } };
        return e.code ?? e.cause?.code;
      }
      return 'inserted';
    };
    expect(await checkViolation({})).toBe('23514');
    expect(await checkViolation({ phone: '600111222', preferredChannel: 'email' })).toBe('23514');
    expect(
      await checkViolation({
        phone: '600111222',
        preferredChannel: 'whatsapp',
        messagesConsent: true,
      }),
    ).toBe('23514');
    expect(await checkViolation({ phone: '600111222', preferredChannel: 'whatsapp' })).toBe(
      'inserted',
    );
  });

  it('keeps when the consent to messages was given, and forgets it when withdrawn', async () => {
    const given = clock.now();
    const client = await createClient(ana.token, { messagesConsent: true });
    expect(client).toMatchObject({ messagesConsent: true, messagesConsentAt: given.toISOString() });
    clock.advance(86_400_000);
    const kept = await api.put(
      `/api/clients/${client.id}`,
      { ...valid, messagesConsent: true, notes: 'Otra nota' },
      ana.token,
    );
    expect(kept.body.data.messagesConsentAt).toBe(given.toISOString());
    const withdrawn = await api.put(`/api/clients/${client.id}`, valid, ana.token);
    expect(withdrawn.body.data).toMatchObject({ messagesConsent: false, messagesConsentAt: null });
    const again = await api.put(
      `/api/clients/${client.id}`,
      { ...valid, messagesConsent: true },
      ana.token,
    );
    expect(again.body.data.messagesConsentAt).toBe(clock.now().toISOString());
  });

  it('accepts a client without address, notes or emergency contact', async () => {
    const { address: _a, emergencyContact: _c, emergencyPhone: _p, notes: _n, ...minimal } = valid;
    expect((await api.post('/api/clients', minimal, ana.token)).status).toBe(201);
  });

  it('refuses the same rules on update', async () => {
    const client = await createClient(ana.token);
    const res = await api.put(`/api/clients/${client.id}`, { ...valid, email: 'x' }, ana.token);
    expect(res.status).toBe(400);
    expect(res.body.errors.email).toBe('El email no es válido');
  });
});

describe('tenant scope', () => {
  it('answers 404 to another trainer reading, editing, deleting or counting a client', async () => {
    const client = await createClient(ana.token);
    const url = `/api/clients/${client.id}`;
    for (const res of [
      await api.get(url, bruno.token),
      await api.get(`${url}/stats`, bruno.token),
      await api.put(url, valid, bruno.token),
      await api.del(url, bruno.token),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Cliente no encontrado');
    }
    expect((await api.get(url, ana.token)).body.data.name).toBe(valid.name);
    const brunoList = await api.get('/api/clients', bruno.token);
    expect(brunoList.body.data.clients.map((c: { id: string }) => c.id)).not.toContain(client.id);
  });
});

describe('delete', () => {
  it('removes the client with its dogs, their photos and sessions, and nothing else', async () => {
    const client = await createClient(ana.token, { name: 'Borrar Pronto' });
    const keep = await createClient(ana.token, { name: 'Se Queda' });
    const rex = await createDog(ana.token, client.id, 'Rex');
    const kept = await createDog(ana.token, keep.id, 'Toby');
    await addSession(ana.id, rex.id, '2026-01-10T10:00:00Z');
    await addSession(ana.id, kept.id, '2026-01-11T10:00:00Z');
    const [photo] = await t.database.db
      .insert(dogPhotos)
      .values({
        id: randomUUID(),
        businessId: ana.id,
        dogId: rex.id,
        image: Buffer.from([1]),
        thumbnail: Buffer.from([2]),
        width: 1,
        height: 1,
      })
      .returning();

    const res = await api.del(`/api/clients/${client.id}`, ana.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Cliente eliminado exitosamente');
    expect((await api.get(`/api/clients/${client.id}`, ana.token)).status).toBe(404);
    expect((await api.get(`/api/dogs/${rex.id}`, ana.token)).status).toBe(404);
    expect((await api.get(`/api/photos/${photo!.id}`)).status).toBe(404);
    const db = t.database.db;
    expect(await db.select().from(dogs).where(eq(dogs.clientId, client.id))).toHaveLength(0);
    expect(
      await db.select().from(trainingSessions).where(eq(trainingSessions.dogId, rex.id)),
    ).toHaveLength(0);
    expect(
      await db.select().from(trainingSessions).where(eq(trainingSessions.dogId, kept.id)),
    ).toHaveLength(1);
    expect((await api.get(`/api/dogs/${kept.id}`, ana.token)).status).toBe(200);
    expect((await api.del(`/api/clients/${client.id}`, ana.token)).status).toBe(404);
  });

  it('keeps the payments of a deleted client, detached from it and from its session', async () => {
    // The client's deletion takes its dogs and their sessions by the foreign keys' cascade; a
    // payment names both the client and the session, and stays in the ledger with neither.
    const client = await createClient(ana.token, { name: 'Pagó Antes' });
    const dog = await createDog(ana.token, client.id, 'Kira');
    const session = await api.post(
      '/api/sessions',
      {
        dogId: dog.id,
        date: new Date().toISOString(),
        duration: 50,
        objectives: 'Calma',
        activities: 'Paseo',
      },
      ana.token,
    );
    expect(session.status, JSON.stringify(session.body)).toBe(201);
    const payment = await api.post(
      '/api/payments',
      {
        target: 'session',
        targetId: session.body.data.id,
        amountCents: 3500,
        method: 'bizum',
        paidOn: todayIn('Europe/Madrid'),
      },
      ana.token,
    );
    expect(payment.status, JSON.stringify(payment.body)).toBe(201);

    expect((await api.del(`/api/clients/${client.id}`, ana.token)).status).toBe(200);
    const [kept] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, payment.body.data.id));
    expect(kept).toMatchObject({ amountCents: 3500, clientId: null, sessionId: null });
  });
});
