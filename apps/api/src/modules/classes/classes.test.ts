import { CLASS_MESSAGES, SCHEDULING_MESSAGES, addDays, todayIn } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecord } from '../../test/api-client.ts';
import { bookOwn } from '../../test/booking-fixtures.ts';
import { serviceBody } from '../../test/service-fixtures.ts';
import { trainerTestApp } from '../../test/test-app.ts';

let ctx: Awaited<ReturnType<typeof trainerTestApp<['Lucía', 'Bruno']>>>;
let token: string;
let otherToken: string;
let groupServiceId: string;
let clientId: string;
let dogIds: string[];
const inDays = (days: number) => addDays(todayIn('Europe/Madrid', ctx.t.app.clock.now()), days);

beforeAll(async () => {
  ctx = await trainerTestApp(['Lucía', 'Bruno'] as const);
  token = ctx.trainers[0].token;
  otherToken = ctx.trainers[1].token;
  groupServiceId = (
    await createRecord(
      ctx.api,
      '/api/services',
      serviceBody({ name: 'Clase de cachorros', kind: 'group', duration: 60 }),
      token,
    )
  ).id;
  clientId = (
    await createRecord(
      ctx.api,
      '/api/clients',
      { name: 'Ana Pérez', email: 'ana@example.com', phone: '611000111' },
      token,
    )
  ).id;
  dogIds = [];
  for (let i = 0; i < 32; i++) {
    const dog = await createRecord(
      ctx.api,
      '/api/dogs',
      { name: `Perro ${i + 1}`, breed: 'Mestiza', clientId },
      token,
    );
    dogIds.push(dog.id);
  }
  return ctx.t.close;
});

async function createClass(overrides: Record<string, unknown> = {}, as = token) {
  const res = await ctx.api.post(
    '/api/classes',
    {
      serviceId: groupServiceId,
      date: inDays(7),
      time: '18:00',
      duration: 60,
      place: 'Parque del Retiro',
      places: 3,
      ...overrides,
    },
    as,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.classes as { id: string; date: string; enrolled: number }[];
}

const enrol = (classId: string, dogId: string, as = token) =>
  ctx.api.post(`/api/classes/${classId}/enrolments`, { clientId, dogId }, as);

const detail = async (classId: string) =>
  (await ctx.api.get(`/api/classes/${classId}`, token)).body.data as {
    enrolled: number;
    places: number;
    date: string;
    time: string;
    status: string;
    roster: { id: string; dogName: string; clientName: string }[];
  };

describe('classes and series', () => {
  it('refuses a service that is not a group one, and a date before today', async () => {
    const individual = await createRecord(
      ctx.api,
      '/api/services',
      serviceBody({ name: 'Sesión individual' }),
      token,
    );
    const res = await ctx.api.post(
      '/api/classes',
      { serviceId: individual.id, date: inDays(3), time: '10:00', places: 6 },
      token,
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(CLASS_MESSAGES.serviceNotGroup);
    const past = await ctx.api.post(
      '/api/classes',
      { serviceId: groupServiceId, date: inDays(-1), time: '10:00', places: 6 },
      token,
    );
    expect(past.status).toBe(400);
    const minAbove = await ctx.api.post(
      '/api/classes',
      { serviceId: groupServiceId, date: inDays(3), time: '10:00', places: 4, minPlaces: 5 },
      token,
    );
    expect(minAbove.status).toBe(400);
    expect(JSON.stringify(minAbove.body)).toContain(CLASS_MESSAGES.minPlaces);
  });

  it('creates a weekly series N times or until a date, on the first class weekday', async () => {
    const counted = await createClass({ date: inDays(2), repeat: { count: 4 } });
    expect(counted.map((c) => c.date)).toEqual([2, 9, 16, 23].map(inDays));
    const until = await createClass({ date: inDays(3), repeat: { until: inDays(17) } });
    expect(until.map((c) => c.date)).toEqual([3, 10, 17].map(inDays));
    const both = await ctx.api.post(
      '/api/classes',
      {
        serviceId: groupServiceId,
        date: inDays(3),
        time: '10:00',
        places: 6,
        repeat: { count: 3, until: inDays(30) },
      },
      token,
    );
    expect(both.status).toBe(400);
    expect(JSON.stringify(both.body)).toContain(CLASS_MESSAGES.repeatBoth);
  });

  it('edits one class, or it and the following ones of its series; skips one', async () => {
    const series = await createClass({ date: inDays(4), time: '17:00', repeat: { count: 4 } });
    const [first, second, third, fourth] = series.map((c) => c.id);
    const body = { date: inDays(12), time: '19:30', duration: 45, place: 'Pista 2', places: 5 };
    const one = await ctx.api.put(`/api/classes/${second}`, { ...body, scope: 'one' }, token);
    expect(one.status).toBe(200);
    expect((await detail(second!)).date).toBe(inDays(12));
    expect((await detail(third!)).time).toBe('17:00');

    const following = await ctx.api.put(
      `/api/classes/${third}`,
      { date: inDays(19), time: '20:00', duration: 60, place: null, places: 8, scope: 'following' },
      token,
    );
    expect(following.status).toBe(200);
    expect(await detail(third!)).toMatchObject({ date: inDays(19), time: '20:00', places: 8 });
    expect(await detail(fourth!)).toMatchObject({ date: inDays(26), time: '20:00', places: 8 });
    expect(await detail(first!)).toMatchObject({ date: inDays(4), time: '17:00', places: 3 });

    const skipped = await ctx.api.post(`/api/classes/${fourth}/cancel`, undefined, token);
    expect(skipped.status).toBe(200);
    expect(skipped.body.data.status).toBe('cancelled');
    expect((await ctx.api.post(`/api/classes/${fourth}/cancel`, undefined, token)).status).toBe(
      409,
    );
    const onCancelled = await enrol(fourth!, dogIds[0]!);
    expect(onCancelled.status).toBe(409);
    expect(onCancelled.body.message).toBe(CLASS_MESSAGES.cancelled);
  });

  it('refuses fewer places than dogs enrolled, and changes nothing', async () => {
    const [cls] = await createClass({ places: 3 });
    for (const dogId of dogIds.slice(0, 3)) expect((await enrol(cls!.id, dogId)).status).toBe(201);
    const res = await ctx.api.put(
      `/api/classes/${cls!.id}`,
      { date: inDays(7), time: '18:00', duration: 60, place: null, places: 2 },
      token,
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CLASS_MESSAGES.belowEnrolled);
    expect(await detail(cls!.id)).toMatchObject({ places: 3, enrolled: 3 });
  });
});

describe('places', () => {
  it('gives the last place to exactly one of 30 concurrent enrolments', async () => {
    const [cls] = await createClass({ places: 3 });
    expect((await enrol(cls!.id, dogIds[0]!)).status).toBe(201);
    expect((await enrol(cls!.id, dogIds[1]!)).status).toBe(201);
    const results = await Promise.all(dogIds.slice(2).map((dogId) => enrol(cls!.id, dogId)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(29);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.message).toBe(CLASS_MESSAGES.full);
    const after = await detail(cls!.id);
    expect(after.enrolled).toBe(3);
    expect(after.roster).toHaveLength(3);
  });

  it('counts a cancelled place once, and the dog may take a place again', async () => {
    const [cls] = await createClass({ places: 2 });
    const first = await enrol(cls!.id, dogIds[0]!);
    expect((await enrol(cls!.id, dogIds[0]!)).body.message).toBe(CLASS_MESSAGES.alreadyEnrolled);
    await enrol(cls!.id, dogIds[1]!);
    const placeId = first.body.data.roster[0].id as string;
    const cancel = () =>
      ctx.api.post(`/api/classes/${cls!.id}/enrolments/${placeId}/cancel`, undefined, token);
    const twice = await Promise.all([cancel(), cancel()]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 404]);
    expect((await detail(cls!.id)).enrolled).toBe(1);
    expect((await enrol(cls!.id, dogIds[2]!)).status).toBe(201);
    expect((await enrol(cls!.id, dogIds[0]!)).status).toBe(409);
    expect(await detail(cls!.id)).toMatchObject({ enrolled: 2 });
  });

  it('shows each dog’s doses expired by the class’s day or expiring within 30 days of it', async () => {
    const [cls] = await createClass({ places: 2 });
    const dogId = (
      await createRecord(
        ctx.api,
        '/api/dogs',
        { name: 'Vacunas', breed: 'Mestiza', clientId },
        token,
      )
    ).id as string;
    const dose = (kind: string, givenOn: string, expiresOn: string) =>
      ctx.api.post(`/api/vaccines/dog/${dogId}`, { kind, givenOn, expiresOn }, token);
    expect((await dose('rabies', inDays(-300), addDays(cls!.date, -1))).status).toBe(201);
    expect((await dose('polyvalent', inDays(-300), addDays(cls!.date, 20))).status).toBe(201);
    expect((await dose('kennel_cough', inDays(-10), addDays(cls!.date, 200))).status).toBe(201);
    const res = await enrol(cls!.id, dogId);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const place = (await ctx.api.get(`/api/classes/${cls!.id}`, token)).body.data.roster[0];
    expect(place.vaccineAlerts).toEqual([
      { kind: 'rabies', name: null, expiresOn: addDays(cls!.date, -1), expired: true },
      { kind: 'polyvalent', name: null, expiresOn: addDays(cls!.date, 20), expired: false },
    ]);
  });

  it('cancelling a class frees its places', async () => {
    const [cls] = await createClass({ places: 2 });
    await enrol(cls!.id, dogIds[0]!);
    const res = await ctx.api.post(`/api/classes/${cls!.id}/cancel`, undefined, token);
    expect(res.body.data).toMatchObject({ enrolled: 0, roster: [] });
  });
});

describe('attendance', () => {
  it('is marked one dog at a time from the class day on, never on a future class', async () => {
    const [today] = await createClass({ date: inDays(0), time: '00:00', places: 3 });
    const [future] = await createClass({ date: inDays(5), places: 3 });
    const placeOf = async (classId: string, dogId: string) =>
      (await enrol(classId, dogId)).body.data.roster.find(
        (p: { dogId: string }) => p.dogId === dogId,
      ).id as string;
    const kira = await placeOf(today!.id, dogIds[0]!);
    await placeOf(today!.id, dogIds[1]!);
    const mark = (classId: string, placeId: string, attended: boolean, as = token) =>
      ctx.api.put(`/api/classes/${classId}/enrolments/${placeId}/attendance`, { attended }, as);
    const marked = await mark(today!.id, kira, true);
    expect(marked.status).toBe(200);
    expect(
      marked.body.data.roster.map((p: { dogName: string; attended: boolean }) => [
        p.dogName,
        p.attended,
      ]),
    ).toEqual([
      ['Perro 1', true],
      ['Perro 2', false],
    ]);
    expect((await mark(today!.id, kira, false)).body.data.roster[0].attended).toBe(false);
    expect((await mark(today!.id, kira, true, otherToken)).status).toBe(404);
    expect((await mark(today!.id, kira, 'sí' as unknown as boolean)).status).toBe(400);

    const early = await mark(future!.id, await placeOf(future!.id, dogIds[0]!), true);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(CLASS_MESSAGES.attendanceTooEarly);
  });
});

describe('calendar and feed', () => {
  // Issue 45.3 (decision 0134): a class takes its trainer's time, so an appointment on it is
  // refused, saying why, and the calendar shows the class alone.
  it('refuses an appointment at the class’s time and shows the class as one block', async () => {
    const date = inDays(20);
    const [cls] = await createClass({ date, time: '11:00', places: 6 });
    await enrol(cls!.id, dogIds[0]!);
    await expect(bookOwn(ctx.api, ctx.trainers[0], date, '11:00')).rejects.toThrow(
      SCHEDULING_MESSAGES.classOverlap,
    );
    await bookOwn(ctx.api, ctx.trainers[0], date, '12:00');
    const calendar = await ctx.api.get(
      `/api/appointments/calendar?startDate=${date}&endDate=${date}`,
      token,
    );
    expect(calendar.status).toBe(200);
    expect(calendar.body.data.classes).toEqual([
      expect.objectContaining({ id: cls!.id, enrolled: 1, places: 6, time: '11:00' }),
    ]);
    expect(calendar.body.data.appointments).toHaveLength(1);
  });

  it('lists classes in the iCal feed with their places', async () => {
    const date = inDays(21);
    const [cls] = await createClass({ date, time: '09:30', places: 6 });
    await enrol(cls!.id, dogIds[0]!);
    const link = await ctx.api.post('/api/calendar-feed', undefined, token);
    const feed = await ctx.api.get(new URL(link.body.data.httpsUrl as string).pathname);
    const text = (feed.body as string).replace(/\r\n /g, '');
    expect(text).toContain(`UID:class-${cls!.id}@adiestra`);
    expect(text).toContain('SUMMARY:Clase: Clase de cachorros (1/6)');
    expect(text).toContain(`DTSTART;TZID=Europe/Madrid:${date.replaceAll('-', '')}T093000`);
  });
});

describe('isolation between trainers', () => {
  it('another trainer can neither see, change, enrol in nor cancel a class', async () => {
    const [cls] = await createClass({ places: 4 });
    const enrolled = await enrol(cls!.id, dogIds[0]!);
    const placeId = enrolled.body.data.roster[0].id as string;
    const body = { date: inDays(7), time: '18:00', duration: 60, place: null, places: 4 };
    expect((await ctx.api.get(`/api/classes/${cls!.id}`, otherToken)).status).toBe(404);
    expect((await ctx.api.put(`/api/classes/${cls!.id}`, body, otherToken)).status).toBe(404);
    expect(
      (await ctx.api.post(`/api/classes/${cls!.id}/cancel`, undefined, otherToken)).status,
    ).toBe(404);
    expect((await enrol(cls!.id, dogIds[1]!, otherToken)).status).toBe(404);
    const cancel = await ctx.api.post(
      `/api/classes/${cls!.id}/enrolments/${placeId}/cancel`,
      undefined,
      otherToken,
    );
    expect(cancel.status).toBe(404);
    const list = await ctx.api.get(`/api/classes?from=${inDays(0)}&to=${inDays(60)}`, otherToken);
    expect(list.body.data.classes).toEqual([]);
    // Another trainer's service and dogs cannot be named in their own class either.
    const foreign = await ctx.api.post(
      '/api/classes',
      { serviceId: groupServiceId, date: inDays(3), time: '10:00', places: 6 },
      otherToken,
    );
    expect(foreign.status).toBe(400);
    expect(await detail(cls!.id)).toMatchObject({ enrolled: 1, places: 4, status: 'scheduled' });
  });
});
