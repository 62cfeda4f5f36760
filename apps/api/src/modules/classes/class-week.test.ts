import { addDays, dayOfWeek, todayIn, zonedToUtc, type WeekClasses } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecord, type ApiClient } from '../../test/api-client.ts';
import { createClass, groupService } from '../../test/class-fixtures.ts';
import { testClock, trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

/**
 * The Panel's card (issue 29): GET /api/classes/week gives the trainer's scheduled classes from
 * today (on the trainer's clock) to Sunday, with free places and dogs waiting; nobody else's.
 */
const ZONE = 'Europe/Madrid';
// A Monday 09:00 in Madrid, next week's: the week's days are known whatever day the test runs.
const realToday = todayIn(ZONE);
const monday = addDays(realToday, 7 - ((dayOfWeek(realToday) + 6) % 7));
const clock = testClock(zonedToUtc(monday, 9 * 60, ZONE));
const day = (n: number) => addDays(monday, n);

let t: TestApp, api: ApiClient, lucia: Trainer, bruno: Trainer;
let serviceId: string;
let clientId: string;
const dogIds: string[] = [];

const week = async (trainer: Trainer) => {
  const res = await api.get('/api/classes/week', trainer.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as WeekClasses;
};
const placeFor = (classId: string, dogId: string, path: 'enrolments' | 'waitlist') =>
  api.post(`/api/classes/${classId}/${path}`, { clientId, dogId }, lucia.token);

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, bruno],
  } = await trainerTestApp(['Lucía', 'Bruno'], {}, clock));
  serviceId = await groupService(api, lucia);
  const client = { name: 'Ana Pérez', email: 'ana.semana@example.com', phone: '611000222' };
  clientId = (await createRecord(api, '/api/clients', client, lucia.token)).id;
  for (const name of ['Luna', 'Toby', 'Kira', 'Nala']) {
    const dog = { name, breed: 'Mestiza', clientId };
    dogIds.push((await createRecord(api, '/api/dogs', dog, lucia.token)).id);
  }
  return t.close;
});

describe('GET /api/classes/week', () => {
  it('lists the classes left this week with places, free places and dogs waiting', async () => {
    const mondayClass = await createClass(api, lucia, { serviceId, date: day(0) });
    const full = await createClass(api, lucia, { serviceId, date: day(2), places: 2 });
    const sunday = await createClass(api, lucia, { serviceId, date: day(6), time: '10:00' });
    const cancelled = await createClass(api, lucia, { serviceId, date: day(3) });
    const nextWeek = await createClass(api, lucia, { serviceId, date: day(7) });
    const brunoService = await groupService(api, bruno);
    await createClass(api, bruno, { serviceId: brunoService, date: day(2) });
    expect(
      (await api.post(`/api/classes/${cancelled}/cancel`, undefined, lucia.token)).status,
    ).toBe(200);

    const onMonday = await week(lucia);
    expect(onMonday).toMatchObject({ from: day(0), to: day(6) });
    expect(onMonday.classes.map((c) => c.id)).toEqual([mondayClass, full, sunday]);
    expect(onMonday.classes.map((c) => c.id)).not.toContain(nextWeek);

    // Wednesday's class: full (2/2) with two dogs waiting.
    expect((await placeFor(full, dogIds[0]!, 'enrolments')).status).toBe(201);
    const enrolled = await placeFor(full, dogIds[1]!, 'enrolments');
    expect((await placeFor(full, dogIds[2]!, 'waitlist')).status).toBe(201);
    expect((await placeFor(full, dogIds[3]!, 'waitlist')).status).toBe(201);

    // On Wednesday, Monday's class is past and leaves the card.
    clock.advance(2 * 24 * 60 * 60 * 1000);
    const onWednesday = await week(lucia);
    expect(onWednesday).toMatchObject({ from: day(2), to: day(6) });
    expect(onWednesday.classes).toEqual([
      expect.objectContaining({
        id: full,
        date: day(2),
        time: '18:00',
        serviceName: 'Clase de cachorros',
        places: 2,
        enrolled: 2,
        free: 0,
        waiting: 2,
      }),
      expect.objectContaining({ id: sunday, time: '10:00', enrolled: 0, free: 1, waiting: 0 }),
    ]);

    // A place given up is offered to the first waiting: held, so not free, and one less waiting.
    const roster = (enrolled.body.data as { roster: { id: string }[] }).roster;
    const cancel = await api.post(
      `/api/classes/${full}/enrolments/${roster[0]!.id}/cancel`,
      undefined,
      lucia.token,
    );
    expect(cancel.status).toBe(200);
    const afterOffer = (await week(lucia)).classes[0]!;
    expect(afterOffer).toMatchObject({ enrolled: 1, free: 0, waiting: 1 });
  });

  it('shows another trainer only their own week, and asks for a session', async () => {
    const brunos = await week(bruno);
    expect(brunos.classes).toHaveLength(1);
    expect(brunos.classes[0]).toMatchObject({ enrolled: 0, free: 1, waiting: 0 });
    expect((await api.get('/api/classes/week')).status).toBe(401);
  });

  it('counts the dogs waiting for a course on its class of the week', async () => {
    const before = clock.now();
    clock.set(zonedToUtc(monday, 9 * 60, ZONE));
    try {
      const created = await api.post(
        '/api/courses',
        {
          name: 'Cachorros, edición de prueba',
          serviceId,
          date: day(4),
          time: '19:00',
          count: 2,
          places: 1,
          priceCents: 6000,
        },
        lucia.token,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const course = created.body.data as { id: string; classes: { id: string }[] };
      const path = (to: string) => `/api/courses/${course.id}/${to}`;
      const dog = (i: number) => ({ clientId, dogId: dogIds[i]! });
      expect((await api.post(path('enrolments'), dog(0), lucia.token)).status).toBe(201);
      expect((await api.post(path('waitlist'), dog(1), lucia.token)).status).toBe(201);
      const friday = (await week(lucia)).classes.find((c) => c.id === course.classes[0]!.id);
      expect(friday).toMatchObject({ date: day(4), places: 1, free: 0, waiting: 1 });
    } finally {
      clock.set(before);
    }
  });
});

describe('POST /api/classes/:id/confirm-minimum', () => {
  type Minimum = { minPlacesConfirmed: boolean; minPlaces: number | null; enrolled: number };
  const confirm = (classId: string, trainer = lucia) =>
    api.post(`/api/classes/${classId}/confirm-minimum`, undefined, trainer.token);

  it('records the choice to hold a class below its minimum, once, for the trainer only', async () => {
    const create = await api.post(
      '/api/classes',
      { serviceId, date: day(3), time: '19:00', duration: 60, places: 6, minPlaces: 3 },
      lucia.token,
    );
    expect(create.status, JSON.stringify(create.body)).toBe(201);
    const id = create.body.data.classes[0].id as string;
    const listed = () => week(lucia).then((w) => w.classes.find((c) => c.id === id)!);
    expect(await listed()).toMatchObject({ minPlaces: 3, enrolled: 0, minPlacesConfirmed: false });

    expect((await confirm(id, bruno)).status).toBe(404);
    expect(
      (await api.post('/api/classes/no-es-un-id/confirm-minimum', undefined, lucia.token)).status,
    ).toBe(400);
    expect((await listed()).minPlacesConfirmed).toBe(false);

    const confirmed = await confirm(id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data as Minimum).toMatchObject({ minPlacesConfirmed: true });
    expect((await confirm(id)).status).toBe(200);
    expect(await listed()).toMatchObject({ minPlacesConfirmed: true });
    const detail = await api.get(`/api/classes/${id}`, lucia.token);
    expect((detail.body.data as Minimum).minPlacesConfirmed).toBe(true);
  });

  it('refuses a cancelled class and changes nothing', async () => {
    const id = await createClass(api, lucia, { serviceId, date: day(4) });
    expect((await api.post(`/api/classes/${id}/cancel`, undefined, lucia.token)).status).toBe(200);
    const res = await confirm(id);
    expect(res.status).toBe(409);
    const detail = await api.get(`/api/classes/${id}`, lucia.token);
    expect((detail.body.data as Minimum).minPlacesConfirmed).toBe(false);
  });
});
