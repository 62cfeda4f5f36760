import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { trainerTestApp, type TestApp } from '../../test/test-app.ts';
import { sessionFixtures } from '../../test/session-fixtures.ts';

let t: TestApp;
let api: ApiClient;
let trainer: { id: string; token: string };
let other: { id: string; token: string };
let dog: { id: string; name: string };
let otherDog: { id: string };

const body = (overrides: Record<string, unknown> = {}) => ({
  dogId: dog.id,
  date: '2026-03-05T09:30:00.000Z',
  duration: 45,
  objectives: 'Sentarse y quedarse',
  activities: 'Paseo con correa corta',
  observations: 'Muy atento',
  progress: 70,
  nextSteps: 'Trabajar la llamada',
  rating: 4,
  ...overrides,
});

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [trainer, other],
  } = await trainerTestApp(['Lucía', 'Pablo']));
  const fx = sessionFixtures(t.database.db);
  const ana = await fx.client(trainer.id, 'Ana', 'López Ruiz');
  dog = await fx.dog(trainer.id, ana.id, 'Rex', 'Pastor alemán', 3.5);
  otherDog = await fx.dog(other.id, (await fx.client(other.id, 'Eva', 'Sanz')).id, 'Toby');
});
afterAll(() => t.close());

describe('sessions CRUD', () => {
  it('creates, reads, updates and deletes a session carrying its dog and owner', async () => {
    const created = await api.post('/api/sessions', body(), trainer.token);
    expect(created.status).toBe(201);
    const session = created.body.data;
    expect(session).toMatchObject({
      ...body(),
      dog: {
        id: dog.id,
        name: 'Rex',
        breed: 'Pastor alemán',
        age: 3.5,
        client: { firstName: 'Ana', lastName: 'López Ruiz' },
      },
    });
    expect(session.createdAt).toMatch(/Z$/);

    const read = await api.get(`/api/sessions/${session.id}`, trainer.token);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(session);

    const changes = body({ duration: 90, progress: null, rating: null, observations: '' });
    const updated = await api.put(`/api/sessions/${session.id}`, changes, trainer.token);
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      id: session.id,
      duration: 90,
      progress: null,
      rating: null,
      observations: null,
    });
    expect(updated.body.data.updatedAt >= session.updatedAt).toBe(true);

    const deleted = await api.del(`/api/sessions/${session.id}`, trainer.token);
    expect(deleted.status).toBe(200);
    expect((await api.get(`/api/sessions/${session.id}`, trainer.token)).status).toBe(404);
    expect((await api.del(`/api/sessions/${session.id}`, trainer.token)).status).toBe(404);
  });

  it('stores an offset date as the same instant, answered in UTC', async () => {
    const res = await api.post(
      '/api/sessions',
      body({ date: '2026-03-05T10:30:00+01:00' }),
      trainer.token,
    );
    expect(res.body.data.date).toBe('2026-03-05T09:30:00.000Z');
  });

  it('answers 401 without a token', async () => {
    expect((await api.get('/api/sessions')).status).toBe(401);
    expect((await api.post('/api/sessions', body())).status).toBe(401);
  });
});

describe('session validation (SPEC §5, §9)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no dog', { dogId: undefined }, 'dogId', 'Selecciona un perro'],
    ['a malformed dog id', { dogId: 'rex' }, 'dogId', 'Selecciona un perro'],
    ['no date', { date: undefined }, 'date', 'La fecha es requerida'],
    ['a date that is not ISO', { date: '05/03/2026' }, 'date', 'La fecha no es válida'],
    ['no duration', { duration: undefined }, 'duration', 'La duración debe ser mayor a 0'],
    ['duration 0', { duration: 0 }, 'duration', 'La duración debe ser mayor a 0'],
    ['duration 481', { duration: 481 }, 'duration', 'La duración no puede superar 480 minutos'],
    [
      'a fractional duration',
      { duration: 30.5 },
      'duration',
      'La duración debe ser un número entero de minutos',
    ],
    ['blank objectives', { objectives: '   ' }, 'objectives', 'Los objetivos son requeridos'],
    ['no activities', { activities: undefined }, 'activities', 'Las actividades son requeridas'],
    ['progress -1', { progress: -1 }, 'progress', 'El progreso debe estar entre 0 y 100'],
    ['progress 101', { progress: 101 }, 'progress', 'El progreso debe estar entre 0 y 100'],
    ['rating 0', { rating: 0 }, 'rating', 'El rating debe estar entre 1 y 5'],
    ['rating 6', { rating: 6 }, 'rating', 'El rating debe estar entre 1 y 5'],
    ['rating 4.5', { rating: 4.5 }, 'rating', 'El rating debe estar entre 1 y 5'],
    ['a text rating', { rating: 'cinco' }, 'rating', 'El rating debe estar entre 1 y 5'],
  ];

  it.each(cases)(
    'refuses %s with 400 and the field message',
    async (_, overrides, field, message) => {
      for (const send of [
        () => api.post('/api/sessions', body(overrides), trainer.token),
        async () => {
          const { id } = (await api.post('/api/sessions', body(), trainer.token)).body.data;
          return api.put(`/api/sessions/${id}`, body(overrides), trainer.token);
        },
      ]) {
        const res = await send();
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
        expect(res.body.errors[field]).toBe(message);
      }
    },
  );

  it('accepts the limits: duration 1 and 480, progress 0 and 100, rating 1 and 5, none', async () => {
    for (const overrides of [
      { duration: 1, progress: 0, rating: 1 },
      { duration: 480, progress: 100, rating: 5 },
      { progress: null, rating: null, observations: null, nextSteps: undefined },
    ]) {
      const res = await api.post('/api/sessions', body(overrides), trainer.token);
      expect(res.status).toBe(201);
    }
  });

  it('refuses a malformed id or filter with 400, never a 5xx', async () => {
    expect((await api.get('/api/sessions/not-an-id', trainer.token)).status).toBe(400);
    expect((await api.get('/api/sessions?dogId=x', trainer.token)).status).toBe(400);
    expect((await api.get('/api/sessions?startDate=2026-02-30', trainer.token)).status).toBe(400);
    expect((await api.get('/api/sessions?rating=9', trainer.token)).status).toBe(400);
    // Valid ISO but no PostgreSQL timestamp: refused before it reaches the database.
    const yearZero = await api.get('/api/sessions?endDate=0000-01-01T10:00:00.000Z', trainer.token);
    expect(yearZero.status).toBe(400);
    expect(yearZero.body.errors.endDate).toBe('Fecha no válida');
    expect(
      (await api.get('/api/sessions/stats?startDate=0000-01-01T10:00:00Z', trainer.token)).status,
    ).toBe(400);
    expect((await api.get('/api/sessions?limit=1000', trainer.token)).status).toBe(400);
    const raw = await api.call('POST', '/api/sessions', { raw: '{"dogId":', token: trainer.token });
    expect(raw.status).toBe(400);
  });
});

describe('tenant scope: another trainer’s ids answer 404', () => {
  it('hides a session from another trainer for read, update, delete, list and stats', async () => {
    const { id } = (await api.post('/api/sessions', body(), trainer.token)).body.data;
    expect((await api.get(`/api/sessions/${id}`, other.token)).status).toBe(404);
    expect(
      (await api.put(`/api/sessions/${id}`, body({ dogId: otherDog.id }), other.token)).status,
    ).toBe(404);
    expect((await api.del(`/api/sessions/${id}`, other.token)).status).toBe(404);
    const list = await api.get(`/api/sessions?dogId=${dog.id}`, other.token);
    expect(list.body.data.sessions).toEqual([]);
    expect((await api.get('/api/sessions/stats', other.token)).body.data.totalSessions).toBe(0);
    expect((await api.get(`/api/sessions/${id}`, trainer.token)).status).toBe(200);
  });

  it('refuses a session for another trainer’s dog on create and on update', async () => {
    const created = await api.post('/api/sessions', body({ dogId: otherDog.id }), trainer.token);
    expect(created.status).toBe(404);
    expect(created.body).toMatchObject({ code: 'NOT_FOUND', message: 'Perro no encontrado' });

    const { id } = (await api.post('/api/sessions', body(), trainer.token)).body.data;
    const moved = await api.put(`/api/sessions/${id}`, body({ dogId: otherDog.id }), trainer.token);
    expect(moved.status).toBe(404);
    expect((await api.get(`/api/sessions/${id}`, trainer.token)).body.data.dogId).toBe(dog.id);
  });

  it('refuses another trainer’s dog timeline', async () => {
    expect(
      (await api.get(`/api/sessions/timeline?dogId=${otherDog.id}`, trainer.token)).status,
    ).toBe(404);
  });
});
