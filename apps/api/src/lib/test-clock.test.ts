import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Mail } from './mailer.ts';
import { apiClient, registerAdmin } from '../test/api-client.ts';
import { createTestApp, openTestDatabase, testConfig } from '../test/test-app.ts';
import { MovableClock, testClockFromEnv } from './test-clock.ts';

describe('the test clock (e2e only)', () => {
  it('exists only with NODE_ENV=test and ADIESTRA_TEST_CLOCK=on together', () => {
    expect(testClockFromEnv({ NODE_ENV: 'production', ADIESTRA_TEST_CLOCK: 'on' })).toBeUndefined();
    expect(testClockFromEnv({ ADIESTRA_TEST_CLOCK: 'on' })).toBeUndefined();
    expect(testClockFromEnv({ NODE_ENV: 'test' })).toBeUndefined();
    expect(testClockFromEnv({ NODE_ENV: 'test', ADIESTRA_TEST_CLOCK: 'on' })).toBeDefined();
  });

  it('an app built without it has no test routes', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/test/clock',
        payload: { now: new Date().toISOString() },
      });
      expect(res.statusCode).toBe(404);
      expect(t.app.routeTable.some((r) => r.url.startsWith('/api/test/'))).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('with it, a browser test has the outbox sent at once instead of waiting for the worker', async () => {
    const database = await openTestDatabase();
    const mails: Mail[] = [];
    const app = await buildApp({
      config: testConfig(),
      db: database.db,
      dbKind: 'postgres',
      mailer: { send: (mail) => (mails.push(mail), Promise.resolve(true)) },
      logger: false,
      testClock: new MovableClock(),
    });
    try {
      await app.ready();
      const api = apiClient(app);
      const admin = await registerAdmin(api);
      const sentBefore = mails.length;
      // app.inject, not the test client: the client drains the outbox after every call.
      await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: admin.email },
      });

      const res = await app.inject({ method: 'POST', url: '/api/test/outbox/drain' });

      // The worker's own timer may have sent it first; either way it is out when drain answers.
      expect(res.statusCode).toBe(200);
      expect(mails.slice(sentBefore).map((mail) => mail.to)).toContain(admin.email);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
