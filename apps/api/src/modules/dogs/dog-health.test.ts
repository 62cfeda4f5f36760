import { addDays, todayIn } from '@adiestra/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

// Issue 31.1: the dog's health record (sex, microchip, birth date, vet, PPP, insurance).
let t: TestApp, api: ApiClient, ana: Trainer, bruno: Trainer;
let anaClient: string, brunoClient: string;
let today: string;

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
  anaClient = await newClient(ana.token, 'Carmen Vidal');
  brunoClient = await newClient(bruno.token, 'Cliente De Bruno');
  today = todayIn('Europe/Madrid', t.app.clock.now());
});
afterAll(() => t.close());

const body = (patch: Record<string, unknown> = {}) => ({
  name: 'Toby',
  breed: 'Pitbull',
  clientId: anaClient,
  ...patch,
});

const post = (patch: Record<string, unknown>, token = ana.token) =>
  api.post('/api/dogs', body(patch), token);

describe('the dog’s record', () => {
  it('keeps sex, microchip, birth date, vet, allergies, PPP licence and insurance', async () => {
    const birthDate = addDays(today, -730);
    const res = await post({
      birthDate,
      sex: 'male',
      neutered: true,
      microchip: '724 0981 2345 6789',
      vetClinic: 'Clínica Veterinaria Sur',
      vetPhone: '+34 912 345 678',
      allergies: 'Pollo',
      medication: 'Apoquel 16 mg',
      isPpp: true,
      pppLicence: 'PPP-2024-118',
      pppLicenceExpires: addDays(today, 400),
      insurer: 'Mapfre',
      insurancePolicy: 'RC-55120',
      insuranceExpires: addDays(today, 200),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      birthDate,
      birthDateApproximate: false,
      age: 2,
      sex: 'male',
      neutered: true,
      microchip: '724098123456789',
      vetClinic: 'Clínica Veterinaria Sur',
      vetPhone: '+34 912 345 678',
      allergies: 'Pollo',
      medication: 'Apoquel 16 mg',
      isPpp: true,
      pppLicence: 'PPP-2024-118',
      insurer: 'Mapfre',
      insurancePolicy: 'RC-55120',
    });
    const read = await api.get(`/api/dogs/${res.body.data.id}`, ana.token);
    expect(read.body.data).toEqual(res.body.data);
  });

  it('stores an age without a birth date as an approximate birth date', async () => {
    const res = await post({ age: 3 });
    expect(res.body.data).toMatchObject({ age: 3, birthDateApproximate: true });
    expect(res.body.data.birthDate).toBe(addDays(today, -Math.round(3 * 365.25)));
  });

  it('drops the licence of a dog that is not PPP and keeps its insurance', async () => {
    const res = await post({
      isPpp: false,
      pppLicence: 'PPP-1',
      pppLicenceExpires: today,
      insurer: 'Allianz',
    });
    expect(res.body.data).toMatchObject({
      isPpp: false,
      pppLicence: null,
      pppLicenceExpires: null,
      insurer: 'Allianz',
      sex: null,
      neutered: false,
      birthDate: null,
      age: null,
    });
  });

  it('updates the record and clears what is left empty', async () => {
    const dog = (await post({ microchip: '941000024681357', allergies: 'Ninguna' })).body.data;
    const res = await api.put(
      `/api/dogs/${dog.id}`,
      body({ sex: 'female', microchip: '', allergies: '', birthDate: addDays(today, -100) }),
      ana.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ sex: 'female', microchip: null, allergies: null });
    expect(res.body.data.age).toBeCloseTo(100 / 365.25, 2);
  });
});

describe('validation', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    [
      '14-digit microchip',
      { microchip: '72409812345678' },
      'microchip',
      'El microchip debe tener 15 dígitos (ISO 11784)',
    ],
    [
      '16-digit microchip',
      { microchip: '7240981234567890' },
      'microchip',
      'El microchip debe tener 15 dígitos (ISO 11784)',
    ],
    [
      'microchip with letters',
      { microchip: '72409812345678A' },
      'microchip',
      'El microchip debe tener 15 dígitos (ISO 11784)',
    ],
    ['unknown sex', { sex: 'other' }, 'sex', 'Selecciona macho o hembra'],
    [
      'impossible birth date',
      { birthDate: '2023-02-30' },
      'birthDate',
      'La fecha de nacimiento no es válida',
    ],
    [
      'birth date and age',
      { birthDate: '2020-01-01', age: 2 },
      'birthDate',
      'Indica la fecha de nacimiento o la edad, no ambas',
    ],
    [
      'bad vet phone',
      { vetPhone: 'llamar' },
      'vetPhone',
      'El teléfono del veterinario no es válido',
    ],
    [
      'bad insurance expiry',
      { insuranceExpires: 'mañana' },
      'insuranceExpires',
      'La fecha de caducidad del seguro no es válida',
    ],
    ['PPP as text', { isPpp: 'sí' }, 'isPpp', 'Valor no válido'],
  ];
  it.each(cases)(
    '%s → 400 with the Spanish message, nothing written',
    async (_l, patch, field, message) => {
      const before = (await api.get('/api/dogs/stats', ana.token)).body.data.totalDogs;
      const res = await post(patch);
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toBe(message);
      expect((await api.get('/api/dogs/stats', ana.token)).body.data.totalDogs).toBe(before);
    },
  );

  it('refuses a birth date after today (the injected clock’s)', async () => {
    const res = await post({ birthDate: addDays(today, 1) });
    expect(res.status).toBe(400);
    expect(res.body.errors.birthDate).toBe('La fecha de nacimiento no puede ser futura');
    expect((await post({ birthDate: today })).status).toBe(201);
  });

  it('refuses a trainer’s second dog with one microchip; another trainer’s dog may have it', async () => {
    expect((await post({ microchip: '900164000123456' })).status).toBe(201);
    const again = await post({ microchip: '900 164 000 123 456', name: 'Otro' });
    expect(again.status).toBe(400);
    expect(again.body.errors.microchip).toBe('Ya tienes otro perro con este microchip');
    const other = await post({ microchip: '900164000123456', clientId: brunoClient }, bruno.token);
    expect(other.status).toBe(201);
  });

  it('the database itself refuses a malformed microchip or sex', async () => {
    const id = (await post({})).body.data.id as string;
    const db = t.database.db;
    await expect(
      db.execute(sql`update dogs set microchip = '123' where id = ${id}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`update dogs set sex = 'x' where id = ${id}`)).rejects.toThrow();
  });
});
