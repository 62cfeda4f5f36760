import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  apiClient,
  createTrainer,
  registerAdmin,
  type ApiClient,
} from '../../test/api-client.ts';
import { hostileBodies, looksSpanish } from '../../test/hostile-bodies.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let api: ApiClient;
let adminToken: string;
let trainerId: string;

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  adminToken = (await registerAdmin(api)).token;
  trainerId = (await createTrainer(api, adminToken)).id;
});
afterAll(() => t.close());

const endpoints = (): {
  method: 'POST' | 'PUT';
  url: string;
  valid: Record<string, unknown>;
  auth: boolean;
}[] => [
  {
    method: 'POST',
    url: '/api/auth/register',
    valid: { firstName: 'A', lastName: 'B', email: 'a@b.es', password: PASSWORD },
    auth: false,
  },
  {
    method: 'POST',
    url: '/api/auth/login',
    valid: { email: 'a@b.es', password: PASSWORD },
    auth: false,
  },
  { method: 'POST', url: '/api/auth/forgot-password', valid: { email: 'a@b.es' }, auth: false },
  {
    method: 'POST',
    url: '/api/auth/reset-password',
    valid: { token: 'x'.repeat(43), newPassword: PASSWORD },
    auth: false,
  },
  {
    method: 'PUT',
    url: '/api/auth/profile',
    valid: { firstName: 'A', lastName: 'B', phone: '600' },
    auth: true,
  },
  {
    method: 'PUT',
    url: '/api/auth/password',
    valid: { currentPassword: PASSWORD, newPassword: PASSWORD },
    auth: true,
  },
  {
    method: 'PUT',
    url: `/api/admin/users/${trainerId}/approve`,
    valid: { isApproved: true },
    auth: true,
  },
  { method: 'PUT', url: `/api/admin/users/${trainerId}/role`, valid: { role: 'user' }, auth: true },
  {
    method: 'PUT',
    url: `/api/admin/users/${trainerId}/status`,
    valid: { isActive: true },
    auth: true,
  },
];

/** Bodies shaped like the endpoint's own, whose values are wrong. */
const FIELD_LEVEL = new Set([
  'empty object',
  'numbers everywhere',
  'nested objects everywhere',
  'huge strings',
  'arrays everywhere',
]);

describe('hostile bodies on auth and admin endpoints', () => {
  it('answer 400 with the envelope and Spanish messages, never a 5xx, and change nothing', async () => {
    const before = (await api.get('/api/admin/users?limit=100', adminToken)).body.data.users;
    for (const endpoint of endpoints()) {
      for (const { label, raw } of hostileBodies(endpoint.valid)) {
        const res = await api.call(endpoint.method, endpoint.url, {
          raw,
          token: endpoint.auth ? adminToken : undefined,
        });
        const where = `${endpoint.method} ${endpoint.url} with ${label}`;
        expect(res.status, where).toBe(400);
        expect(res.body.success, where).toBe(false);
        expect(looksSpanish(res.body.message), `${where}: ${res.body.message}`).toBe(true);
        for (const message of Object.values(res.body.errors ?? {})) {
          expect(looksSpanish(message), `${where}: ${String(message)}`).toBe(true);
        }
        // An object with the right keys and wrong values names the fields to fix, so a form can
        // put each message under its field.
        if (FIELD_LEVEL.has(label)) {
          expect(
            Object.keys(res.body.errors ?? {}).length,
            `${where}: no field errors`,
          ).toBeGreaterThan(0);
        }
      }
    }
    const after = (await api.get('/api/admin/users?limit=100', adminToken)).body.data.users;
    expect(after).toEqual(before);
  });

  it('ignores privilege fields smuggled into a registration', async () => {
    const res = await api.post('/api/auth/register', {
      firstName: 'Colado',
      email: 'colado@example.com',
      password: PASSWORD,
      role: 'admin',
      isApproved: true,
      isActive: true,
      id: '0190a3e2-0000-7000-8000-000000000000',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toBeNull();
    const users = (await api.get('/api/admin/users?limit=100', adminToken)).body.data.users;
    const colado = users.find((u: { email: string }) => u.email === 'colado@example.com');
    expect(colado).toMatchObject({ role: 'user', isApproved: false });
    expect(colado.id).not.toBe('0190a3e2-0000-7000-8000-000000000000');
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await api.call('POST', '/api/auth/login', {
      raw: JSON.stringify({ email: 'a@b.es', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await api.get('/api/no-existe');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
