import { count } from 'drizzle-orm';
import type { PeriodicJob } from '../../lib/periodic-job.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telemetryErrors, telemetryEvents } from '../../db/schema.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { apiClient, createTrainer, registerAdmin, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { purgeOldTelemetry, startRetentionJob } from './telemetry-retention.ts';

let t: TestApp;
let api: ApiClient;
let admin: { token: string; user: { id: string } };
let trainer: { id: string; token: string };

const DAY_MS = 86_400_000;
const send = (token: string | undefined, ...events: object[]) =>
  api.post('/api/telemetry/events', { events }, token);
const view = (route: string) => ({ type: 'page_view', name: route, route });
const stack =
  'TypeError: x is undefined\n    at render (http://localhost/assets/index-AbCdEf12.js:1:100)';

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  admin = await registerAdmin(api);
  trainer = await createTrainer(api, admin.token);
  await send(trainer.token, view('/dashboard'), view('/dashboard'), view('/clients'));
  await send(admin.token, view('/dashboard'), { type: 'click', name: 'nuevo-cliente' });
  await send(undefined, view('/login'), {
    type: 'form_submit',
    name: 'login',
    props: { outcome: 'error' },
  });
  await send(
    trainer.token,
    { type: 'click', name: 'nuevo-cliente' },
    { type: 'search', name: 'clientes', props: { length: 3, resultCount: 2 } },
  );
  await api.post('/api/telemetry/errors', { message: 'x is undefined', stack, route: '/clients' });
  await api.post(
    '/api/telemetry/errors',
    { message: 'x is undefined', stack: `${stack}\nsegundo`, route: '/dogs' },
    trainer.token,
  );
});
afterAll(() => t.close());

describe('GET /api/admin/telemetry/summary', () => {
  it('is for admins only', async () => {
    expect((await api.get('/api/admin/telemetry/summary')).status).toBe(401);
    expect((await api.get('/api/admin/telemetry/summary', trainer.token)).status).toBe(403);
    expect((await api.get('/api/admin/telemetry/summary?days=0', admin.token)).status).toBe(400);
    expect((await api.get('/api/admin/telemetry/summary?days=91', admin.token)).status).toBe(400);
  });

  it('counts page views per route per day, top events, active users per day and error groups', async () => {
    const res = await api.get('/api/admin/telemetry/summary?days=7', admin.token);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.timeZone).toBe('Europe/Madrid');
    const today = data.to;
    expect(data.pageViews).toEqual([
      { date: today, route: '/clients', count: 1 },
      { date: today, route: '/dashboard', count: 3 },
      { date: today, route: '/login', count: 1 },
    ]);
    expect(data.topEvents[0]).toEqual({ type: 'click', name: 'nuevo-cliente', count: 2 });
    expect(data.topEvents).toContainEqual({ type: 'form_submit', name: 'login', count: 1 });
    expect(data.topEvents.some((e: { type: string }) => e.type === 'page_view')).toBe(false);
    expect(data.activeTrainers).toHaveLength(7);
    expect(data.activeTrainers[0].date).toBe(data.from);
    expect(data.activeTrainers.at(-1)).toEqual({ date: today, count: 2 });
    expect(data.errors).toHaveLength(1);
    const [group] = data.errors;
    expect(group).toMatchObject({ message: 'x is undefined', count: 2, route: '/dogs' });
    expect(group.sampleStack).toContain('segundo');
    expect(Date.parse(group.firstSeen)).toBeLessThanOrEqual(Date.parse(group.lastSeen));
    expect(group.lastSeen).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('leaves out what happened before the period', async () => {
    await t.database.db.insert(telemetryEvents).values({
      id: uuidv7(),
      type: 'page_view',
      name: '/antiguo',
      route: '/antiguo',
      occurredAt: new Date(Date.now() - 10 * DAY_MS),
    });
    const week = await api.get('/api/admin/telemetry/summary?days=7', admin.token);
    expect(JSON.stringify(week.body.data.pageViews)).not.toContain('/antiguo');
    const month = await api.get('/api/admin/telemetry/summary', admin.token);
    expect(month.body.data.activeTrainers).toHaveLength(30);
    expect(JSON.stringify(month.body.data.pageViews)).toContain('/antiguo');
  });
});

describe('retention', () => {
  const total = async () => {
    const [events] = await t.database.db.select({ n: count() }).from(telemetryEvents);
    const [errors] = await t.database.db.select({ n: count() }).from(telemetryErrors);
    return { events: events!.n, errors: errors!.n };
  };
  const insertOld = async (ageDays: number) => {
    const createdAt = new Date(Date.now() - ageDays * DAY_MS);
    await t.database.db
      .insert(telemetryEvents)
      .values({ id: uuidv7(), type: 'custom', name: 'viejo', occurredAt: createdAt, createdAt });
    await t.database.db
      .insert(telemetryErrors)
      .values({ id: uuidv7(), fingerprint: 'f', message: 'viejo', createdAt });
  };

  it('removes events and errors older than the retention days, and nothing else', async () => {
    await insertOld(95);
    await insertOld(91);
    const before = await total();
    expect(await purgeOldTelemetry(t.database.db, 90)).toEqual({ events: 2, errors: 2 });
    expect(await total()).toEqual({ events: before.events - 2, errors: before.errors - 2 });
    expect(await purgeOldTelemetry(t.database.db, 90)).toEqual({ events: 0, errors: 0 });
  });

  it('is registered as a periodic job with the configured days', async () => {
    await insertOld(8);
    const fakeApp = {
      db: t.database.db,
      config: { telemetryRetentionDays: 7 },
      periodicJobs: [] as PeriodicJob[],
    };
    startRetentionJob(fakeApp as never);
    const [job] = fakeApp.periodicJobs;
    expect(job).toMatchObject({ name: 'telemetry retention purge', firstRunMs: 60_000 });
    expect(await job!.run()).toEqual({ events: 1, errors: 1 });
  });
});
