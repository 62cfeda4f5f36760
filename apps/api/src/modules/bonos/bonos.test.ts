import { BONO_MESSAGES, addDays, todayIn } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecord } from '../../test/api-client.ts';
import { inDays, internalRequest } from '../../test/booking-fixtures.ts';
import { serviceBody } from '../../test/service-fixtures.ts';
import { trainerTestApp } from '../../test/test-app.ts';
import { useBonoForAppointment } from './index.ts';

let ctx: Awaited<ReturnType<typeof trainerTestApp<['Lucía', 'Bruno']>>>;
let token: string;
let businessId: string;
let clientId: string;
let dogId: string;
let serviceId: string;
let templateId: string;
const today = () => todayIn('Europe/Madrid');

beforeAll(async () => {
  ctx = await trainerTestApp(['Lucía', 'Bruno'] as const);
  ({ token, id: businessId } = ctx.trainers[0]);
  const client = await createRecord(
    ctx.api,
    '/api/clients',
    { name: 'Ana Pérez', email: 'ana@example.com', phone: '611000111' },
    token,
  );
  clientId = client.id;
  dogId = (
    await createRecord(ctx.api, '/api/dogs', { name: 'Kira', breed: 'Mestiza', clientId }, token)
  ).id;
  serviceId = (
    await createRecord(
      ctx.api,
      '/api/services',
      serviceBody({ name: 'Clase de obediencia', priceCents: 4000 }),
      token,
    )
  ).id;
  templateId = (
    await createRecord(
      ctx.api,
      '/api/bonos/templates',
      { serviceId, sessions: 5, priceCents: 18000, validityDays: 90 },
      token,
    )
  ).id;
  return ctx.t.close;
});

async function sell(overrides: Record<string, unknown> = {}) {
  return createRecord(
    ctx.api,
    '/api/bonos',
    { templateId, clientId, soldOn: today(), ...overrides },
    token,
  );
}

async function useDown(bonoId: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await ctx.api.post(`/api/bonos/${bonoId}/use`, { reason: 'Clase suelta' }, token);
    expect(res.status).toBe(200);
  }
}

const remaining = async (bonoId: string) =>
  (await ctx.api.get(`/api/bonos/${bonoId}`, token)).body.data.sessionsRemaining as number;

/** A training session recorded through the API (POST /api/sessions). */
const recordSession = (overrides: Record<string, unknown> = {}) =>
  createRecord(ctx.api, '/api/sessions', session(overrides), token);

/** A fresh client of the trainer with one dog, so no other bono of this file competes. */
async function freshClient(name: string, email: string, phone: string, dogName: string) {
  const client = await createRecord(ctx.api, '/api/clients', { name, email, phone }, token);
  const dog = await createRecord(
    ctx.api,
    '/api/dogs',
    { name: dogName, breed: 'Mestiza', clientId: client.id },
    token,
  );
  return [client, dog] as [{ id: string }, { id: string }];
}

/** A confirmed 45-minute visit of the client's dog for the service, booked by the trainer; its id. */
async function bookVisit(who: { clientId: string; dogId: string }, date: string, time: string) {
  const request = await createRecord(
    ctx.api,
    '/api/appointments/requests',
    internalRequest({
      requestedDate: date,
      requestedTime: time,
      duration: 45,
      serviceId,
      serviceType: undefined,
      ...who,
      confirm: true,
    }),
    token,
  );
  const [row] = await ctx.t.database.sql<{ id: string }[]>`
    select id from appointments where request_id = ${request.id}`;
  return row!.id;
}

function session(overrides: Record<string, unknown> = {}) {
  return {
    dogId,
    date: new Date().toISOString(),
    duration: 45,
    objectives: 'Caminar sin tirar',
    activities: 'Paseo',
    serviceId,
    ...overrides,
  };
}

describe('templates and sales', () => {
  it.each([
    [{ serviceId: 'x' }, 'serviceId', 'Selecciona un servicio'],
    [{ sessions: 0 }, 'sessions', BONO_MESSAGES.sessions],
    [{ sessions: 101 }, 'sessions', BONO_MESSAGES.sessions],
    [{ sessions: 2.5 }, 'sessions', BONO_MESSAGES.sessions],
    [{ priceCents: undefined }, 'priceCents', BONO_MESSAGES.price],
    [{ priceCents: -100 }, 'priceCents', 'El precio debe estar entre 0 y 100.000 €'],
    [{ priceCents: 99.5 }, 'priceCents', 'El importe debe ser un número entero de céntimos'],
    [{ validityDays: 0 }, 'validityDays', BONO_MESSAGES.validity],
    [{ validityDays: 731 }, 'validityDays', BONO_MESSAGES.validity],
  ])('a template refuses %j in Spanish', async (override, field, message) => {
    const res = await ctx.api.post(
      '/api/bonos/templates',
      { serviceId, sessions: 5, priceCents: 100, validityDays: 30, ...override },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it("a template of another trainer's service is refused on the field", async () => {
    const theirs = (await ctx.api.get('/api/services', ctx.trainers[1].token)).body.data.services[0]
      .id;
    const res = await ctx.api.post(
      '/api/bonos/templates',
      { serviceId: theirs, sessions: 5, priceCents: 100, validityDays: 30 },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.serviceId).toBe('Selecciona un servicio');
  });

  it.each([
    [{ templateId: 'x' }, 'templateId', BONO_MESSAGES.templateRequired],
    [{ clientId: undefined }, 'clientId', BONO_MESSAGES.clientRequired],
    [{ soldOn: '' }, 'soldOn', 'La fecha de venta es requerida'],
    [{ soldOn: '2026-02-30' }, 'soldOn', 'Fecha no válida. Use formato YYYY-MM-DD'],
    [{ priceCents: -1 }, 'priceCents', 'El precio debe estar entre 0 y 100.000 €'],
  ])('a sale refuses %j in Spanish', async (override, field, message) => {
    const res = await ctx.api.post(
      '/api/bonos',
      { templateId, clientId, soldOn: today(), ...override },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it('sells a bono on the template terms: expiry = sale + validity, unpaid', async () => {
    const bono = await sell({ priceCents: 17000 });
    expect(bono).toMatchObject({
      clientId,
      clientName: 'Ana Pérez',
      serviceName: 'Clase de obediencia',
      sessionsTotal: 5,
      sessionsRemaining: 5,
      priceCents: 17000,
      paidCents: 0,
      paymentState: 'pending',
      expiresOn: addDays(today(), 90),
      expired: false,
      warnings: [],
    });
    const listed = await ctx.api.get(`/api/bonos?clientId=${clientId}`, token);
    expect(listed.body.data.bonos.map((b: { id: string }) => b.id)).toContain(bono.id);
  });

  it('a used template stays: 409', async () => {
    const res = await ctx.api.del(`/api/bonos/templates/${templateId}`, token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(BONO_MESSAGES.templateInUse);
  });

  it('edits and archives a template; sold bonos keep their terms; an unused one is deleted', async () => {
    const draft = await createRecord(
      ctx.api,
      '/api/bonos/templates',
      { serviceId, sessions: 8, priceCents: 24000, validityDays: 60 },
      token,
    );
    expect(draft.archived).toBe(false);
    const sold = await sell({ templateId: draft.id });
    const terms = { serviceId, sessions: 10, priceCents: 28050, validityDays: 120 };
    const edited = await ctx.api.put(`/api/bonos/templates/${draft.id}`, terms, token);
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ ...terms, archived: false });
    const keep = (await ctx.api.get(`/api/bonos/${sold.id}`, token)).body.data;
    expect(keep).toMatchObject({ sessionsTotal: 8, priceCents: 24000, expiresOn: sold.expiresOn });
    const archived = await ctx.api.put(
      `/api/bonos/templates/${draft.id}`,
      { ...terms, archived: true },
      token,
    );
    expect(archived.body.data.archived).toBe(true);
    // A later edit without the flag leaves it archived; a wrong flag is refused in Spanish.
    const again = await ctx.api.put(`/api/bonos/templates/${draft.id}`, terms, token);
    expect(again.body.data.archived).toBe(true);
    const wrong = await ctx.api.put(
      `/api/bonos/templates/${draft.id}`,
      { ...terms, archived: 'sí' },
      token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.archived).toBe('Indica si la plantilla está archivada');
    const unused = await createRecord(
      ctx.api,
      '/api/bonos/templates',
      { serviceId, sessions: 3, priceCents: 9000, validityDays: 30 },
      token,
    );
    expect((await ctx.api.del(`/api/bonos/templates/${unused.id}`, token)).status).toBe(200);
    const left = (await ctx.api.get('/api/bonos/templates', token)).body.data.templates;
    expect(left.map((t: { id: string }) => t.id)).not.toContain(unused.id);
  });
});

describe('units', () => {
  it('10 concurrent uses of a bono with 1 unit left: exactly one succeeds', async () => {
    const bono = await sell();
    await useDown(bono.id, 4);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.api.post(`/api/bonos/${bono.id}/use`, { reason: 'A la vez' }, token),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(9);
    expect(refused[0]!.body.message).toBe(BONO_MESSAGES.empty);
    const detail = (await ctx.api.get(`/api/bonos/${bono.id}`, token)).body.data;
    expect(detail.sessionsRemaining).toBe(0);
    expect(detail.movements.filter((m: { delta: number }) => m.delta === -1)).toHaveLength(5);
  });

  it('the database itself refuses a counter below zero', async () => {
    const bono = await sell();
    await expect(
      ctx.t.database.sql`update bonos set sessions_remaining = -1 where id = ${bono.id}`,
    ).rejects.toThrow(/bonos_remaining_check/);
  });

  it('an expired bono is not used, by hand or by a session; it warns of unused sessions', async () => {
    const bono = await sell({ soldOn: addDays(today(), -100) });
    expect(bono).toMatchObject({ expired: true, warnings: ['expired_unused'] });
    const byHand = await ctx.api.post(`/api/bonos/${bono.id}/use`, { reason: 'x' }, token);
    expect(byHand.status).toBe(409);
    expect(byHand.body.message).toBe(BONO_MESSAGES.expired);
    const recorded = await recordSession();
    expect(recorded.bonoUse?.bonoId).not.toBe(bono.id);
    expect(await remaining(bono.id)).toBe(5);
    const active = await ctx.api.get(`/api/bonos?clientId=${clientId}&active=true`, token);
    expect(active.body.data.bonos.map((b: { id: string }) => b.id)).not.toContain(bono.id);
  });

  it('is usable through its last day, not the day after', async () => {
    const [other, dog] = await freshClient('Elena Vidal', 'elena@example.com', '655000111', 'Coco');
    const bono = await sell({ clientId: other.id, soldOn: addDays(today(), -90) });
    expect(bono.expiresOn).toBe(today());
    // Noon in Madrid tomorrow: the day after its last one.
    const tomorrow = new Date(`${addDays(today(), 1)}T11:00:00Z`).toISOString();
    const late = await recordSession({ dogId: dog.id, date: tomorrow });
    expect(late.bonoUse).toBeUndefined();
    const onTime = await recordSession({ dogId: dog.id });
    expect(onTime.bonoUse).toMatchObject({ bonoId: bono.id, sessionsRemaining: 4 });
  });

  it('undo restores exactly one unit, once', async () => {
    const bono = await sell();
    const used = await ctx.api.post(`/api/bonos/${bono.id}/use`, { reason: 'Clase' }, token);
    expect(used.body.data.bono.sessionsRemaining).toBe(4);
    const movementId = used.body.data.movement.id;
    const undos = await Promise.all(
      [1, 2, 3].map(() => ctx.api.post(`/api/bonos/movements/${movementId}/undo`, {}, token)),
    );
    expect(undos.filter((r) => r.status === 200)).toHaveLength(1);
    expect(undos.filter((r) => r.status === 409)).toHaveLength(2);
    expect(await remaining(bono.id)).toBe(5);
    const detail = (await ctx.api.get(`/api/bonos/${bono.id}`, token)).body.data;
    expect(detail.movements.find((m: { id: string }) => m.id === movementId).undone).toBe(true);
  });

  it('returns a unit by hand with a reason, never above the total; a reason is required', async () => {
    const bono = await sell();
    const noReason = await ctx.api.post(`/api/bonos/${bono.id}/use`, { reason: ' ' }, token);
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toBe(BONO_MESSAGES.reason);
    const full = await ctx.api.post(`/api/bonos/${bono.id}/return`, { reason: 'Error' }, token);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(BONO_MESSAGES.full);
    await useDown(bono.id, 2);
    const back = await ctx.api.post(
      `/api/bonos/${bono.id}/return`,
      { reason: 'Clase cancelada por lluvia' },
      token,
    );
    expect(back.status).toBe(200);
    expect(back.body.data.bono.sessionsRemaining).toBe(4);
    expect(back.body.data.movement).toMatchObject({
      delta: 1,
      reason: 'Clase cancelada por lluvia',
    });
  });

  it('warns when one session is left and when it expires within 14 days', async () => {
    const soon = await sell({ soldOn: addDays(today(), -80) });
    expect(soon.warnings).toEqual(['expiring_soon']);
    const bono = await sell();
    await useDown(bono.id, 4);
    const detail = (await ctx.api.get(`/api/bonos/${bono.id}`, token)).body.data;
    expect(detail.warnings).toEqual(['last_session']);
  });
});

describe('automatic use', () => {
  it('a session of the service for the client’s dog uses one unit, and its undo gives it back', async () => {
    // A fresh client, so no other bono of this file competes.
    const [other, dog] = await freshClient('Berta Gil', 'berta@example.com', '622000111', 'Nube');
    const bono = await sell({ clientId: other.id });
    const recorded = await recordSession({ dogId: dog.id });
    expect(recorded.bonoUse).toEqual({
      movementId: expect.any(String),
      bonoId: bono.id,
      sessionsRemaining: 4,
    });
    // Without a service, or of another service, nothing is used.
    const plain = await recordSession({ dogId: dog.id, serviceId: null });
    expect(plain.bonoUse).toBeUndefined();
    expect(await remaining(bono.id)).toBe(4);
    const undo = await ctx.api.post(
      `/api/bonos/movements/${recorded.bonoUse.movementId}/undo`,
      {},
      token,
    );
    expect(undo.status).toBe(200);
    expect(await remaining(bono.id)).toBe(5);
  });

  it('useBonoForAppointment: a completed appointment of the client uses one unit, once', async () => {
    const other = await createRecord(
      ctx.api,
      '/api/clients',
      { name: 'Carla Ruiz', email: 'carla@example.com', phone: '633000111' },
      token,
    );
    const bono = await sell({ clientId: other.id });
    const request = await createRecord(
      ctx.api,
      '/api/appointments/requests',
      internalRequest({ requestedDate: inDays(3), requestedTime: '09:00', confirm: true }),
      token,
    );
    const [appointment] = await ctx.t.database.sql<{ id: string }[]>`
      select id from appointments where request_id = ${request.id}`;
    const visit = {
      businessId,
      clientId: other.id,
      serviceId,
      appointmentId: appointment!.id,
      on: inDays(3),
    };
    const db = ctx.t.database.db;
    const first = await db.transaction((tx) => useBonoForAppointment(tx, visit));
    expect(first).toMatchObject({ bonoId: bono.id, sessionsRemaining: 4 });
    expect(await db.transaction((tx) => useBonoForAppointment(tx, visit))).toBeNull();
    // After an undo the visit uses nothing more by itself (a unit is then used by hand).
    await ctx.api.post(`/api/bonos/movements/${first!.movementId}/undo`, {}, token);
    expect(await db.transaction((tx) => useBonoForAppointment(tx, visit))).toBeNull();
    expect(await remaining(bono.id)).toBe(5);
    await useDown(bono.id, 1);
    // Not after the bono's last day; never another trainer's client.
    const late = { ...visit, appointmentId: appointment!.id, on: addDays(today(), 200) };
    expect(await db.transaction((tx) => useBonoForAppointment(tx, late))).toBeNull();
    const foreign = { ...visit, businessId: ctx.trainers[1].id };
    expect(await db.transaction((tx) => useBonoForAppointment(tx, foreign))).toBeNull();
    // A caller's transaction that rolls back takes the use with it.
    await expect(
      db.transaction(async (tx) => {
        await useBonoForAppointment(tx, { ...visit, appointmentId: appointment!.id });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await remaining(bono.id)).toBe(4);
  });

  it('the list and the calendar give each visit the bono its completion then uses (issue 26)', async () => {
    const [other, dog] = await freshClient('Elena Vidal', 'elena@example.com', '655000111', 'Nala');
    // Sold earlier, so it expires first: the one a visit draws on, though sold before the other.
    const later = await sell({ clientId: other.id });
    const first = await sell({ clientId: other.id, soldOn: addDays(today(), -30) });
    const date = inDays(4);
    const id = await bookVisit({ clientId: other.id, dogId: dog.id }, date, '13:00');
    const shown = async () => {
      const list = await ctx.api.get(`/api/appointments?clientId=${other.id}`, token);
      const calendar = await ctx.api.get(
        `/api/appointments/calendar?startDate=${date}&endDate=${date}`,
        token,
      );
      const inList = list.body.data.appointments.find((a: { id: string }) => a.id === id);
      const inCalendar = calendar.body.data.appointments.find((a: { id: string }) => a.id === id);
      expect(inCalendar.bono).toEqual(inList.bono);
      return inList.bono;
    };
    expect(await shown()).toEqual({
      id: first.id,
      sessionsTotal: 5,
      sessionsRemaining: 5,
      expiresOn: first.expiresOn,
      expired: false,
      warnings: [],
    });
    await useDown(first.id, 5);
    // Used up: the next one; completing the visit uses exactly the one shown.
    expect((await shown()).id).toBe(later.id);
    const done = await ctx.api.put(`/api/appointments/${id}`, { status: 'COMPLETED' }, token);
    expect(done.body.data.bonoUse).toMatchObject({ bonoId: later.id, sessionsRemaining: 4 });
    expect(await shown()).toMatchObject({ id: later.id, sessionsRemaining: 4 });
    // A visit of a client without a bono of the service has none.
    const [bare, bareDog] = await freshClient('Fran Gil', 'fran@example.com', '666000111', 'Coco');
    await bookVisit({ clientId: bare.id, dogId: bareDog.id }, date, '16:00');
    const list = await ctx.api.get(`/api/appointments?clientId=${bare.id}`, token);
    expect(list.body.data.appointments).toMatchObject([{ clientId: bare.id, bono: null }]);
  });

  it('a session recorded for an appointment already completed uses no second unit; the database refuses one', async () => {
    const [other, dog] = await freshClient('Diana Soto', 'diana@example.com', '644000111', 'Trufa');
    const bono = await sell({ clientId: other.id });
    const book = (time: string) =>
      bookVisit({ clientId: other.id, dogId: dog.id }, inDays(2), time);
    // Completed first (one unit), then its session registered: still one unit.
    const completedFirst = await book('09:00');
    const done = await ctx.api.put(
      `/api/appointments/${completedFirst}`,
      { status: 'COMPLETED' },
      token,
    );
    expect(done.status).toBe(200);
    expect(done.body.data.bonoUse).toMatchObject({ bonoId: bono.id, sessionsRemaining: 4 });
    const recorded = await recordSession({ dogId: dog.id, appointmentId: completedFirst });
    expect(recorded.bonoUse).toBeUndefined();
    expect(await remaining(bono.id)).toBe(4);
    // 'Registrar sesión' on a scheduled one: one unit, counted as the appointment's, so
    // completing it again (back to SCHEDULED and done) uses nothing more.
    const registered = await book('11:00');
    const viaSession = await recordSession({ dogId: dog.id, appointmentId: registered });
    expect(viaSession.bonoUse).toMatchObject({ bonoId: bono.id, sessionsRemaining: 3 });
    for (const status of ['SCHEDULED', 'COMPLETED']) {
      const res = await ctx.api.put(`/api/appointments/${registered}`, { status }, token);
      expect(res.status).toBe(200);
      expect(res.body.data.bonoUse ?? null).toBeNull();
    }
    expect(await remaining(bono.id)).toBe(3);
    // Whatever the code does, the database keeps one use per appointment.
    await expect(
      ctx.t.database
        .sql`insert into bono_movements (id, business_id, bono_id, delta, source, appointment_id)
        values (gen_random_uuid(), ${businessId}, ${bono.id}, -1, 'manual', ${registered})`,
    ).rejects.toThrow(/bono_movements_appointment_use_key/);
    const detail = (await ctx.api.get(`/api/bonos/${bono.id}`, token)).body.data;
    expect(detail.movements.filter((m: { delta: number }) => m.delta === -1)).toHaveLength(2);
  });
});
