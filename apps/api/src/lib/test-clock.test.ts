import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { testClockFromEnv } from './test-clock.ts';

describe('the test clock (e2e only)', () => {
  it('exists only with NODE_ENV=test and ADIESTRA_TEST_CLOCK=on together', () => {
    expect(testClockFromEnv({ NODE_ENV: 'production', ADIESTRA_TEST_CLOCK: 'on' })).toBeUndefined();
    expect(testClockFromEnv({ ADIESTRA_TEST_CLOCK: 'on' })).toBeUndefined();
    expect(testClockFromEnv({ NODE_ENV: 'test' })).toBeUndefined();
    expect(testClockFromEnv({ NODE_ENV: 'test', ADIESTRA_TEST_CLOCK: 'on' })).toBeDefined();
  });

  it('an app built without it has no clock route', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/test/clock',
        payload: { now: '2030-01-01T00:00:00Z' },
      });
      expect(res.statusCode).toBe(404);
      expect(t.app.routeTable.some((r) => r.url === '/api/test/clock')).toBe(false);
    } finally {
      await t.close();
    }
  });
});
