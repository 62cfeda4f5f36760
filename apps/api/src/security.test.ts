import { SignJWT, decodeJwt } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD, uniqueEmail, type ApiClient } from './test/api-client.ts';
import {
  createTestApp,
  testConfig,
  trainerTestApp,
  type Admin,
  type TestApp,
} from './test/test-app.ts';

// Every argon2 verify is counted, so the login's cost is checked without a stopwatch.
const argon2Verifies = vi.hoisted(() => ({ count: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...argon2,
    verify: (...args: Parameters<typeof argon2.verify>) => {
      argon2Verifies.count++;
      return argon2.verify(...args);
    },
  };
});

let t: TestApp, api: ApiClient, admin: Admin;

beforeAll(async () => {
  ({ t, api, admin } = await trainerTestApp());
  return t.close;
});

const sign = (claims: { sub: string; sid: string }, secret: string, exp: number) =>
  new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));

describe('tokens', () => {
  it('refuses a token signed with another key, an expired one and one with alg none', async () => {
    const { sub, sid } = decodeJwt(admin.token) as { sub: string; sid: string };
    const future = Math.floor(Date.now() / 1000) + 3600;
    const wrongKey = await sign(
      { sub, sid },
      'another-secret-another-secret-another-secret',
      future,
    );
    const expired = await sign(
      { sub, sid },
      testConfig().jwtSecret,
      Math.floor(Date.now() / 1000) - 10,
    );
    const header = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url');
    const body = Buffer.from(JSON.stringify({ sub, sid, exp: future })).toString('base64url');
    for (const token of [wrongKey, expired, `${header}.${body}.`]) {
      expect((await api.get('/api/auth/verify', token)).status).toBe(401);
    }
    // The same claims signed with the right key are accepted: the refusals above are about the token.
    expect(
      (await api.get('/api/auth/verify', await sign({ sub, sid }, testConfig().jwtSecret, future)))
        .status,
    ).toBe(200);
  });
});

describe('headers', () => {
  it('sends a CSP without inline scripts, nosniff, frame-ancestors and a referrer policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when served over HTTPS behind a trusted proxy', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await proxied.close();
    }
  });

  it('marks every API answer no-store: authenticated, auth, refused and failed ones', async () => {
    const answers = await Promise.all([
      api.get('/api/auth/profile', admin.token),
      api.get('/api/clients', admin.token),
      api.get('/api/sessions', admin.token),
      api.get('/api/admin/users', admin.token),
      api.get('/api/clients'),
      api.post('/api/auth/login', { email: admin.email, password: PASSWORD }),
      api.post('/api/auth/login', { email: admin.email, password: 'mala' }),
      api.post('/api/auth/forgot-password', { email: 'nadie@example.com' }),
    ]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses "abc" as a phone wherever a phone is typed', async () => {
    const client = await api.post(
      '/api/clients',
      { name: 'Ana López', email: 'ana.abc@example.com', phone: 'abc' },
      admin.token,
    );
    expect(client.status).toBe(400);
    expect(client.body.errors.phone).toBe('El teléfono no es válido');
    const emergency = await api.post(
      '/api/clients',
      {
        name: 'Ana López',
        email: 'ana.abc@example.com',
        phone: '612345678',
        emergencyContact: 'Luis',
        emergencyPhone: 'abc',
      },
      admin.token,
    );
    expect(emergency.body.errors.emergencyPhone).toBe('El teléfono no es válido');
    const profile = await api.put(
      '/api/auth/profile',
      { firstName: 'Admin', lastName: 'Principal', phone: 'abc' },
      admin.token,
    );
    expect(profile.status).toBe(400);
  });

  it('keeps CORS closed: no cross-origin grant, even to a preflight', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('login cost', () => {
  // Counted, not timed (the timing itself is measured by `npm run bench:login-timing`): an unknown
  // e-mail runs one full argon2id verify, exactly as a known e-mail with a wrong password does.
  it('runs one password verify for an unknown e-mail, as for a known one', async () => {
    const verifiesFor = async (email: string) => {
      const before = argon2Verifies.count;
      const res = await api.post('/api/auth/login', { email, password: 'contraseña-incorrecta' });
      expect(res.status).toBe(401);
      return argon2Verifies.count - before;
    };
    expect(await verifiesFor(admin.email)).toBe(1);
    expect(await verifiesFor(uniqueEmail('nadie'))).toBe(1);
  });
});

it('a correct login still works after the refusals above', async () => {
  expect(
    (await api.post('/api/auth/login', { email: admin.email, password: PASSWORD })).status,
  ).toBe(200);
});
