import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './test/api-client.ts';
import { tenantTestApp, TENANT_TABLES, type TenantFixture } from './test/tenant-fixture.ts';
import type { TestApp, Trainer } from './test/test-app.ts';

// Property-based: every route with a body, fed arbitrary JSON of every shape. Whatever comes in,
// the answer is the envelope and never a 5xx, and a refused request stores nothing.
let t: TestApp, api: ApiClient, trainer: Trainer, fixture: TenantFixture;

beforeAll(async () => {
  ({ t, api, trainer, fixture } = await tenantTestApp());
  return t.close;
});

const TABLES = ['users', 'login_sessions', ...TENANT_TABLES];

/**
 * A hash of every row of every table: any write (an insert, a delete, or a single field changed
 * by a partial update) changes it.
 */
async function fingerprint() {
  const parts = TABLES.map(
    (table) =>
      sql`select ${table} as t, count(*)::int as n,
        md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h
        from ${sql.identifier(table)} r`,
  );
  const result = await t.database.db.execute(sql.join(parts, sql` union all `));
  return JSON.stringify(Array.isArray(result) ? result : (result as { rows: unknown[] }).rows);
}

const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '\u0000',
    '\u202e',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    '${7*7}',
    '../../etc/passwd',
    'x'.repeat(20_000),
  ),
);
const hostileKey = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'role',
    'businessId',
    'isApproved',
    'isActive',
    'id',
  ),
);
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Arbitrary bodies, plus bodies that keep a route's field names but scramble their values. */
const bodyFor = (fields: string[]) =>
  fc.oneof(
    hostileValue,
    fields.length
      ? fc.record(Object.fromEntries(fields.map((f) => [f, hostileValue])), { requiredKeys: [] })
      : hostileValue,
  );

function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

const ids = (): Record<string, string> => ({
  '/api/appointments/availability/': fixture.slotId,
  '/api/services/': fixture.serviceId,
  '/api/bonos/templates/': fixture.templateId,
  '/api/bonos/movements/': fixture.movementId,
  '/api/bonos/': fixture.bonoId,
  '/api/payments/clients/': fixture.clientId,
  '/api/appointments/requests/': fixture.requestId,
  '/api/appointments/': fixture.appointmentId,
  '/api/dogs/client/': fixture.clientId,
  '/api/clients/': fixture.clientId,
  '/api/dogs/': fixture.dogId,
  '/api/sessions/': fixture.sessionId,
  '/api/admin/users/': trainer.id,
});
const fill = (url: string) => {
  const id = Object.entries(ids()).find(([prefix]) => url.startsWith(prefix))?.[1] ?? trainer.id;
  return url.replace(/:\w+/g, id);
};

describe('hostile input on every route with a body', () => {
  it('never answers a 5xx, always the envelope, and stores nothing when it refuses', async () => {
    // Logout and password routes would end the session the property runs with.
    const routes = t.app.routeTable.filter(
      (r) =>
        (r.method === 'POST' || r.method === 'PUT') &&
        r.url.startsWith('/api/') &&
        !/logout|password/.test(r.url),
    );
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(bodyFor(fieldsOf(route.schema?.body)), async (body) => {
          const before = await fingerprint();
          const res = await api.call(route.method as 'POST', fill(route.url), {
            token: trainer.token,
            raw: JSON.stringify(body),
          });
          const where = `${route.method} ${route.url} ${JSON.stringify(body).slice(0, 200)}`;
          expect(res.status, where).toBeLessThan(500);
          expect(typeof res.body.success, where).toBe('boolean');
          if (res.status >= 400) {
            expect(res.body.success, where).toBe(false);
            expect(typeof res.body.message, where).toBe('string');
            if (!route.url.startsWith('/api/telemetry'))
              expect(await fingerprint(), where).toBe(before);
          }
        }),
        { numRuns: 15, seed: 20261121 },
      );
    }
  }, 420_000); // every route with a body × 15 runs: a loaded 2-core machine needs minutes

  it('never answers a 5xx to hostile query strings on any GET route, nor changes anything', async () => {
    const routes = t.app.routeTable.filter(
      (r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'),
    );
    expect(routes.length).toBeGreaterThan(20);
    const before = await fingerprint();
    for (const route of routes) {
      const names = [...fieldsOf(route.schema?.querystring), 'page', 'limit', '__proto__'];
      const query = fc.dictionary(fc.constantFrom(...names), hostileString, { maxKeys: 4 });
      await fc.assert(
        fc.asyncProperty(query, async (params) => {
          const search = new URLSearchParams(params).toString();
          const url = `${fill(route.url)}${search ? `?${search}` : ''}`;
          const res = await api.call('GET', url, { token: trainer.token });
          expect(res.status, url.slice(0, 200)).toBeLessThan(500);
          if (res.headers['content-type']?.toString().includes('json'))
            expect(typeof res.body.success, url.slice(0, 200)).toBe('boolean');
        }),
        { numRuns: 10, seed: 20261121 },
      );
    }
    expect(await fingerprint()).toBe(before);
  }, 240_000);

  it('refuses U+0000, which PostgreSQL text cannot hold, in a body, a query or a key', async () => {
    const before = await fingerprint();
    for (const res of [
      await api.post(
        '/api/clients',
        { name: 'Ana\u0000', email: 'a@b.es', phone: '600111222' },
        trainer.token,
      ),
      await api.call('GET', '/api/dogs?search=%00', { token: trainer.token }),
      await api.post('/api/telemetry/events', { events: [], ['v\u0000']: 1 }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'El texto contiene caracteres no válidos',
      });
    }
    expect(await fingerprint()).toBe(before);
  });

  it('never applies privilege fields smuggled into a body', async () => {
    const res = await api.put(
      '/api/auth/profile',
      {
        firstName: 'Eva',
        lastName: 'Sanz',
        role: 'admin',
        isApproved: true,
        isActive: true,
        email: 'otro@example.com',
      },
      trainer.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ role: 'user', firstName: 'Eva' });
    const created = await api.post(
      '/api/clients',
      {
        name: 'Cliente Propio',
        email: 'propio@example.com',
        phone: '600111222',
        businessId: '00000000-0000-7000-8000-000000000000',
      },
      trainer.token,
    );
    expect(created.status).toBe(201);
    expect((await api.get(`/api/clients/${created.body.data.id}`, trainer.token)).status).toBe(200);
  });
});
