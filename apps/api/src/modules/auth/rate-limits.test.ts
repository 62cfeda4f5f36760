import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail, type ApiClient } from '../../test/api-client.ts';
import { trainerTestApp, type Admin, type TestApp } from '../../test/test-app.ts';

let t: TestApp, api: ApiClient, adminEmail: string;

beforeAll(async () => {
  let admin: Admin;
  ({ t, api, admin } = await trainerTestApp([], { rateLimits: true }));
  adminEmail = admin.email;
  return t.close;
});

describe('rate limits', () => {
  it('answers 429 with Retry-After after 10 failed logins for one e-mail, even with the right password', async () => {
    for (let i = 0; i < 10; i++) {
      expect(
        (await api.post('/api/auth/login', { email: adminEmail, password: `mal-${i}` })).status,
      ).toBe(401);
    }
    const blocked = await api.post('/api/auth/login', { email: adminEmail, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(blocked.body.message).toMatch(/Demasiados intentos/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits registrations per IP to 20 an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (
          await api.post('/api/auth/register', {
            firstName: 'Spam',
            email: uniqueEmail('spam'),
            password: 'x',
          })
        ).status,
      );
    }
    // The first registration of beforeAll counts too: the 20th and later calls are refused.
    expect(statuses.slice(0, 19).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
