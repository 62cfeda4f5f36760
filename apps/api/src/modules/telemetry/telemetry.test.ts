import { TELEMETRY_LIMITS } from '@adiestra/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telemetryEvents } from '../../db/schema.ts';
import { apiClient, createTrainer, registerAdmin, type ApiClient } from '../../test/api-client.ts';
import { hostileBodies, looksSpanish } from '../../test/hostile-bodies.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let api: ApiClient;
let trainer: { id: string; token: string };

const pageView = (route = '/dashboard') => ({ type: 'page_view', name: route, route });
const batch = (events: unknown[]) => ({ events, visitorId: 'v-1234abcd', release: 'test-1' });
const eventsOf = (name: string) =>
  t.database.db.select().from(telemetryEvents).where(eq(telemetryEvents.name, name));

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  trainer = await createTrainer(api, (await registerAdmin(api)).token);
});
afterAll(() => t.close());

describe('POST /api/telemetry/events', () => {
  it('accepts an anonymous batch with 202 and stores each event', async () => {
    const res = await api.post(
      '/api/telemetry/events',
      batch([pageView('/login'), { type: 'app_start', name: 'app_start' }]),
    );
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ success: true, data: { accepted: 2 } });
    const [row] = await eventsOf('/login');
    expect(row).toMatchObject({
      type: 'page_view',
      route: '/login',
      userId: null,
      visitorId: 'v-1234abcd',
      release: 'test-1',
    });
  });

  it('records the signed-in user by id only, and treats a bad token as anonymous (never 401)', async () => {
    expect(
      (await api.post('/api/telemetry/events', batch([pageView('/clients')]), trainer.token))
        .status,
    ).toBe(202);
    expect(
      (await api.post('/api/telemetry/events', batch([pageView('/dogs')]), 'no-es-un-token'))
        .status,
    ).toBe(202);
    expect((await eventsOf('/clients'))[0]?.userId).toBe(trainer.id);
    expect((await eventsOf('/dogs'))[0]?.userId).toBeNull();
  });

  it('refuses a batch with no valid event with 400 and a Spanish message', async () => {
    const cases = [
      batch([]),
      batch(Array.from({ length: TELEMETRY_LIMITS.batchSize + 1 }, () => pageView())),
      batch([{ type: 'keystroke', name: 'x' }]),
      batch([{ type: 'click', name: '<script>alert(1)</script>' }]),
      batch([{ type: 'click', name: 'guardar', props: { nested: { a: 1 } } }]),
      batch([{ type: 'click', name: 'guardar', props: { list: [1, 2] } }]),
      batch([{ type: 'click', name: 'guardar', props: { long: 'x'.repeat(500) } }]),
      batch([
        {
          type: 'click',
          name: 'guardar',
          props: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, i])),
        },
      ]),
      batch([{ type: 'page_view', name: '/x', route: 'javascript:alert(1)' }]),
    ];
    for (const body of cases) {
      const res = await api.post('/api/telemetry/events', body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(looksSpanish(res.body.message), res.body.message).toBe(true);
    }
  });

  it('keeps the valid events of a batch and drops the others, so one bad event loses nothing else', async () => {
    const res = await api.post(
      '/api/telemetry/events',
      batch([
        { type: 'click', name: '<img src=x>' },
        { type: 'custom', name: 'ok', props: { nested: { a: 1 } } },
        { type: 'click', name: 'guardar-mezcla' },
      ]),
    );
    expect(res.status).toBe(202);
    expect(res.body.data).toEqual({ accepted: 1 });
    expect(await eventsOf('guardar-mezcla')).toHaveLength(1);
    expect(await eventsOf('ok')).toHaveLength(0);
  });

  it('refuses hostile bodies with 400, or 413 when they exceed the size cap', async () => {
    for (const { label, raw } of hostileBodies({ events: [pageView()] })) {
      const res = await api.call('POST', '/api/telemetry/events', { raw });
      expect(res.status, label).toBe(label === 'huge strings' ? 413 : 400);
      expect(res.body.success, label).toBe(false);
    }
  });

  it('answers 413 to a batch larger than 64 KB', async () => {
    const props = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [`k${i}`, 'x'.repeat(120)]),
    );
    const body = batch(
      Array.from({ length: 50 }, () => ({ type: 'custom', name: 'grande', props })),
    );
    expect(JSON.stringify(body).length).toBeGreaterThan(TELEMETRY_LIMITS.eventsBodyBytes);
    const res = await api.post('/api/telemetry/events', body);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('strips personal data: personal prop keys, e-mails, phones, ids in routes', async () => {
    const res = await api.post(
      '/api/telemetry/events',
      batch([
        {
          type: 'form_submit',
          name: 'cliente',
          route: '/clients/0199a0b2-1234-7abc-8def-0123456789ab/edit?email=ana@example.com',
          props: {
            outcome: 'success',
            email: 'ana@example.com',
            firstName: 'Ana',
            phoneNumber: '600123456',
            searchText: 'Rex',
            value: 'x',
            label: 'Escribir a ana@example.com o al +34 600 123 456',
            count: 3,
          },
        },
        { type: 'page_view', name: '/dogs/42/edit', route: '/dogs/42/edit' },
        { type: 'custom', name: 'aviso 600 123 456' },
      ]),
    );
    expect(res.status).toBe(202);
    const [form] = await eventsOf('cliente');
    expect(form?.route).toBe('/clients/:id/edit');
    expect(form?.props).toEqual({
      outcome: 'success',
      // Issue 28: free text (with spaces) is never kept, whatever it holds.
      label: '[texto]',
      count: 3,
    });
    expect(await eventsOf('/dogs/:id/edit')).toHaveLength(1);
    expect(await eventsOf('aviso [teléfono]')).toHaveLength(1);
    const stored = JSON.stringify(await t.database.db.select().from(telemetryEvents));
    for (const secret of ['ana@example.com', '600123456', '600 123 456', 'Ana"', '0199a0b2']) {
      expect(stored).not.toContain(secret);
    }
  });

  it('keeps a plausible client time and replaces an implausible one with the server time', async () => {
    const recent = new Date(Date.now() - 60_000).toISOString();
    await api.post(
      '/api/telemetry/events',
      batch([
        { type: 'custom', name: 'reciente', occurredAt: recent },
        { type: 'custom', name: 'antiguo', occurredAt: '2001-01-01T00:00:00.000Z' },
      ]),
    );
    expect((await eventsOf('reciente'))[0]?.occurredAt.toISOString()).toBe(recent);
    expect((await eventsOf('antiguo'))[0]!.occurredAt.getTime()).toBeGreaterThan(
      Date.now() - 60_000,
    );
  });
});
