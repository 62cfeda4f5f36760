import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { trainerTestApp, type TestApp } from '../../test/test-app.ts';
import { sessionFixtures } from '../../test/session-fixtures.ts';

let t: TestApp;
let api: ApiClient;
let trainer: { id: string; token: string };
let empty: { token: string };
let marta: { id: string; token: string };
let rex: { id: string };
let luna: { id: string };
let juan: { id: string };

const MINUTE = 60_000;
const DAY = 86_400_000;
const now = Date.now();
/** Year and month of an instant on the trainer's calendar. */
const madridMonth = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
  }).format(ms);

// [offset from now, dog, duration, rating, progress]
const plan: [number, 'rex' | 'luna', number, number | null, number | null][] = [
  [-MINUTE, 'rex', 30, 4, 50],
  [-40 * DAY, 'rex', 60, 2, 20],
  [-400 * DAY, 'luna', 90, null, 90],
  [3 * DAY, 'luna', 45, 5, null],
];

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [trainer, empty, marta],
  } = await trainerTestApp(['Lucía', 'Pablo', 'Marta']));
  const fx = sessionFixtures(t.database.db);
  const ana = await fx.client(trainer.id, 'Ana', 'López');
  juan = await fx.client(trainer.id, 'Juan', 'Pérez');
  rex = await fx.dog(trainer.id, ana.id, 'Rex');
  luna = await fx.dog(trainer.id, juan.id, 'Luna');
  const dogs = { rex, luna };
  await fx.sessions(
    plan.map(([offset, dog, duration, rating, progress]) => ({
      businessId: trainer.id,
      dogId: dogs[dog].id,
      date: new Date(now + offset),
      duration,
      rating,
      progress,
      objectives: dog === 'rex' ? 'Llamada' : 'Correa',
      activities: 'Parque',
    })),
  );
});
afterAll(() => t.close());

const stats = async (query = '', token = trainer.token) => {
  const res = await api.get(`/api/sessions/stats${query}`, token);
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('session stats', () => {
  it('counts every session, this month’s in the trainer’s zone, minutes and the mean rating', async () => {
    const thisMonth = plan.filter(([o]) => madridMonth(now + o) === madridMonth(now));
    expect(await stats()).toEqual({
      totalSessions: 4,
      sessionsThisMonth: thisMonth.length,
      totalDuration: 225,
      durationThisMonth: thisMonth.reduce((sum, p) => sum + p[2], 0),
      completedSessions: 3,
      averageRating: (4 + 2 + 5) / 3,
    });
  });

  it('applies the list filters to the figures', async () => {
    expect(await stats(`?dogId=${rex.id}`)).toMatchObject({
      totalSessions: 2,
      totalDuration: 90,
      averageRating: 3,
    });
    expect(await stats(`?clientId=${juan.id}`)).toMatchObject({
      totalSessions: 2,
      totalDuration: 135,
      averageRating: 5,
    });
    expect(await stats('?rating=2')).toMatchObject({ totalSessions: 1, totalDuration: 60 });
    expect(await stats('?search=correa')).toMatchObject({ totalSessions: 2, totalDuration: 135 });
    const since = new Date(now - 41 * DAY).toISOString();
    expect(await stats(`?startDate=${since}&endDate=${new Date(now).toISOString()}`)).toMatchObject(
      {
        totalSessions: 2,
        totalDuration: 90,
      },
    );
  });

  it('answers zeros and no mean for a trainer without sessions', async () => {
    expect(await stats('', empty.token)).toEqual({
      totalSessions: 0,
      sessionsThisMonth: 0,
      totalDuration: 0,
      durationThisMonth: 0,
      completedSessions: 0,
      averageRating: null,
    });
    expect(await stats(`?dogId=${rex.id}`, empty.token)).toMatchObject({ totalSessions: 0 });
  });

  it('refuses bad filters with 400', async () => {
    expect((await api.get('/api/sessions/stats?rating=0', trainer.token)).status).toBe(400);
    expect((await api.get('/api/sessions/stats?endDate=ayer', trainer.token)).status).toBe(400);
  });
});

describe('the totals the database keeps for the unfiltered stats and list', () => {
  // The same sessions through the filtered query, which reads every row: every session is from
  // 2000 on, so this filter keeps them all.
  const readAll = (token: string) => stats('?startDate=2000-01-01', token);

  it('follow creates, edits and deletes of sessions, and of dogs and clients with theirs', async () => {
    const fx = sessionFixtures(t.database.db);
    const client = await fx.client(marta.id, 'Eva', 'Martín');
    const [kira, toby] = [
      await fx.dog(marta.id, client.id, 'Kira'),
      await fx.dog(marta.id, client.id, 'Toby'),
    ];
    const other = await fx.dog(marta.id, (await fx.client(marta.id, 'Iker', 'Sanz')).id, 'Nero');
    const create = (dogId: string, duration: number, rating: number | null, offset = -DAY) =>
      api.post(
        '/api/sessions',
        {
          dogId,
          date: new Date(now + offset).toISOString(),
          duration,
          rating,
          objectives: 'Calma',
          activities: 'Paseo',
        },
        marta.token,
      );
    // Ten at once on one trainer: no lost update of the totals row.
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        create(i % 2 ? kira.id : toby.id, 30 + i, i % 3 ? 4 : null),
      ),
    );
    expect(created.map((r) => r.status)).toEqual(Array(10).fill(201));
    await create(other.id, 60, 5, 2 * DAY);
    const listTotal = async (query: string) => {
      const res = await api.get(`/api/sessions?page=1&limit=5${query}`, marta.token);
      expect(res.status).toBe(200);
      return res.body.data.pagination.total as number;
    };
    const check = async (totalSessions: number) => {
      const all = await stats('', marta.token);
      expect(all.totalSessions).toBe(totalSessions);
      expect(all).toEqual(await readAll(marta.token));
      // The list's pager counts from the same totals.
      expect(await listTotal('')).toBe(totalSessions);
      expect(await listTotal('&startDate=2000-01-01')).toBe(totalSessions);
    };
    await check(11);

    const id = created[0]!.body.data.id as string;
    const edited = await api.put(
      `/api/sessions/${id}`,
      {
        dogId: toby.id,
        date: new Date(now - 2 * DAY).toISOString(),
        duration: 120,
        rating: 1,
        objectives: 'Calma',
        activities: 'Paseo',
      },
      marta.token,
    );
    expect(edited.status).toBe(200);
    await check(11);
    expect((await api.del(`/api/sessions/${id}`, marta.token)).status).toBe(200);
    await check(10);
    expect((await api.del(`/api/dogs/${kira.id}`, marta.token)).status).toBe(200);
    await check(5);
    expect((await api.del(`/api/clients/${client.id}`, marta.token)).status).toBe(200);
    await check(1);
    // The other trainers' figures never moved.
    expect(await stats()).toEqual(await readAll(trainer.token));
  });
});

describe('a dog’s timeline', () => {
  it('lists only that dog’s sessions, oldest first, with progress and rating', async () => {
    const res = await api.get(`/api/sessions/timeline?dogId=${luna.id}`, trainer.token);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(2);
    expect(
      res.body.data.points.map((p: { progress: number | null; rating: number | null }) => [
        p.progress,
        p.rating,
      ]),
    ).toEqual([
      [90, null],
      [null, 5],
    ]);
    expect(res.body.data.points[0].date < res.body.data.points[1].date).toBe(true);
  });

  it('refuses a missing dog id with 400 and an unknown dog with 404', async () => {
    expect((await api.get('/api/sessions/timeline', trainer.token)).status).toBe(400);
    const unknown = await api.get(
      '/api/sessions/timeline?dogId=0190a000-0000-7000-8000-000000000000',
      trainer.token,
    );
    expect(unknown.status).toBe(404);
  });
});
