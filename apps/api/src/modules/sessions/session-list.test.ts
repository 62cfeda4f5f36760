import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTrainer, registerAdmin, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sessionFixtures } from '../../test/session-fixtures.ts';

let t: TestApp;
let api: ApiClient;
let token: string;
let adminToken: string;
let fx: ReturnType<typeof sessionFixtures>;

interface Seeded {
  id: string;
  date: Date;
  dogId: string;
  clientId: string;
  text: string;
  rating: number | null;
}
const seeded: Seeded[] = [];
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  adminToken = (await registerAdmin(api)).token;
  const trainer = await createTrainer(api, adminToken, 'Lucía');
  token = trainer.token;
  fx = sessionFixtures(t.database.db);
  const ana = await fx.client(trainer.id, 'Ana', 'López Ruiz');
  const juan = await fx.client(trainer.id, 'Juan', 'Pérez');
  const dogs = [
    await fx.dog(trainer.id, ana.id, 'Rex'),
    await fx.dog(trainer.id, ana.id, 'Luna'),
    await fx.dog(trainer.id, juan.id, 'Toby'),
  ];
  const owners = { [ana.id]: 'Ana López Ruiz', [juan.id]: 'Juan Pérez' };
  // 60 sessions, one a day, with ratings, texts and dogs spread so every filter splits them.
  const rows = Array.from({ length: 60 }, (_, i) => {
    const d = dogs[i % 3]!;
    return {
      businessId: trainer.id,
      dogId: d.id,
      date: new Date(Date.UTC(2025, 9, 1, 10) + i * DAY),
      duration: 30 + i,
      objectives: i % 4 === 0 ? 'Obediencia básica' : 'Socialización',
      activities: i % 10 === 0 ? 'Salto_largo al 100%' : 'Paseo tranquilo',
      rating: i % 6 === 0 ? null : (i % 5) + 1,
    };
  });
  for (const [i, r] of (await fx.sessions(rows)).entries()) {
    const d = dogs[i % 3]!;
    const text = [d.name, owners[d.clientId], r.objectives, r.activities].join(' | ');
    seeded.push({
      id: r.id,
      date: r.date,
      dogId: d.id,
      clientId: d.clientId,
      text,
      rating: r.rating,
    });
  }
});
afterAll(() => t.close());

/** Every page of a query, following `pagination` until the last page. */
async function allPages(query: string, limit = 10) {
  const ids: string[] = [];
  let page = 1;
  let totalPages: number;
  let total: number;
  do {
    const res = await api.get(`/api/sessions?${query}&page=${page}&limit=${limit}`, token);
    expect(res.status).toBe(200);
    const { sessions, pagination } = res.body.data;
    expect(pagination).toMatchObject({ page, limit });
    expect(sessions.length).toBeLessThanOrEqual(limit);
    ids.push(...sessions.map((s: { id: string }) => s.id));
    ({ totalPages, total } = pagination);
    page++;
  } while (page <= totalPages);
  return { ids, total, totalPages };
}

/** The expected result: newest first, each search word found in dog, owner, objectives or activities. */
function expected(match: (s: Seeded) => boolean) {
  return seeded
    .filter(match)
    .sort((a, b) => b.date.getTime() - a.date.getTime())
    .map((s) => s.id);
}
const hasWords = (s: Seeded, search: string) =>
  search
    .toLowerCase()
    .split(/\s+/)
    .every((w) => s.text.toLowerCase().includes(w));

describe('sessions list over 60 sessions', () => {
  it('pages 10 at a time by default, newest first, every session once', async () => {
    const first = await api.get('/api/sessions', token);
    expect(first.body.data.pagination).toEqual({ page: 1, limit: 10, total: 60, totalPages: 6 });
    expect(first.body.data.sessions).toHaveLength(10);
    const { ids } = await allPages('');
    expect(ids).toEqual(expected(() => true));
    const beyond = await api.get('/api/sessions?page=7', token);
    expect(beyond.body.data.sessions).toEqual([]);
    // A page past the end has no row to carry the total: it is still the whole count.
    expect(beyond.body.data.pagination).toMatchObject({ total: 60, totalPages: 6 });
    const rating = await api.get('/api/sessions?rating=3&page=99', token);
    expect(rating.body.data.pagination.total).toBe(expected((s) => s.rating === 3).length);
    const searched = await api.get('/api/sessions?search=rex&page=99', token);
    expect(searched.body.data).toMatchObject({
      sessions: [],
      pagination: { total: expected((s) => hasWords(s, 'rex')).length },
    });
  });

  it('filters by dog, owner and rating before paging', async () => {
    const [rex, , toby] = [...new Set(seeded.map((s) => s.dogId))];
    const ana = seeded.find((s) => s.dogId === rex)!.clientId;
    const cases: [string, (s: Seeded) => boolean][] = [
      [`dogId=${rex}`, (s) => s.dogId === rex],
      [`clientId=${ana}`, (s) => s.clientId === ana],
      [`clientId=${ana}&rating=4`, (s) => s.clientId === ana && s.rating === 4],
      ['rating=3', (s) => s.rating === 3],
      [`rating=5&dogId=${toby}`, (s) => s.rating === 5 && s.dogId === toby],
      ['rating=4&search=luna', (s) => s.rating === 4 && hasWords(s, 'luna')],
    ];
    for (const [query, match] of cases) {
      const want = expected(match);
      expect(want.length).toBeGreaterThan(0);
      const got = await allPages(query, 7);
      expect(got.ids).toEqual(want);
      expect(got.total).toBe(want.length);
      expect(got.totalPages).toBe(Math.ceil(want.length / 7));
    }
  });

  it('gives another trainer nothing of an owner who is not theirs, in the list or its stats', async () => {
    const ana = seeded[0]!.clientId;
    const other = await createTrainer(api, adminToken, 'Bruno');
    const list = await api.get(`/api/sessions?clientId=${ana}`, other.token);
    expect(list.body.data).toMatchObject({ sessions: [], pagination: { total: 0 } });
    const stats = await api.get(`/api/sessions/stats?clientId=${ana}`, other.token);
    expect(stats.body.data).toMatchObject({ totalSessions: 0, totalDuration: 0 });
  });

  it('finds owners and dogs typed without their accents', async () => {
    const accented = await allPages(`search=${encodeURIComponent('López')}`);
    expect(accented.ids.length).toBeGreaterThan(0);
    expect((await allPages('search=lopez')).ids).toEqual(accented.ids);
    expect((await allPages('search=LOPEZ%20ruiz')).ids).toEqual(
      (await allPages(`search=${encodeURIComponent('lópez ruiz')}`)).ids,
    );
  });

  it('searches dog, owner first and last name, objectives and activities, any case', async () => {
    for (const search of [
      'rex',
      'LUNA',
      'ana',
      'lópez ruiz',
      'Juan Pérez',
      'obediencia',
      'PASEO',
      'toby social',
    ]) {
      const want = expected((s) => hasWords(s, search));
      expect(want.length, search).toBeGreaterThan(0);
      const got = await allPages(`search=${encodeURIComponent(search)}`);
      expect(got.ids, search).toEqual(want);
      expect(got.total, search).toBe(want.length);
    }
    const none = await api.get('/api/sessions?search=inexistente', token);
    expect(none.body.data).toMatchObject({ sessions: [], pagination: { total: 0, totalPages: 1 } });
  });

  it('takes % and _ in a search literally', async () => {
    const literal = expected((s) => s.text.includes('100%'));
    expect((await allPages(`search=${encodeURIComponent('100%')}`)).ids).toEqual(literal);
    expect((await allPages(`search=${encodeURIComponent('%')}`)).ids).toEqual(literal);
    expect((await allPages(`search=${encodeURIComponent('o_l')}`)).ids).toEqual(literal);
    expect((await allPages(`search=${encodeURIComponent('_')}`)).ids).toEqual(literal);
  });

  it('combines search, filters and a period', async () => {
    const rex = seeded[0]!.dogId;
    const from = seeded[10]!.date.toISOString();
    const want = expected(
      (s) => s.dogId === rex && hasWords(s, 'socialización') && s.date >= seeded[10]!.date,
    );
    const got = await allPages(`dogId=${rex}&search=socializaci%C3%B3n&startDate=${from}`, 3);
    expect(got.ids).toEqual(want);
  });
});

describe('period boundaries', () => {
  it('takes a day in the trainer’s zone (Europe/Madrid) and instants inclusively', async () => {
    const trainer = await createTrainer(api, adminToken, 'Marta');
    const client = await fx.client(trainer.id, 'Eva', 'Sanz');
    const dog = await fx.dog(trainer.id, client.id, 'Kira');
    const at = (iso: string) => ({
      businessId: trainer.id,
      dogId: dog.id,
      date: new Date(iso),
      duration: 30,
      objectives: 'o',
      activities: 'a',
    });
    const [a, b, c, d, summer] = await fx.sessions([
      at('2026-03-04T22:59:59.999Z'), // 4 March 23:59:59.999 in Madrid (UTC+1)
      at('2026-03-04T23:00:00.000Z'), // 5 March 00:00 in Madrid
      at('2026-03-05T22:59:59.999Z'), // 5 March 23:59:59.999 in Madrid
      at('2026-03-05T23:00:00.000Z'), // 6 March 00:00 in Madrid
      at('2026-06-30T22:00:00.000Z'), // 1 July 00:00 in Madrid (UTC+2, summer time)
    ]);
    const ids = async (query: string) =>
      (await api.get(`/api/sessions?${query}&limit=100`, trainer.token)).body.data.sessions
        .map((s: { id: string }) => s.id)
        .sort();
    const sorted = (...rows: { id: string }[]) => rows.map((r) => r.id).sort();

    expect(await ids('startDate=2026-03-05&endDate=2026-03-05')).toEqual(sorted(b!, c!));
    expect(await ids('startDate=2026-03-05')).toEqual(sorted(b!, c!, d!, summer!));
    expect(await ids('endDate=2026-03-04')).toEqual(sorted(a!));
    expect(await ids('startDate=2026-07-01&endDate=2026-07-01')).toEqual(sorted(summer!));
    expect(
      await ids('startDate=2026-03-04T23:00:00.000Z&endDate=2026-03-05T22:59:59.999Z'),
    ).toEqual(sorted(b!, c!));
    expect(await ids('startDate=2026-03-04T23:00:00.001Z')).toEqual(sorted(c!, d!, summer!));
    expect(await ids('endDate=2026-03-05T00:00:00%2B01:00')).toEqual(sorted(a!, b!));
  });
});
