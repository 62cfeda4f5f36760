import { OWN_WORK_MESSAGE } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './test/api-client.ts';
import { inDays, internalRequest } from './test/booking-fixtures.ts';
import { createClass, groupService } from './test/class-fixtures.ts';
import { sessionFixtures } from './test/session-fixtures.ts';
import { addMember } from './test/staff-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from './test/test-app.ts';

/**
 * Decision 0148: in a school an adiestrador sees and changes their own work — appointments,
 * requests given to them or left to "Cualquiera", sessions, classes, courses and the calendar —
 * and another trainer's by id is as missing as another business's; the titular and recepción
 * keep the whole school's.
 */
let t: TestApp, api: ApiClient, lucia: Trainer;
let pablo: Trainer, sara: Trainer, rosa: Trainer;
const date = inDays(9);
const ids = {} as Record<'pabloVisit' | 'saraVisit' | 'saraSession' | 'saraClass', string>;
let openRequest: string, saraRequest: string;

async function book(who: Trainer, body: Record<string, unknown>) {
  const res = await api.post('/api/appointments/requests', internalRequest(body), who.token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string };
}

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia],
  } = await trainerTestApp(['Lucía']));
  pablo = await addMember(t, api, lucia.token, 'adiestrador', undefined, 'Pablo Ruiz');
  sara = await addMember(t, api, lucia.token, 'adiestrador', undefined, 'Sara Gil');
  rosa = await addMember(t, api, lucia.token, 'recepcion', undefined, 'Rosa Martín');
  await book(pablo, { requestedDate: date, requestedTime: '10:00', confirm: true });
  await book(sara, { requestedDate: date, requestedTime: '10:00', confirm: true });
  openRequest = (await book(rosa, { requestedDate: date, requestedTime: '17:00', trainerId: null }))
    .id;
  saraRequest = (
    await book(rosa, { requestedDate: date, requestedTime: '18:00', trainerId: sara.id })
  ).id;
  const day = await api.get(`/api/appointments?date=${date}`, lucia.token);
  for (const a of day.body.data.appointments as { id: string; trainerId: string }[]) {
    if (a.trainerId === pablo.id) ids.pabloVisit = a.id;
    if (a.trainerId === sara.id) ids.saraVisit = a.id;
  }
  const fx = sessionFixtures(t.database.db);
  const dog = await fx.dog(lucia.id, (await fx.client(lucia.id, 'Ana', 'López')).id, 'Rex');
  const session = await api.post(
    '/api/sessions',
    {
      dogId: dog.id,
      date: `${date}T09:00:00.000Z`,
      duration: 45,
      objectives: 'Junto',
      activities: 'Paseo',
    },
    sara.token,
  );
  expect(session.status, JSON.stringify(session.body)).toBe(201);
  ids.saraSession = session.body.data.id;
  ids.saraClass = await createClass(api, sara, { serviceId: await groupService(api, lucia), date });
  return t.close;
});

const trainersOf = async (who: Trainer, url: string, key: string) =>
  ((await api.get(url, who.token)).body.data[key] as { trainerId?: string | null }[]).map(
    (row) => row.trainerId ?? null,
  );

describe("an adiestrador's own work", () => {
  it('lists show Pablo his own and Sara hers; the titular and recepción the whole school', async () => {
    const visits = `/api/appointments?date=${date}`;
    expect(await trainersOf(pablo, visits, 'appointments')).toEqual([pablo.id]);
    expect((await trainersOf(sara, visits, 'appointments')).sort()).toEqual([sara.id]);
    for (const whole of [lucia, rosa]) {
      expect((await trainersOf(whole, visits, 'appointments')).sort()).toEqual(
        [pablo.id, sara.id].sort(),
      );
    }
    // A request left to "Cualquiera" is anyone's to take; Sara's is hers.
    const pending = async (who: Trainer) =>
      (
        (await api.get('/api/appointments/requests?status=PENDING', who.token)).body.data
          .requests as { id: string }[]
      )
        .map((r) => r.id)
        .sort();
    expect(await pending(pablo)).toEqual([openRequest]);
    expect(await pending(sara)).toEqual([openRequest, saraRequest].sort());
    expect(await pending(rosa)).toEqual([openRequest, saraRequest].sort());
    const sessions = async (who: Trainer) =>
      ((await api.get('/api/sessions', who.token)).body.data.sessions as { id: string }[]).map(
        (s) => s.id,
      );
    expect(await sessions(pablo)).toEqual([]);
    expect(await sessions(sara)).toEqual([ids.saraSession]);
    expect(await sessions(lucia)).toEqual([ids.saraSession]);
    const stats = await api.get('/api/sessions/stats', pablo.token);
    expect(stats.body.data.totalSessions).toBe(0);
    const cards = async (who: Trainer) =>
      (await api.get(`/api/appointments/stats?startDate=${date}&endDate=${date}`, who.token)).body
        .data;
    expect(await cards(pablo)).toMatchObject({ totalAppointments: 1, pendingRequests: 1 });
    expect(await cards(rosa)).toMatchObject({ totalAppointments: 2, pendingRequests: 2 });
    const classes = async (who: Trainer) =>
      (
        (await api.get(`/api/classes?from=${date}&to=${date}`, who.token)).body.data.classes as {
          id: string;
        }[]
      ).map((c) => c.id);
    expect(await classes(pablo)).toEqual([]);
    expect(await classes(sara)).toEqual([ids.saraClass]);
    expect(await classes(rosa)).toEqual([ids.saraClass]);
  });

  it("the calendar shows Pablo his own day and only himself in the trainers' picker", async () => {
    const url = `/api/appointments/calendar?startDate=${date}&endDate=${date}`;
    const mine = (await api.get(url, pablo.token)).body.data;
    expect(mine.appointments.map((a: { trainer: { id: string } }) => a.trainer.id)).toEqual([
      pablo.id,
    ]);
    expect(mine.trainers.map((tag: { id: string }) => tag.id)).toEqual([pablo.id]);
    expect(mine.classes).toEqual([]);
    expect(mine.requests.map((r: { trainer: unknown }) => r.trainer)).toEqual([null]);
    // Asking for Sara's column changes nothing: the narrowing is the server's.
    const asked = await api.get(`${url}&adiestradores=${sara.id}`, pablo.token);
    expect(asked.body.data.appointments.map((a: { id: string }) => a.id)).toEqual([ids.pabloVisit]);
    const whole = (await api.get(url, rosa.token)).body.data;
    expect(whole.appointments).toHaveLength(2);
    expect(whole.trainers.map((tag: { id: string }) => tag.id).sort()).toEqual(
      [lucia.id, pablo.id, sara.id].sort(),
    );
  });

  it("another trainer's appointment, request, session and class answer Pablo 404 and stay as they were", async () => {
    const tries: [string, string, Record<string, unknown> | undefined, string][] = [
      ['put', `/api/appointments/${ids.saraVisit}`, { status: 'CANCELLED' }, 'Cita no encontrada'],
      [
        'put',
        `/api/appointments/${ids.saraVisit}/link`,
        { clientId: lucia.id, dogId: lucia.id },
        'Cita no encontrada',
      ],
      [
        'get',
        `/api/appointments/calendar/move-check/${ids.saraVisit}?date=${date}&time=12:00`,
        undefined,
        'Cita no encontrada',
      ],
      [
        'post',
        `/api/appointments/requests/${saraRequest}/reject`,
        { reason: 'No' },
        'Solicitud no encontrada',
      ],
      [
        'get',
        `/api/appointments/requests/${saraRequest}/match`,
        undefined,
        'Solicitud no encontrada',
      ],
      ['get', `/api/sessions/${ids.saraSession}`, undefined, 'Sesión no encontrada'],
      ['del', `/api/sessions/${ids.saraSession}`, undefined, 'Sesión no encontrada'],
      ['get', `/api/classes/${ids.saraClass}`, undefined, 'Clase no encontrada'],
      ['post', `/api/classes/${ids.saraClass}/cancel`, {}, 'Clase no encontrada'],
    ];
    for (const [method, url, body, message] of tries) {
      const res =
        method === 'get' || method === 'del'
          ? await api[method](url, pablo.token)
          : await api[method as 'put' | 'post'](url, body, pablo.token);
      expect([url, res.status, res.body.message]).toEqual([url, 404, message]);
    }
    const sarasDay = await api.get(`/api/appointments?date=${date}`, sara.token);
    expect(sarasDay.body.data.appointments[0].status).toBe('SCHEDULED');
    expect((await api.get(`/api/sessions/${ids.saraSession}`, sara.token)).status).toBe(200);
    expect((await api.get(`/api/classes/${ids.saraClass}`, rosa.token)).body.data.status).toBe(
      'scheduled',
    );
    // His own and an open request stay his to work on.
    expect(
      (await api.get(`/api/appointments/requests/${openRequest}/match`, pablo.token)).status,
    ).toBe(200);
    expect(
      (
        await api.put(
          `/api/appointments/${ids.pabloVisit}`,
          { notes: 'Traer premios' },
          pablo.token,
        )
      ).status,
    ).toBe(200);
  });

  it('Pablo books only in his own agenda: a colleague or "Cualquiera" is refused in Spanish', async () => {
    for (const trainerId of [sara.id, null]) {
      const res = await api.post(
        '/api/appointments/requests',
        internalRequest({ requestedDate: date, requestedTime: '13:00', confirm: true, trainerId }),
        pablo.token,
      );
      expect([res.status, res.body.message]).toEqual([403, OWN_WORK_MESSAGE]);
    }
    const day = await api.get(`/api/appointments?date=${date}`, rosa.token);
    expect(day.body.data.appointments).toHaveLength(2);
    const own = await book(pablo, {
      requestedDate: date,
      requestedTime: '13:00',
      confirm: true,
      trainerId: pablo.id,
    });
    expect(own.id).toBeTruthy();
  });
});
