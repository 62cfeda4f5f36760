import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from './sql-rows.ts';

export interface CounterState {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/** Fixed-window counters: in memory for one process, in PostgreSQL for many. */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<CounterState>;
  peek(key: string): Promise<CounterState>;
  reset(key: string): Promise<void>;
}

/** The clock a store reads, in milliseconds; injected by tests, `Date.now` otherwise. */
export type Clock = () => number;

export function memoryCounterStore(clock: Clock = Date.now): CounterStore {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const prune = (now: number) => {
    if (entries.size < 10_000) return;
    for (const [key, entry] of entries) if (entry.resetAt <= now) entries.delete(key);
  };
  return {
    hit(key, windowMs) {
      const now = clock();
      let entry = entries.get(key);
      if (!entry || entry.resetAt <= now) {
        prune(now);
        entry = { count: 0, resetAt: now + windowMs };
        entries.set(key, entry);
      }
      entry.count++;
      return Promise.resolve({ count: entry.count, ttlMs: entry.resetAt - now });
    },
    peek(key) {
      const now = clock();
      const entry = entries.get(key);
      if (!entry || entry.resetAt <= now) return Promise.resolve({ count: 0, ttlMs: 0 });
      return Promise.resolve({ count: entry.count, ttlMs: entry.resetAt - now });
    },
    reset(key) {
      entries.delete(key);
      return Promise.resolve();
    },
  };
}

// node-postgres style drivers may hand numerics back as strings.
type Row = { count: number | string; ttl_ms: number | string };
const toState = (row: Row | undefined): CounterState =>
  row
    ? { count: Number(row.count), ttlMs: Math.max(0, Math.round(Number(row.ttl_ms))) }
    : { count: 0, ttlMs: 0 };

/**
 * One upsert per hit: atomic across processes, and expired windows restart in place. The time is
 * the database's `now()` (one clock for every process) unless a test injects `clock`.
 */
export function postgresCounterStore(db: Db, clock?: Clock): CounterStore {
  let hits = 0;
  const now = () => (clock ? sql`${new Date(clock()).toISOString()}::timestamptz` : sql`now()`);
  return {
    async hit(key, windowMs) {
      if (++hits % 1000 === 0)
        await db.execute(sql`delete from rate_limits where reset_at < ${now()}`);
      const result = await db.execute(sql`
        insert into rate_limits (key, count, reset_at)
        values (${key}, 1, ${now()} + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= ${now()} then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= ${now()} then excluded.reset_at else rate_limits.reset_at end
        returning count, extract(epoch from (reset_at - ${now()})) * 1000 as ttl_ms`);
      return toState(rowsOf<Row>(result)[0]);
    },
    async peek(key) {
      const result = await db.execute(sql`
        select count, extract(epoch from (reset_at - ${now()})) * 1000 as ttl_ms
        from rate_limits where key = ${key} and reset_at > ${now()}`);
      return toState(rowsOf<Row>(result)[0]);
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
  };
}
