import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingSessions } from '../../db/schema.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { createRecord, type ApiClient } from '../../test/api-client.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

let t: TestApp, api: ApiClient, ana: Trainer, other: Trainer;
const ids: Record<string, string> = {};

const people = [
  { name: 'Elena Ruiz', email: 'elena@correo.es', phone: '600 111 222' },
  { name: 'Pablo Gómez', email: 'pablo@correo.es', phone: '611 222 333' },
  { name: 'Zoe 100%_Real', email: 'zoe@otra.com', phone: '+34 622 333 444' },
  { name: 'alberto Sanz', email: 'alberto@correo.es', phone: '633 444 555' },
];

const post = (url: string, body: unknown, token = ana.token) => createRecord(api, url, body, token);

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [ana, other],
  } = await trainerTestApp(['Ana', 'Otro']));
  for (const person of people) ids[person.name] = (await post('/api/clients', person)).id;
  await post(
    '/api/clients',
    { name: 'Ajeno Total', email: 'a@b.es', phone: '611111111' },
    other.token,
  );
  const elena = ids['Elena Ruiz']!;
  const dogs = [];
  for (const name of ['Luna', 'Max', 'Coco', 'Nala']) {
    dogs.push(await post('/api/dogs', { name, breed: 'Mestizo', clientId: elena }));
  }
  await post('/api/dogs', { name: 'Thor', breed: 'Beagle', clientId: ids['Pablo Gómez'] });
  for (const date of ['2026-02-01T09:00:00Z', '2026-03-15T17:30:00Z', '2026-01-20T10:00:00Z']) {
    await t.database.db.insert(trainingSessions).values({
      id: uuidv7(),
      businessId: ana.id,
      trainerId: ana.id,
      dogId: dogs[date.startsWith('2026-03') ? 1 : 0].id,
      date: new Date(date),
      duration: 45,
      objectives: 'Llamada',
      activities: 'Juego',
    });
  }
});
afterAll(() => t.close());

const list = async (query = '') => (await api.get(`/api/clients${query}`, ana.token)).body.data;
const names = (data: { clients: { name: string }[] }) => data.clients.map((c) => c.name);

describe('list', () => {
  it("returns only the caller's clients, newest first, with dogs and session summary", async () => {
    const data = await list();
    expect(names(data)).toEqual(people.map((p) => p.name).reverse());
    expect(data.pagination).toEqual({ page: 1, limit: 24, total: 4, totalPages: 1 });
    const elena = data.clients.find((c: { name: string }) => c.name === 'Elena Ruiz');
    expect(elena.dogs.map((d: { name: string }) => d.name)).toEqual([
      'Coco',
      'Luna',
      'Max',
      'Nala',
    ]);
    expect(elena.dogs[0]).toEqual({
      id: expect.any(String),
      name: 'Coco',
      breed: 'Mestizo',
      age: null,
      isActive: true,
      photoThumb: null,
    });
    expect(elena.totalSessions).toBe(3);
    expect(elena.lastSession).toBe('2026-03-15T17:30:00.000Z');
    const alberto = data.clients.find((c: { name: string }) => c.name === 'alberto Sanz');
    expect(alberto).toMatchObject({ dogs: [], totalSessions: 0, lastSession: null });
  });

  it('paginates', async () => {
    const first = await list('?limit=3');
    const second = await list('?limit=3&page=2');
    expect(first.pagination).toEqual({ page: 1, limit: 3, total: 4, totalPages: 2 });
    expect(names(second)).toHaveLength(1);
    expect(new Set([...names(first), ...names(second)]).size).toBe(4);
    const beyond = await list('?page=9');
    expect(beyond.clients).toEqual([]);
    // Past the end: still the whole count.
    expect(beyond.pagination).toMatchObject({ total: 4, totalPages: 1 });
    expect(first.clients[0]).not.toHaveProperty('total');
    expect((await api.get('/api/clients?limit=1000', ana.token)).status).toBe(400);
    expect((await api.get('/api/clients?page=0', ana.token)).status).toBe(400);
  });

  it('searches name, e-mail and phone case-insensitively, on the server', async () => {
    expect(names(await list('?search=ELENA'))).toEqual(['Elena Ruiz']);
    expect(names(await list('?search=ruiz'))).toEqual(['Elena Ruiz']);
    expect(names(await list('?search=gomez'))).toEqual(['Pablo Gómez']);
    expect(names(await list('?search=G%C3%93MEZ'))).toEqual(['Pablo Gómez']);
    expect(names(await list('?search=pablo%40correo'))).toEqual(['Pablo Gómez']);
    expect(names(await list('?search=otra.com'))).toEqual(['Zoe 100%_Real']);
    expect(names(await list('?search=622333'))).toEqual(['Zoe 100%_Real']);
    expect(names(await list('?search=611%20222'))).toEqual(['Pablo Gómez']);
    expect(names(await list('?search=correo.es')).sort()).toEqual(
      ['Elena Ruiz', 'Pablo Gómez', 'alberto Sanz'].sort(),
    );
    expect((await list('?search=Ajeno')).clients).toEqual([]);
  });

  it('treats % and _ in the search as plain text', async () => {
    expect(names(await list('?search=100%25_'))).toEqual(['Zoe 100%_Real']);
    expect((await list('?search=%25')).pagination.total).toBe(1);
    expect((await list('?search=_')).pagination.total).toBe(1);
  });

  it('filters with and without dogs, and sorts by name or age', async () => {
    expect(names(await list('?dogs=with')).sort()).toEqual(['Elena Ruiz', 'Pablo Gómez']);
    expect(names(await list('?dogs=without')).sort()).toEqual(['Zoe 100%_Real', 'alberto Sanz']);
    expect(names(await list('?sort=name'))).toEqual([
      'alberto Sanz',
      'Elena Ruiz',
      'Pablo Gómez',
      'Zoe 100%_Real',
    ]);
    expect(names(await list('?sort=oldest'))[0]).toBe('Elena Ruiz');
    expect((await api.get('/api/clients?dogs=some', ana.token)).status).toBe(400);
  });
});

describe('stats', () => {
  it('counts the caller’s clients, dogs and sessions', async () => {
    const res = await api.get('/api/clients/stats', ana.token);
    expect(res.body.data).toEqual({ totalClients: 4, totalDogs: 5, totalSessions: 3 });
    const mine = await api.get('/api/clients/stats', other.token);
    expect(mine.body.data).toEqual({ totalClients: 1, totalDogs: 0, totalSessions: 0 });
  });

  it("gives one client's dogs, sessions and last session", async () => {
    const res = await api.get(`/api/clients/${ids['Elena Ruiz']}/stats`, ana.token);
    expect(res.body.data).toEqual({
      totalDogs: 4,
      totalSessions: 3,
      lastSession: '2026-03-15T17:30:00.000Z',
    });
    const none = await api.get(`/api/clients/${ids['alberto Sanz']}/stats`, ana.token);
    expect(none.body.data).toEqual({ totalDogs: 0, totalSessions: 0, lastSession: null });
  });
});
