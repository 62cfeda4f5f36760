import { ANONYMISED } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecord } from '../../test/api-client.ts';
import { createPendingRequest, inDays, today } from '../../test/booking-fixtures.ts';
import { jpegWithExif, toDataUrl } from '../../test/images.ts';
import { createTenantFixture, dumpTenant } from '../../test/tenant-fixture.ts';
import { trainerTestApp } from '../../test/test-app.ts';
import { asOwner, bookFor, OWNER, signInOwner } from '../../test/owner-fixtures.ts';

/** Issue 20: "Eliminar y anonimizar" leaves nothing of the person and keeps the accounts. */

let ctx: Awaited<ReturnType<typeof trainerTestApp<['Lucía', 'Marcos']>>>;
beforeAll(async () => {
  ctx = await trainerTestApp(['Lucía', 'Marcos']);
  return ctx.t.close;
});

const PERSON = {
  name: 'Eustaquio Reservadísimo',
  email: 'Eustaquio.Reservado@example.com',
  phone: '633444555',
};
/** Every form in which the person could be stored: as typed, folded, lower-case. */
const NEEDLES = [
  'Eustaquio',
  'Reservadísimo',
  'Reservadisimo',
  'eustaquio.reservado',
  '633444555',
  '+34633444555',
  '633 444 555',
  'Chuchoreservado',
  'NOTA-Z-PRIVADA',
  'PAGO-Z-PRIVADO',
  'Calle Escondida',
];

/**
 * Every text, varchar, json, jsonb and array column of every table in the database, read from
 * information_schema (so a table added later is scanned too), searched for each needle.
 * Returns "table.column: needle" for each hit.
 */
async function personalDataHits(needles: string[]): Promise<string[]> {
  const { sql } = ctx.t.database;
  const columns = await sql<{ table_name: string; column_name: string }[]>`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`;
  expect(columns.length).toBeGreaterThan(40);
  const hits: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    for (const needle of needles) {
      const [row] = await sql<{ n: number }[]>`
        select count(*)::int as n from ${sql(table)}
        where ${sql(column)}::text ilike ${`%${needle}%`}`;
      if (row!.n > 0) hits.push(`${table}.${column}: ${needle}`);
    }
  }
  return hits;
}

async function seedPerson() {
  const { t, api } = ctx;
  const [lucia] = ctx.trainers;
  const token = lucia.token;
  const client = await createRecord(
    api,
    '/api/clients',
    {
      name: PERSON.name,
      email: PERSON.email,
      phone: PERSON.phone,
      address: 'Calle Escondida 7',
      notes: 'NOTA-Z-PRIVADA',
    },
    token,
  );
  const dog = await createRecord(
    api,
    '/api/dogs',
    {
      name: 'Chuchoreservado',
      breed: 'Podenco',
      clientId: client.id,
      photo: toDataUrl(await jpegWithExif(64, 48)),
    },
    token,
  );
  const session = await createRecord(
    api,
    '/api/sessions',
    {
      dogId: dog.id,
      date: new Date().toISOString(),
      duration: 50,
      objectives: 'Que Chuchoreservado camine sin tirar',
      activities: 'Paseo',
    },
    token,
  );
  const service = await createRecord(
    api,
    '/api/services',
    {
      name: 'Adiestramiento Z',
      description: null,
      duration: 60,
      priceCents: 4000,
      kind: 'individual',
      isPublic: true,
      color: '#123456',
    },
    token,
  );
  const template = await createRecord(
    api,
    '/api/bonos/templates',
    { serviceId: service.id, sessions: 5, priceCents: 18000, validityDays: 90 },
    token,
  );
  const bono = await createRecord(
    api,
    '/api/bonos',
    { templateId: template.id, clientId: client.id, soldOn: today() },
    token,
  );
  // Booked by the trainer for this client and dog, so the owner can sign in (issue 15).
  const appointment = await bookFor(
    t,
    api,
    lucia,
    PERSON.email.toLowerCase(),
    { date: inDays(9), time: '10:00' },
    {
      clientName: PERSON.name,
      clientPhone: PERSON.phone,
      dogName: 'Chuchoreservado',
      clientId: client.id,
      dogId: dog.id,
      notes: 'NOTA-Z-PRIVADA',
    },
  );
  // A request the owner sent from the public page under the same address.
  const requestId = await createPendingRequest(api, lucia, {
    clientName: PERSON.name,
    clientEmail: PERSON.email,
    clientPhone: PERSON.phone,
    dogName: 'Chuchoreservado',
    preferredDate: inDays(12),
    preferredTime: '12:00',
    notes: 'NOTA-Z-PRIVADA',
  });
  const pay = (body: Record<string, unknown>) =>
    createRecord(
      api,
      '/api/payments',
      { method: 'bizum', paidOn: today(), note: 'PAGO-Z-PRIVADO', ...body },
      token,
    );
  await pay({ target: 'session', targetId: session.id, amountCents: 3500 });
  await pay({ target: 'appointment', targetId: appointment.id, amountCents: 4000 });
  await pay({ target: 'bono', targetId: bono.id, amountCents: 18000 });
  const cookie = await signInOwner(t, api, PERSON.email);
  return {
    clientId: client.id as string,
    dogId: dog.id as string,
    photo: dog.photo as string,
    appointmentId: appointment.id,
    bookingLink: appointment.link,
    requestId,
    cookie,
  };
}

describe('POST /api/clients/:id/erase', () => {
  it('erases the person everywhere, keeps the accounts, and stops the owner at once', async () => {
    const { api, admin } = ctx;
    const [lucia, marcos] = ctx.trainers;
    const person = await seedPerson();
    const other = await createRecord(
      api,
      '/api/clients',
      { name: 'Otilia Control', email: 'otilia.control@example.com', phone: '699888777' },
      lucia.token,
    );
    await createTenantFixture(api, marcos.token);
    const marcosBefore = await dumpTenant(ctx.t.database.db, marcos.id);
    const ledgerBefore = (await api.get('/api/payments?limit=100', lucia.token)).body.data
      .payments as { amountCents: number; paidOn: string; method: string }[];
    expect(ledgerBefore).toHaveLength(3);
    expect(await personalDataHits(NEEDLES)).not.toEqual([]);

    // A name that does not match refuses and changes nothing.
    const wrong = await api.post(
      `/api/clients/${person.clientId}/erase`,
      { confirmName: 'Eustaquio' },
      lucia.token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.confirmName).toBe('El nombre no coincide con el del cliente');
    expect((await api.get(`/api/clients/${person.clientId}`, lucia.token)).status).toBe(200);

    // Another trainer cannot erase it: not found, and nothing happens.
    const foreign = await api.post(
      `/api/clients/${person.clientId}/erase`,
      { confirmName: PERSON.name },
      marcos.token,
    );
    expect(foreign.status).toBe(404);

    // Typed without accents or capitals, as a person types it.
    const erased = await api.post(
      `/api/clients/${person.clientId}/erase`,
      { confirmName: '  eustaquio   reservadisimo ' },
      lucia.token,
    );
    expect(erased.status).toBe(200);
    expect(erased.body.message).toBe('Cliente eliminado y datos anonimizados');
    expect(erased.body.data).toEqual({
      dogs: 1,
      sessions: 1,
      bonos: 1,
      appointments: 1,
      requests: 2,
      payments: 3,
      invoices: 0,
    });

    // Not one column of one table holds the person any more.
    expect(await personalDataHits(NEEDLES)).toEqual([]);

    // The client, dog and photo are gone.
    expect((await api.get(`/api/clients/${person.clientId}`, lucia.token)).status).toBe(404);
    expect((await api.get(`/api/dogs/${person.dogId}`, lucia.token)).status).toBe(404);
    expect((await api.get(new URL(person.photo, 'http://x').pathname)).status).toBe(404);

    // The appointment stays, anonymised and (being ahead) cancelled.
    const listed = await api.get(`/api/appointments?date=${inDays(9)}&limit=100`, lucia.token);
    const appointment = listed.body.data.appointments.find(
      (a: { id: string }) => a.id === person.appointmentId,
    );
    expect(appointment).toMatchObject({
      clientName: ANONYMISED,
      clientEmail: ANONYMISED,
      clientPhone: ANONYMISED,
      dogName: ANONYMISED,
      status: 'CANCELLED',
      scheduledDate: inDays(9),
      scheduledTime: '10:00',
    });
    const requests = await api.get('/api/appointments/requests?limit=100', lucia.token);
    const request = requests.body.data.requests.find(
      (r: { id: string }) => r.id === person.requestId,
    );
    expect(request).toMatchObject({ clientName: ANONYMISED, status: 'REJECTED' });

    // The ledger keeps every amount, date and method.
    const ledgerAfter = (await api.get('/api/payments?limit=100', lucia.token)).body.data
      .payments as { amountCents: number; paidOn: string; method: string; clientName: string }[];
    const money = (rows: { amountCents: number; paidOn: string; method: string }[]) =>
      rows.map(({ amountCents, paidOn, method }) => ({ amountCents, paidOn, method }));
    expect(money(ledgerAfter)).toEqual(money(ledgerBefore));
    expect(ledgerAfter.every((p) => p.clientName === ANONYMISED)).toBe(true);

    // The owner's session and booking link stop at once.
    const owner = asOwner(api, { cookie: person.cookie });
    expect((await owner.get(`${OWNER}/overview`)).status).toBe(401);
    const byLink = asOwner(api, { link: person.bookingLink });
    expect((await byLink.get(`${OWNER}/overview`)).status).toBe(401);

    // The other client and the other trainer are untouched.
    expect((await api.get(`/api/clients/${other.id}`, lucia.token)).body.data.name).toBe(
      'Otilia Control',
    );
    expect(await dumpTenant(ctx.t.database.db, marcos.id)).toEqual(marcosBefore);

    // The audit log says who erased what and when, with no personal data.
    const audit = await api.get('/api/admin/audit?action=client.erased', admin.token);
    expect(audit.status).toBe(200);
    expect(audit.body.data.entries).toHaveLength(1);
    expect(audit.body.data.entries[0]).toMatchObject({
      actorId: lucia.id,
      action: 'client.erased',
      targetType: 'client',
      targetId: person.clientId,
      details: { dogs: 1, payments: 3 },
    });
  });

  it('answers 404 for an unknown or malformed id and 400 without a name', async () => {
    const { api } = ctx;
    const [lucia] = ctx.trainers;
    const unknown = await api.post(
      '/api/clients/0190a0a0-0000-7000-8000-000000000000/erase',
      { confirmName: 'Nadie' },
      lucia.token,
    );
    expect(unknown.status).toBe(404);
    expect(
      (await api.post('/api/clients/xyz/erase', { confirmName: 'x' }, lucia.token)).status,
    ).toBe(400);
    const other = await createRecord(
      api,
      '/api/clients',
      { name: 'Sin Nombre', email: 'sin.nombre@example.com', phone: '699000111' },
      lucia.token,
    );
    const empty = await api.post(`/api/clients/${other.id}/erase`, {}, lucia.token);
    expect(empty.status).toBe(400);
    expect(empty.body.errors.confirmName).toBe('Escribe el nombre del cliente para confirmar');
    expect((await api.post(`/api/clients/${other.id}/erase`, { confirmName: 'x' })).status).toBe(
      401,
    );
  });
});
