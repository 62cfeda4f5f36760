import { DogGateRequirementSchema, addDays, todayIn } from '@adiestra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';
import { checkDogGate } from './index.ts';

// Issue 31.4: the gate a booking of a service or class calls, on the booking's day.
let t: TestApp, api: ApiClient, ana: Trainer, bruno: Trainer;
let today: string;
let toby: string;

const gate = (patch: Record<string, unknown>) => DogGateRequirementSchema.parse(patch);

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [ana, bruno],
  } = await trainerTestApp(['Ana', 'Bruno']));
  today = todayIn('Europe/Madrid', t.app.clock.now());
  const client = await api.post(
    '/api/clients',
    { name: 'Inés Ruiz', email: 'ines@example.com', phone: '600000000' },
    ana.token,
  );
  const dog = await api.post(
    '/api/dogs',
    {
      name: 'Toby',
      breed: 'Beagle',
      clientId: client.body.data.id,
      birthDate: addDays(today, -200),
    },
    ana.token,
  );
  toby = dog.body.data.id;
  // Rabies valid for 20 more days; polyvalent expired yesterday.
  await api.post(
    `/api/vaccines/dog/${toby}`,
    { kind: 'rabies', givenOn: addDays(today, -300), expiresOn: addDays(today, 20) },
    ana.token,
  );
  await api.post(
    `/api/vaccines/dog/${toby}`,
    { kind: 'polyvalent', givenOn: addDays(today, -400), expiresOn: addDays(today, -1) },
    ana.token,
  );
});
afterAll(() => t.close());

describe('checkDogGate', () => {
  const db = () => t.app.db;

  it('passes a dog whose required vaccines are valid on the day and whose age fits', async () => {
    const result = await checkDogGate(
      db(),
      ana.id,
      toby,
      gate({ vaccines: ['rabies'], minAgeMonths: 4, maxAgeMonths: 12 }),
      addDays(today, 7),
    );
    expect(result).toEqual({ ok: true, problems: [] });
  });

  it('says, in Spanish, each vaccine that is missing or lapsed by the booking’s day', async () => {
    const result = await checkDogGate(
      db(),
      ana.id,
      toby,
      gate({ vaccines: ['rabies', 'polyvalent', 'kennel_cough'] }),
      addDays(today, 21),
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        'Toby necesita la vacuna de la rabia en vigor para este servicio',
        'Toby necesita la vacuna polivalente en vigor para este servicio',
        'Toby necesita la vacuna de la tos de las perreras en vigor para este servicio',
      ],
    });
    // On its last valid day the dose still counts.
    const lastDay = await checkDogGate(
      db(),
      ana.id,
      toby,
      gate({ vaccines: ['rabies'] }),
      addDays(today, 20),
    );
    expect(lastDay.ok).toBe(true);
  });

  it('checks the minimum and maximum age in months, and asks for a birth date', async () => {
    const young = await checkDogGate(
      db(),
      ana.id,
      toby,
      gate({ minAgeMonths: 12 }),
      today,
      'esta clase',
    );
    expect(young.problems).toEqual(['Toby debe tener al menos 1 año para esta clase']);
    const old = await checkDogGate(db(), ana.id, toby, gate({ maxAgeMonths: 5 }), today);
    expect(old.problems).toEqual(['Toby no puede tener más de 5 meses para este servicio']);
    const dog = (await api.get(`/api/dogs/${toby}`, ana.token)).body.data;
    await api.put(
      `/api/dogs/${toby}`,
      { ...dog, birthDate: null, age: null, photo: undefined },
      ana.token,
    );
    const unknown = await checkDogGate(db(), ana.id, toby, gate({ minAgeMonths: 3 }), today);
    expect(unknown.problems).toEqual([
      'Falta la fecha de nacimiento de Toby para comprobar su edad',
    ]);
  });

  it('refuses another trainer’s dog as not found, and bad requirements by the shared schema', async () => {
    await expect(checkDogGate(db(), bruno.id, toby, gate({}), today)).rejects.toMatchObject({
      status: 404,
    });
    const bad = DogGateRequirementSchema.safeParse({ minAgeMonths: 12, maxAgeMonths: 6 });
    expect(bad.error?.issues[0]?.message).toBe('La edad mínima no puede superar la máxima');
  });
});
