import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.ts';
import type { Database } from '../db/client.ts';
import { memoryCounterStore, postgresCounterStore, type CounterStore } from './counter-store.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const stores: [string, () => CounterStore][] = [
  ['memory', memoryCounterStore],
  ['database', () => postgresCounterStore(database.db)],
];

describe.each(stores)('%s counter store', (_name, make) => {
  it('counts hits per key within a window, then starts over', async () => {
    const store = make();
    const key = `k-${Math.random()}`;
    expect((await store.hit(key, 300)).count).toBe(1);
    expect((await store.hit(key, 300)).count).toBe(2);
    expect((await store.hit(`${key}-other`, 300)).count).toBe(1);
    const peek = await store.peek(key);
    expect(peek.count).toBe(2);
    expect(peek.ttlMs).toBeGreaterThan(0);
    expect(peek.ttlMs).toBeLessThanOrEqual(300);
    await new Promise((r) => setTimeout(r, 350));
    expect((await store.peek(key)).count).toBe(0);
    expect((await store.hit(key, 300)).count).toBe(1);
  });

  it('reset forgets a key', async () => {
    const store = make();
    await store.hit('to-reset', 60_000);
    await store.reset('to-reset');
    expect((await store.peek('to-reset')).count).toBe(0);
  });
});
