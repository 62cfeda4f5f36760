import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Moves the e2e server's clock and runs its clock-driven sweeps (reminders, agendas); resolves
 * once they are done. POST /api/test/clock exists only on the e2e server (NODE_ENV=test and
 * ADIESTRA_TEST_CLOCK=on, scripts/e2e-server.mjs).
 */
export async function moveServerClock(request: APIRequestContext, now: Date) {
  const res = await request.post('/api/test/clock', { data: { now: now.toISOString() } });
  expect(res.status()).toBe(200);
}

/** A wall-clock time in Madrid as an instant (the offset of that day, summer or winter). */
export function madridInstant(date: string, time: string) {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  const wall = new Date(asUtc).toLocaleString('sv-SE', { timeZone: 'Europe/Madrid' });
  return new Date(asUtc - (Date.parse(`${wall.replace(' ', 'T')}Z`) - asUtc));
}
