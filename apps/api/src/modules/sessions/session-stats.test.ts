import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { trainerTestApp, type TestApp } from '../../test/test-app.ts';
import { sessionFixtures } from './session-fixtures.ts';

let t: TestApp;
let api: ApiClient;
let trainer: { id: string; token: string };
let empty: { token: string };
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
    trainers: [trainer, empty],
  } = await trainerTestApp(['Lucía', 'Pablo']));
  const fx = sessionFixtures(t.database.db);
  const ana = await fx.client(trainer.id, 'Ana', 'López');
  juan = await fx.client(trainer.id, 'Juan', 'Pérez');
  rex = await fx.dog(trainer.id, ana.id, 'Rex');
  luna = await fx.dog(trainer.id, juan.id, 'Luna');
  const dogs = { rex, luna };
  await fx.sessions(
    plan.map(([offset, dog, duration, rating, progress]) => ({
      userId: trainer.id,
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
