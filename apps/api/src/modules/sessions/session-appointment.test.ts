import { SESSION_APPOINTMENT_MESSAGES, todayIn } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecord } from '../../test/api-client.ts';
import { inDays, internalRequest } from '../../test/booking-fixtures.ts';
import { serviceBody } from '../../test/service-fixtures.ts';
import { trainerTestApp } from '../../test/test-app.ts';

// Issue 18: a session recording an appointment ('Registrar sesión') is that visit — linked to it,
// one per appointment, and billed once with it (decision 0016).
let ctx: Awaited<ReturnType<typeof trainerTestApp<['Lucía', 'Bruno']>>>;
let token: string;
let serviceId: string;
let templateId: string;
const PRICE = 4000;
const BONO_PRICE = 18000;
const today = () => todayIn('Europe/Madrid');

beforeAll(async () => {
  ctx = await trainerTestApp(['Lucía', 'Bruno'] as const);
  ({ token } = ctx.trainers[0]);
  serviceId = (
    await createRecord(
      ctx.api,
      '/api/services',
      serviceBody({ name: 'Clase individual', priceCents: PRICE }),
      token,
    )
  ).id;
  templateId = (
    await createRecord(
      ctx.api,
      '/api/bonos/templates',
      { serviceId, sessions: 5, priceCents: BONO_PRICE, validityDays: 90 },
      token,
    )
  ).id;
  return ctx.t.close;
});

let people = 0;
/** A fresh client of the trainer (`as`) with one dog, so each test's balance is its own. */
async function clientWithDog(as = token) {
  people += 1;
  const client = await createRecord(
    ctx.api,
    '/api/clients',
    { name: `Cliente ${people}`, email: `cliente${people}@example.com`, phone: '611000333' },
    as,
  );
  const dog = await createRecord(
    ctx.api,
    '/api/dogs',
    { name: `Perro ${people}`, breed: 'Mestiza', clientId: client.id },
    as,
  );
  return { clientId: client.id as string, dogId: dog.id as string };
}

let slots = 0;
/** A confirmed appointment of that client and dog for the priced service, each on its own day. */
async function book(party: { clientId: string; dogId: string }, as = token) {
  slots += 1;
  const request = await createRecord(
    ctx.api,
    '/api/appointments/requests',
    internalRequest({
      requestedDate: inDays(slots),
      requestedTime: '10:00',
      duration: 45,
      serviceId: as === token ? serviceId : undefined,
      serviceType: as === token ? undefined : 'evaluation',
      clientId: party.clientId,
      dogId: party.dogId,
      confirm: true,
    }),
    as,
  );
  const [row] = await ctx.t.database.sql<{ id: string }[]>`
    select id from appointments where request_id = ${request.id}`;
  return row!.id;
}

const sessionBody = (dogId: string, overrides: Record<string, unknown> = {}) => ({
  dogId,
  date: new Date().toISOString(),
  duration: 45,
  objectives: 'Caminar sin tirar',
  activities: 'Paseo',
  serviceId,
  ...overrides,
});

const balance = async (clientId: string) =>
  (await ctx.api.get(`/api/payments/clients/${clientId}/balance`, token)).body.data as {
    chargedCents: number;
    paidCents: number;
    owedCents: number;
  };

const complete = (appointmentId: string) =>
  ctx.api.put(`/api/appointments/${appointmentId}`, { status: 'COMPLETED' }, token);

const sessionsOf = async (dogId: string) =>
  (
    await ctx.t.database.sql<{ id: string; appointment_id: string | null }[]>`
      select id, appointment_id from training_sessions where dog_id = ${dogId} order by id`
  ).map((row) => ({ id: row.id, appointmentId: row.appointment_id }));

describe('billing a session with its appointment', () => {
  it('an appointment completed with a bono unit, then its session recorded: one unit, nothing owed for the visit', async () => {
    const party = await clientWithDog();
    const bono = await createRecord(
      ctx.api,
      '/api/bonos',
      { templateId, clientId: party.clientId, soldOn: today() },
      token,
    );
    const appointmentId = await book(party);
    const done = await complete(appointmentId);
    expect(done.body.data.bonoUse).toMatchObject({ bonoId: bono.id, sessionsRemaining: 4 });
    // 'Completar' leaves the visit without its session: the list offers to record it.
    const listed = await ctx.api.get(`/api/appointments?dogId=${party.dogId}`, token);
    expect(listed.body.data.appointments).toEqual([
      expect.objectContaining({ id: appointmentId, status: 'COMPLETED', sessionId: null }),
    ]);

    const session = await createRecord(
      ctx.api,
      '/api/sessions',
      sessionBody(party.dogId, { appointmentId }),
      token,
    );
    expect(session).toMatchObject({ appointmentId, serviceId });
    expect(session.bonoUse).toBeUndefined();
    const after = (await ctx.api.get(`/api/bonos/${bono.id}`, token)).body.data;
    expect(after.sessionsRemaining).toBe(4);
    // Only the bono is charged: its unit paid for the appointment and the session together.
    expect(await balance(party.clientId)).toMatchObject({
      chargedCents: BONO_PRICE,
      paidCents: 0,
      owedCents: BONO_PRICE,
    });
    const relisted = await ctx.api.get(`/api/appointments?dogId=${party.dogId}`, token);
    expect(relisted.body.data.appointments[0].sessionId).toBe(session.id);

    // Unlinked by an edit, the session is its own visit again: charged at the service's price.
    const unlinked = await ctx.api.put(
      `/api/sessions/${session.id}`,
      { ...sessionBody(party.dogId), appointmentId: null },
      token,
    );
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.data.appointmentId).toBeNull();
    expect((await balance(party.clientId)).chargedCents).toBe(BONO_PRICE + PRICE);
  });

  it('a linked session of a priced service without a bono is charged once, and the appointment’s payment settles it', async () => {
    const party = await clientWithDog();
    const appointmentId = await book(party);
    expect((await complete(appointmentId)).body.data.bonoUse ?? null).toBeNull();
    const session = await createRecord(
      ctx.api,
      '/api/sessions',
      sessionBody(party.dogId, { appointmentId }),
      token,
    );
    expect(session.appointmentId).toBe(appointmentId);
    expect(await balance(party.clientId)).toMatchObject({
      chargedCents: PRICE,
      paidCents: 0,
      owedCents: PRICE,
    });
    const paid = await ctx.api.post(
      '/api/payments',
      {
        target: 'appointment',
        targetId: appointmentId,
        amountCents: PRICE,
        method: 'bizum',
        paidOn: today(),
      },
      token,
    );
    expect(paid.status).toBe(201);
    expect(await balance(party.clientId)).toMatchObject({
      chargedCents: PRICE,
      paidCents: PRICE,
      owedCents: 0,
    });
  });

  it('a session linked by an edit brings its bono unit: completing the appointment again uses none', async () => {
    const party = await clientWithDog();
    const bono = await createRecord(
      ctx.api,
      '/api/bonos',
      { templateId, clientId: party.clientId, soldOn: today() },
      token,
    );
    const session = await createRecord(ctx.api, '/api/sessions', sessionBody(party.dogId), token);
    expect(session.bonoUse).toMatchObject({ bonoId: bono.id, sessionsRemaining: 4 });
    const appointmentId = await book(party);
    const linked = await ctx.api.put(
      `/api/sessions/${session.id}`,
      { ...sessionBody(party.dogId), appointmentId },
      token,
    );
    expect(linked.status).toBe(200);
    for (const status of ['SCHEDULED', 'COMPLETED']) {
      const res = await ctx.api.put(`/api/appointments/${appointmentId}`, { status }, token);
      expect(res.status).toBe(200);
      expect(res.body.data.bonoUse ?? null).toBeNull();
    }
    expect((await ctx.api.get(`/api/bonos/${bono.id}`, token)).body.data.sessionsRemaining).toBe(4);
    expect((await balance(party.clientId)).chargedCents).toBe(BONO_PRICE);
  });

  it('an unlinked session of a priced service is charged as before', async () => {
    const party = await clientWithDog();
    const session = await createRecord(ctx.api, '/api/sessions', sessionBody(party.dogId), token);
    expect(session.appointmentId).toBeNull();
    expect(await balance(party.clientId)).toMatchObject({
      chargedCents: PRICE,
      paidCents: 0,
      owedCents: PRICE,
    });
  });
});

describe('the link is checked', () => {
  it("another trainer's appointment is not found on create and on edit; nothing is written", async () => {
    const theirs = await clientWithDog();
    const foreignAppointment = await book(theirs);
    const bruno = ctx.trainers[1].token;
    const mine = await clientWithDog(bruno);
    const created = await ctx.api.post(
      '/api/sessions',
      sessionBody(mine.dogId, { serviceId: null, appointmentId: foreignAppointment }),
      bruno,
    );
    expect(created.status).toBe(404);
    expect(created.body.message).toBe(SESSION_APPOINTMENT_MESSAGES.notFound);
    expect(await sessionsOf(mine.dogId)).toEqual([]);

    const own = await createRecord(
      ctx.api,
      '/api/sessions',
      sessionBody(mine.dogId, { serviceId: null }),
      bruno,
    );
    const edited = await ctx.api.put(
      `/api/sessions/${own.id}`,
      sessionBody(mine.dogId, {
        serviceId: null,
        objectives: 'Cambiado',
        appointmentId: foreignAppointment,
      }),
      bruno,
    );
    expect(edited.status).toBe(404);
    const [row] = await ctx.t.database.sql<{ objectives: string; appointment_id: null }[]>`
      select objectives, appointment_id from training_sessions where id = ${own.id}`;
    expect(row).toEqual({ objectives: 'Caminar sin tirar', appointment_id: null });
    const [appointment] = await ctx.t.database.sql<{ status: string }[]>`
      select status from appointments where id = ${foreignAppointment}`;
    expect(appointment!.status).toBe('SCHEDULED');
    // The database holds the same line: a session names its own trainer's appointment only.
    await expect(
      ctx.t.database.sql`update training_sessions set appointment_id = ${foreignAppointment}
        where id = ${own.id}`,
    ).rejects.toThrow(/training_sessions_business_appointment_fk/);
  });

  it('an appointment of another dog is refused on the field', async () => {
    const party = await clientWithDog();
    const other = await clientWithDog();
    const appointmentId = await book(party);
    const res = await ctx.api.post(
      '/api/sessions',
      sessionBody(other.dogId, { appointmentId }),
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.appointmentId).toBe(SESSION_APPOINTMENT_MESSAGES.otherDog);
    expect(await sessionsOf(other.dogId)).toEqual([]);
  });

  it('a second session of one appointment is refused with 409, on create and on edit', async () => {
    const party = await clientWithDog();
    const appointmentId = await book(party);
    const first = await createRecord(
      ctx.api,
      '/api/sessions',
      sessionBody(party.dogId, { appointmentId }),
      token,
    );
    const again = await ctx.api.post(
      '/api/sessions',
      sessionBody(party.dogId, { appointmentId }),
      token,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SESSION_APPOINTMENT_MESSAGES.alreadyRecorded);
    const loose = await createRecord(ctx.api, '/api/sessions', sessionBody(party.dogId), token);
    const linking = await ctx.api.put(
      `/api/sessions/${loose.id}`,
      { ...sessionBody(party.dogId), appointmentId },
      token,
    );
    expect(linking.status).toBe(409);
    expect(await sessionsOf(party.dogId)).toEqual(
      [
        { id: first.id, appointmentId },
        { id: loose.id, appointmentId: null },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    // Whatever the code does, the database keeps one session per appointment.
    await expect(
      ctx.t.database.sql`update training_sessions set appointment_id = ${appointmentId}
        where id = ${loose.id}`,
    ).rejects.toThrow(/training_sessions_appointment_key/);
  });

  it('an edit keeps the link unless told, keeps the dog of the appointment, and links as on creation', async () => {
    const party = await clientWithDog();
    const other = await clientWithDog();
    const appointmentId = await book(party);
    const session = await createRecord(
      ctx.api,
      '/api/sessions',
      sessionBody(party.dogId, { serviceId: null }),
      token,
    );
    const linked = await ctx.api.put(
      `/api/sessions/${session.id}`,
      { ...sessionBody(party.dogId, { serviceId: null }), appointmentId },
      token,
    );
    expect(linked.status).toBe(200);
    expect(linked.body.data.appointmentId).toBe(appointmentId);
    const [appointment] = await ctx.t.database.sql<{ status: string }[]>`
      select status from appointments where id = ${appointmentId}`;
    expect(appointment!.status).toBe('COMPLETED');
    // The edit form sends no appointmentId: the link stays.
    const edited = await ctx.api.put(
      `/api/sessions/${session.id}`,
      sessionBody(party.dogId, { serviceId: null, duration: 50 }),
      token,
    );
    expect(edited.body.data).toMatchObject({ duration: 50, appointmentId });
    const moved = await ctx.api.put(
      `/api/sessions/${session.id}`,
      sessionBody(other.dogId, { serviceId: null }),
      token,
    );
    expect(moved.status).toBe(400);
    expect(moved.body.errors.dogId).toBe(SESSION_APPOINTMENT_MESSAGES.dogOfAppointment);
    expect(await sessionsOf(party.dogId)).toEqual([{ id: session.id, appointmentId }]);
    // Deleting the appointment keeps the session, unlinked (ON DELETE SET NULL of that column).
    await ctx.t.database.sql`delete from appointments where id = ${appointmentId}`;
    expect(await sessionsOf(party.dogId)).toEqual([{ id: session.id, appointmentId: null }]);
  });
});
