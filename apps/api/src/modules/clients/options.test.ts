import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, type ApiClient } from '../../test/api-client.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

// GET /api/clients/options and /api/dogs/options: what the web app's selectors read.
let t: TestApp, api: ApiClient, ana: Trainer, other: Trainer;
const ids: Record<string, string> = {};

const post = (url: string, body: unknown, token = ana.token) =>
  createRecord<{ id: string }>(api, url, body, token);

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [ana, other],
  } = await trainerTestApp(['Ana', 'Otro']));
  for (const name of ['Óscar Ibáñez', 'Elena Ruiz', 'pablo Gómez']) {
    ids[name] = (await post('/api/clients', { name, email: 'c@correo.es', phone: '600000000' })).id;
  }
  ids.Luna = (
    await post('/api/dogs', { name: 'Luna', breed: 'Galgo', clientId: ids['Elena Ruiz'] })
  ).id;
  ids.Max = (
    await post('/api/dogs', { name: 'Max', breed: 'Beagle', clientId: ids['Óscar Ibáñez'] })
  ).id;
  ids.Coco = (
    await post('/api/dogs', { name: 'Coco', breed: 'Mestizo', clientId: ids['Elena Ruiz'] })
  ).id;
  ids.foreignClient = (
    await post(
      '/api/clients',
      { name: 'Elena Ajena', email: 'a@b.es', phone: '611111111' },
      other.token,
    )
  ).id;
  ids.foreignDog = (
    await post(
      '/api/dogs',
      { name: 'Lunera', breed: 'Galgo', clientId: ids.foreignClient },
      other.token,
    )
  ).id;
});
afterAll(() => t.close());

const labels = async (url: string, token = ana.token) => {
  const res = await api.get(url, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(Object.keys(res.body.data)).toEqual(['options']);
  for (const option of res.body.data.options)
    expect(Object.keys(option).sort()).toEqual(['id', 'label']);
  return (res.body.data.options as { label: string }[]).map((option) => option.label);
};

describe('GET /api/clients/options', () => {
  it("lists only the caller's clients, id and full name, in Spanish name order", async () => {
    expect(await labels('/api/clients/options')).toEqual([
      'Elena Ruiz',
      'Óscar Ibáñez',
      'pablo Gómez',
    ]);
    expect(await labels('/api/clients/options', other.token)).toEqual(['Elena Ajena']);
  });

  it('searches by name ignoring case and accents, and honours the limit', async () => {
    expect(await labels('/api/clients/options?search=ibanez')).toEqual(['Óscar Ibáñez']);
    expect(await labels('/api/clients/options?search=ELENA')).toEqual(['Elena Ruiz']);
    expect(await labels('/api/clients/options?limit=2')).toHaveLength(2);
  });

  it("answers one record by id, and nothing for another trainer's id", async () => {
    expect(await labels(`/api/clients/options?id=${ids['pablo Gómez']}`)).toEqual(['pablo Gómez']);
    expect(await labels(`/api/clients/options?id=${ids.foreignClient}`)).toEqual([]);
  });

  it('refuses a bad limit or id with 400, and an anonymous caller with 401', async () => {
    expect((await api.get('/api/clients/options?limit=0', ana.token)).status).toBe(400);
    expect((await api.get('/api/clients/options?limit=500', ana.token)).status).toBe(400);
    expect((await api.get('/api/clients/options?id=x', ana.token)).status).toBe(400);
    expect((await api.get('/api/clients/options')).status).toBe(401);
  });
});

describe('GET /api/dogs/options', () => {
  it("lists the caller's dogs by name, labelled with breed and owner", async () => {
    expect(await labels('/api/dogs/options')).toEqual([
      'Coco (Mestizo) · Elena Ruiz',
      'Luna (Galgo) · Elena Ruiz',
      'Max (Beagle) · Óscar Ibáñez',
    ]);
  });

  it("searches the dog's and the owner's name, filters by client", async () => {
    expect(await labels('/api/dogs/options?search=lun')).toEqual(['Luna (Galgo) · Elena Ruiz']);
    expect(await labels('/api/dogs/options?search=oscar')).toEqual(['Max (Beagle) · Óscar Ibáñez']);
    expect(await labels(`/api/dogs/options?clientId=${ids['Elena Ruiz']}&limit=1`)).toEqual([
      'Coco (Mestizo) · Elena Ruiz',
    ]);
    expect(await labels(`/api/dogs/options?id=${ids.Max}`)).toEqual([
      'Max (Beagle) · Óscar Ibáñez',
    ]);
  });

  it("finds nothing through another trainer's client or dog", async () => {
    expect(await labels(`/api/dogs/options?clientId=${ids.foreignClient}`)).toEqual([]);
    expect(await labels(`/api/dogs/options?id=${ids.foreignDog}`)).toEqual([]);
    expect(await labels('/api/dogs/options?search=lunera')).toEqual([]);
    expect((await api.get('/api/dogs/options')).status).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents both options routes with their query parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths;
    for (const path of ['/api/clients/options', '/api/dogs/options']) {
      const names = paths[path].get.parameters.map((p: { name: string }) => p.name);
      expect(names).toEqual(expect.arrayContaining(['search', 'limit', 'id']));
    }
  });
});
