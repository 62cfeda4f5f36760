import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, type ApiClient } from '../../test/api-client.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

let t: TestApp, api: ApiClient, ana: Trainer, other: Trainer;
let lucia: string;
let tomas: string;

const post = (url: string, body: unknown, token = ana.token) => createRecord(api, url, body, token);

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [ana, other],
  } = await trainerTestApp(['Ana', 'Otra']));
  const contact = { email: 'x@correo.es', phone: '600000000' };
  lucia = (await post('/api/clients', { name: 'Lucía Serrano', ...contact })).id;
  tomas = (await post('/api/clients', { name: 'Tomás Ibáñez', ...contact })).id;
  const seeds = [
    { name: 'Rocco', breed: 'Pastor Alemán', clientId: lucia },
    { name: 'bella', breed: 'labrador', clientId: lucia },
    { name: 'Kira', breed: 'Labrador', clientId: tomas, isActive: false },
    { name: 'Ñuca', breed: 'Beagle', clientId: tomas },
    { name: 'Serrano', breed: 'Mestizo', clientId: tomas },
  ];
  for (const dog of seeds) await post('/api/dogs', dog);
  const theirs = (await post('/api/clients', { name: 'Otra Persona', ...contact }, other.token)).id;
  await post('/api/dogs', { name: 'Rocco', breed: 'Chihuahua', clientId: theirs }, other.token);
});
afterAll(() => t.close());

const list = async (query = '') => (await api.get(`/api/dogs${query}`, ana.token)).body.data;
const names = (data: { dogs: { name: string }[] }) => data.dogs.map((d) => d.name);

describe('list', () => {
  it("returns the caller's dogs sorted by name, as { dogs, pagination }", async () => {
    const data = await list();
    expect(names(data)).toEqual(['bella', 'Kira', 'Ñuca', 'Rocco', 'Serrano']);
    expect(data.pagination).toEqual({ page: 1, limit: 24, total: 5, totalPages: 1 });
    expect(data.dogs[0].client).toMatchObject({ id: lucia, name: 'Lucía Serrano' });
  });

  it('searches name, breed and owner name', async () => {
    expect(names(await list('?search=ROCCO'))).toEqual(['Rocco']);
    expect(names(await list('?search=pastor'))).toEqual(['Rocco']);
    expect(names(await list('?search=ib%C3%A1%C3%B1ez')).sort()).toEqual([
      'Kira',
      'Serrano',
      'Ñuca',
    ]);
    // "Serrano" is a dog and also the owner Lucía's surname.
    expect(names(await list('?search=serrano'))).toEqual(['bella', 'Rocco', 'Serrano']);
    expect(names(await list('?search=chihuahua'))).toEqual([]);
  });

  it('finds names and breeds typed without accents or Ñ, and with them', async () => {
    expect(names(await list('?search=ibanez')).sort()).toEqual(['Kira', 'Serrano', 'Ñuca']);
    expect(names(await list('?search=NUCA'))).toEqual(['Ñuca']);
    expect(names(await list('?search=aleman'))).toEqual(['Rocco']);
    expect(names(await list('?search=LUC%C3%8DA'))).toEqual(['bella', 'Rocco']);
  });

  it('filters by owner, breed (any case) and active state, combined with search', async () => {
    expect(names(await list(`?clientId=${lucia}`))).toEqual(['bella', 'Rocco']);
    expect(names(await list('?breed=LABRADOR'))).toEqual(['bella', 'Kira']);
    expect(names(await list('?active=true'))).toEqual(['bella', 'Ñuca', 'Rocco', 'Serrano']);
    expect(names(await list('?active=false'))).toEqual(['Kira']);
    expect(names(await list(`?breed=labrador&active=true&clientId=${lucia}`))).toEqual(['bella']);
    expect(names(await list('?search=serrano&active=true&breed=mestizo'))).toEqual(['Serrano']);
    expect((await api.get('/api/dogs?active=si', ana.token)).status).toBe(400);
    expect((await api.get('/api/dogs?clientId=nope', ana.token)).status).toBe(400);
  });

  it('paginates', async () => {
    const page2 = await list('?limit=2&page=2');
    expect(names(page2)).toEqual(['Ñuca', 'Rocco']);
    expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3 });
    // Past the end: no dog, and still the whole count.
    const beyond = await list('?limit=2&page=9');
    expect(beyond.dogs).toEqual([]);
    expect(beyond.pagination).toEqual({ page: 9, limit: 2, total: 5, totalPages: 3 });
    expect((await list('?search=zzz')).pagination).toMatchObject({ total: 0, totalPages: 1 });
  });

  it("lists one client's dogs and 404s for an unknown client", async () => {
    const res = await api.get(`/api/dogs/client/${tomas}`, ana.token);
    expect(names(res.body.data)).toEqual(['Kira', 'Ñuca', 'Serrano']);
    const unknown = await api.get(
      '/api/dogs/client/0190a0a0-0000-7000-8000-000000000000',
      ana.token,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Cliente no encontrado');
  });
});

describe('stats and breeds', () => {
  it('counts total, active and distinct breeds (case-insensitive)', async () => {
    const res = await api.get('/api/dogs/stats', ana.token);
    expect(res.body.data).toEqual({ totalDogs: 5, activeDogs: 4, breeds: 4 });
  });

  it('lists distinct breeds, sorted', async () => {
    const res = await api.get('/api/dogs/breeds', ana.token);
    expect(res.body.data.breeds).toHaveLength(4);
    expect(res.body.data.breeds.map((b: string) => b.toLowerCase())).toEqual([
      'beagle',
      'labrador',
      'mestizo',
      'pastor alemán',
    ]);
    const theirs = await api.get('/api/dogs/breeds', other.token);
    expect(theirs.body.data.breeds).toEqual(['Chihuahua']);
  });
});
