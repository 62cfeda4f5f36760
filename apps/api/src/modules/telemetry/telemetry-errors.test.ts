import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { telemetryErrors } from '../../db/schema.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import { apiClient, createTrainer, registerAdmin, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let api: ApiClient;
let trainer: { id: string; token: string };

const pageView = (route = '/dashboard') => ({ type: 'page_view', name: route, route });
const batch = (events: unknown[]) => ({ events, visitorId: 'v-1234abcd', release: 'test-1' });

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  trainer = await createTrainer(api, (await registerAdmin(api)).token);
});
afterAll(() => t.close());

describe('POST /api/telemetry/errors', () => {
  const report = (overrides: Record<string, unknown> = {}) => ({
    message: 'No se pudo guardar el cliente ana@example.com (intento 3)',
    stack:
      'Error: No se pudo guardar\n    at save (http://localhost:3000/assets/index-DkX8a1b2.js:12:345)\n    at onClick (http://localhost:3000/assets/index-DkX8a1b2.js:40:2)',
    route: '/clients/0199a0b2-1234-7abc-8def-0123456789ab',
    release: 'test-1',
    ...overrides,
  });

  it('stores a redacted report with a route pattern and the signed-in user', async () => {
    const res = await api.post('/api/telemetry/errors', report(), trainer.token);
    expect(res.status).toBe(202);
    const [row] = await t.database.db
      .select()
      .from(telemetryErrors)
      .orderBy(desc(telemetryErrors.createdAt))
      .limit(1);
    expect(row).toMatchObject({
      message: 'No se pudo guardar el cliente [email] (intento 3)',
      route: '/clients/:id',
      release: 'test-1',
      userId: trainer.id,
    });
    expect(row?.stack).toContain('at save');
  });

  it('gives one fingerprint to one error whatever its numbers, lines or build hash', async () => {
    await api.post(
      '/api/telemetry/errors',
      report({
        message: 'No se pudo guardar el cliente ana@example.com (intento 7)',
        stack: report()
          .stack.replace(/DkX8a1b2/g, 'Zz991122')
          .replace(/12:345/, '13:1'),
      }),
    );
    await api.post('/api/telemetry/errors', report({ message: 'Otro fallo distinto' }));
    const rows = await t.database.db.select().from(telemetryErrors);
    expect(new Set(rows.map((r) => r.fingerprint)).size).toBe(2);
  });

  it('validates the report and caps its size (413)', async () => {
    expect((await api.post('/api/telemetry/errors', { stack: 'x' })).status).toBe(400);
    expect(
      (await api.post('/api/telemetry/errors', report({ message: 'x'.repeat(1001) }))).status,
    ).toBe(400);
    const huge = await api.post('/api/telemetry/errors', report({ stack: 'x'.repeat(40_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('rate limit and error forwarding', () => {
  it('answers 429 with Retry-After past the per-IP limit', async () => {
    const limited = await createTestApp({ rateLimits: true });
    try {
      const client = apiClient(limited.app);
      // Invalid batches count too and cost no insert, which keeps this test quick.
      for (let i = 0; i < RATE_LIMITS.telemetry.max; i++) {
        expect((await client.post('/api/telemetry/events', { events: [] })).status).toBe(400);
      }
      const refused = await client.post('/api/telemetry/events', batch([pageView()]));
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('forwards error reports when SENTRY_DSN is set, without waiting for the tracker', async () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    const forwarding = await createTestApp({ sentryDsn: 'https://k@tracker.test/1' });
    try {
      // The tracker never answers here, and the report is still accepted at once.
      const res = await apiClient(forwarding.app).post('/api/telemetry/errors', {
        message: 'Fallo',
      });
      expect(res.status).toBe(202);
      expect(fetchMock).toHaveBeenCalledWith(
        'https://tracker.test/api/1/envelope/',
        expect.anything(),
      );
    } finally {
      await forwarding.close();
    }
  });

  it('forwards nothing by default', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect((await api.post('/api/telemetry/errors', { message: 'Sin reenvío' })).status).toBe(202);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
