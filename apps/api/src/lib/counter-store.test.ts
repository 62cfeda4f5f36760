import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.ts';
import type { Database } from '../db/client.ts';
import { memoryCounterStore, postgresCounterStore, type CounterStore } from './counter-store.ts';
import { redisCounterStore, type RedisCounterStore } from './redis-counter-store.ts';

// TEST_REDIS_URL (set by .ci/run when the machine's Redis answers) adds the Redis store.
const redisUrl = process.env.TEST_REDIS_URL;
let database: Database;
let redis: RedisCounterStore | undefined;
beforeAll(async () => {
  database = await openTestDatabase();
  if (redisUrl) redis = await redisCounterStore(redisUrl);
});
afterAll(async () => {
  await database.close();
  await redis?.close();
});

const stores: [string, () => CounterStore][] = [
  ['memory', () => memoryCounterStore()],
  ['database', () => postgresCounterStore(database.db)],
  ...(redisUrl ? [['redis', () => redis as CounterStore] as [string, () => CounterStore]] : []),
];

/** A clock the test moves by hand: no sleeping, no race with the window. */
function manualClock() {
  let now = Date.now();
  return { read: () => now, advance: (ms: number) => (now += ms) };
}
const clockedStores: [string, (clock: () => number) => CounterStore][] = [
  ['memory', (clock) => memoryCounterStore(clock)],
  ['database', (clock) => postgresCounterStore(database.db, clock)],
];

describe.each(clockedStores)('%s counter store on an injected clock', (_name, make) => {
  it('counts hits per key within a window, then starts over', async () => {
    const clock = manualClock();
    const store = make(clock.read);
    const key = `k-${Math.random()}`;
    expect((await store.hit(key, 300)).count).toBe(1);
    expect((await store.hit(key, 300)).count).toBe(2);
    expect((await store.hit(`${key}-other`, 300)).count).toBe(1);
    const peek = await store.peek(key);
    expect(peek).toEqual({ count: 2, ttlMs: 300 });
    clock.advance(299);
    expect(await store.peek(key)).toEqual({ count: 2, ttlMs: 1 });
    clock.advance(1);
    expect((await store.peek(key)).count).toBe(0);
    expect((await store.hit(key, 300)).count).toBe(1);
  });
});

describe.each(stores)('%s counter store', (_name, make) => {
  it('counts hits per key within a window', async () => {
    const store = make();
    const key = `k-${Math.random()}`;
    expect((await store.hit(key, 60_000)).count).toBe(1);
    expect((await store.hit(key, 60_000)).count).toBe(2);
    expect((await store.hit(`${key}-other`, 60_000)).count).toBe(1);
    const peek = await store.peek(key);
    expect(peek.count).toBe(2);
    expect(peek.ttlMs).toBeGreaterThan(0);
    expect(peek.ttlMs).toBeLessThanOrEqual(60_000);
  });

  it('reset forgets a key', async () => {
    const store = make();
    const key = `to-reset-${Math.random()}`;
    await store.hit(key, 60_000);
    await store.reset(key);
    expect((await store.peek(key)).count).toBe(0);
  });
});

describe.each(stores)('%s counter store under concurrency', (_name, make) => {
  it('gives every one of many simultaneous hits its own count', async () => {
    const store = make();
    const key = `burst-${Math.random()}`;
    const states = await Promise.all(Array.from({ length: 50 }, () => store.hit(key, 60_000)));
    expect(states.map((state) => state.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });
});

describe('redis counter store start-up', () => {
  it('refuses to start with a clear message when Redis cannot be reached', async () => {
    await expect(redisCounterStore('redis://127.0.0.1:1')).rejects.toThrow(
      /No se pudo conectar con Redis \(REDIS_URL\)/,
    );
  });
});
