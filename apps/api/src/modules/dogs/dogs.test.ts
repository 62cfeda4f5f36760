import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingSessions } from '../../db/schema.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { ApiClient } from '../../test/api-client.ts';
import { jpegWithExif, toDataUrl } from '../../test/images.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

let t: TestApp, api: ApiClient, ana: Trainer, bruno: Trainer;
let anaClient: string;
let anaOtherClient: string;
let brunoClient: string;

async function newClient(token: string, name: string) {
  const res = await api.post(
    '/api/clients',
    { name, email: 'c@correo.es', phone: '600000000' },
    token,
  );
  return res.body.data.id as string;
}

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [ana, bruno],
  } = await trainerTestApp(['Ana', 'Bruno']));
  anaClient = await newClient(ana.token, 'Carmen Vidal Soler');
  anaOtherClient = await newClient(ana.token, 'Diego Mora');
  brunoClient = await newClient(bruno.token, 'Cliente De Bruno');
});
afterAll(() => t.close());

const dogBody = () => ({
  name: 'Canela',
  breed: 'Golden Retriever',
  clientId: anaClient,
  age: 0.5,
  weight: 12.4,
  height: 45,
  notes: 'Tira de la correa',
});

async function createDog(body: Record<string, unknown> = {}) {
  const res = await api.post('/api/dogs', { ...dogBody(), ...body }, ana.token);
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.data;
}

describe('create, read, update, delete', () => {
  it('creates an active dog with its owner and the flash message', async () => {
    const res = await api.post('/api/dogs', dogBody(), ana.token);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Perro "Canela" creado exitosamente');
    expect(res.body.data).toMatchObject({
      name: 'Canela',
      age: 0.5,
      weight: 12.4,
      height: 45,
      isActive: true,
      photo: null,
      photoThumb: null,
      clientId: anaClient,
      client: {
        id: anaClient,
        firstName: 'Carmen',
        lastName: 'Vidal Soler',
        name: 'Carmen Vidal Soler',
        email: 'c@correo.es',
        phone: '600000000',
        address: null,
      },
    });
    const read = await api.get(`/api/dogs/${res.body.data.id}`, ana.token);
    expect(read.body.data).toEqual(res.body.data);
  });

  it('sends empty numbers and notes as null; numbers typed as text are accepted', async () => {
    const dog = await createDog({ age: '', weight: null, height: ' 30,5 ', notes: '' });
    expect(dog).toMatchObject({ age: null, weight: null, height: 30.5, notes: null });
    const zero = await createDog({ age: 0 });
    expect(zero.age).toBe(0);
  });

  it('updates every field, moves the dog to another own client and deactivates it', async () => {
    const dog = await createDog();
    const res = await api.put(
      `/api/dogs/${dog.id}`,
      { ...dogBody(), name: 'Canela II', clientId: anaOtherClient, isActive: false, age: null },
      ana.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Perro "Canela II" actualizado exitosamente');
    expect(res.body.data).toMatchObject({
      name: 'Canela II',
      isActive: false,
      age: null,
      client: { name: 'Diego Mora' },
    });
    // Omitting isActive keeps it.
    const again = await api.put(`/api/dogs/${dog.id}`, { ...dogBody(), name: 'Canela' }, ana.token);
    expect(again.body.data.isActive).toBe(false);
  });

  it('deletes the dog with its sessions', async () => {
    const dog = await createDog();
    await t.database.db.insert(trainingSessions).values({
      id: uuidv7(),
      businessId: ana.id,
      trainerId: ana.id,
      dogId: dog.id,
      date: new Date(),
      duration: 30,
      objectives: 'Sentado',
      activities: 'Premios',
    });
    const res = await api.del(`/api/dogs/${dog.id}`, ana.token);
    expect(res.body).toMatchObject({ success: true, message: 'Perro eliminado exitosamente' });
    expect((await api.get(`/api/dogs/${dog.id}`, ana.token)).status).toBe(404);
    const left = await t.database.db
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.dogId, dog.id));
    expect(left).toEqual([]);
    expect((await api.del(`/api/dogs/${dog.id}`, ana.token)).body.message).toBe(
      'Perro no encontrado',
    );
  });

  it('answers 400 for a malformed id, 404 for an unknown one, 401 without a token', async () => {
    expect((await api.get('/api/dogs/abc', ana.token)).status).toBe(400);
    const missing = await api.get(`/api/dogs/${uuidv7()}`, ana.token);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Perro no encontrado');
    expect((await api.post('/api/dogs', dogBody())).status).toBe(401);
  });
});

describe('validation (SPEC §5 Dog form)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing name', { name: ' ' }, 'name', 'El nombre es obligatorio'],
    ['missing breed', { breed: '' }, 'breed', 'La raza es obligatoria'],
    ['missing owner', { clientId: '' }, 'clientId', 'Debes seleccionar un propietario'],
    ['owner not an id', { clientId: 'x' }, 'clientId', 'Debes seleccionar un propietario'],
    ['negative age', { age: -1 }, 'age', 'La edad debe ser un número válido'],
    ['age as words', { age: 'dos' }, 'age', 'La edad debe ser un número válido'],
    ['zero weight', { weight: 0 }, 'weight', 'El peso debe ser un número válido mayor a 0'],
    ['negative height', { height: -3 }, 'height', 'La altura debe ser un número válido mayor a 0'],
    [
      'height as a boolean',
      { height: true },
      'height',
      'La altura debe ser un número válido mayor a 0',
    ],
  ];
  it.each(cases)('%s → 400 with the spec message', async (_label, patch, field, message) => {
    const res = await api.post('/api/dogs', { ...dogBody(), ...patch }, ana.token);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it('refuses an owner id that does not exist with 404', async () => {
    const res = await api.post('/api/dogs', { ...dogBody(), clientId: uuidv7() }, ana.token);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Cliente no encontrado');
  });
});

describe('tenant scope', () => {
  it('answers 404 to another trainer reading, editing or deleting a dog', async () => {
    const dog = await createDog();
    const url = `/api/dogs/${dog.id}`;
    const body = { ...dogBody(), clientId: brunoClient };
    for (const res of [
      await api.get(url, bruno.token),
      await api.put(url, body, bruno.token),
      await api.del(url, bruno.token),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Perro no encontrado');
    }
    expect((await api.get(url, ana.token)).body.data.name).toBe('Canela');
  });

  it("refuses a dog under another trainer's client, on create and on update", async () => {
    const created = await api.post('/api/dogs', { ...dogBody(), clientId: brunoClient }, ana.token);
    expect(created.status).toBe(404);
    expect(created.body.message).toBe('Cliente no encontrado');
    const intruder = await api.post('/api/dogs', dogBody(), bruno.token);
    expect(intruder.status).toBe(404);
    const dog = await createDog();
    const moved = await api.put(
      `/api/dogs/${dog.id}`,
      { ...dogBody(), clientId: brunoClient },
      ana.token,
    );
    expect(moved.status).toBe(404);
    expect((await api.get(`/api/dogs/${dog.id}`, ana.token)).body.data.clientId).toBe(anaClient);
  });

  it("cannot list another trainer's client's dogs", async () => {
    expect((await api.get(`/api/dogs/client/${anaClient}`, bruno.token)).status).toBe(404);
    const filtered = await api.get(`/api/dogs?clientId=${anaClient}`, bruno.token);
    expect(filtered.body.data.dogs).toEqual([]);
  });

  it("cannot set or remove the photo of another trainer's dog", async () => {
    const photo = toDataUrl(await jpegWithExif(64, 64));
    const dog = await createDog({ photo });
    const url = `/api/dogs/${dog.id}`;
    expect((await api.put(url, { ...dogBody(), photo: null }, bruno.token)).status).toBe(404);
    expect((await api.put(url, { ...dogBody(), photo }, bruno.token)).status).toBe(404);
    const after = await api.get(url, ana.token);
    expect(after.body.data.photo).toBe(dog.photo);
    expect((await api.get(dog.photo)).status).toBe(200);
  });
});
