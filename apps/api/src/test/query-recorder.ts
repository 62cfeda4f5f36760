import type { Database } from '../db/client.ts';

export interface RecordedQuery {
  sql: string;
  params: unknown[];
  /** Sent inside a transaction (after its `begin`): recorded only with `transactions: true`. */
  inTransaction?: boolean;
}

type Unsafe = (query: string, params?: unknown[], options?: unknown) => unknown;
type Begin = (...args: unknown[]) => unknown;
type Client = { unsafe: Unsafe; begin: Begin };

/**
 * Sees every statement the app sends to the database, by wrapping the driver call Drizzle makes
 * (postgres-js's `unsafe`). A transaction's `begin` is seen; the statements inside it go through
 * another handle, seen only with `transactions: true` (the benchmark's ceiling replays them; the
 * query-count tests count list endpoints, which use none). For tests and benchmarks only.
 */
export function recordQueries(database: Database, { transactions = false } = {}) {
  const queries: RecordedQuery[] = [];
  const record = (sql: string, params: unknown[] = [], inTransaction = false) =>
    queries.push({ sql, params, ...(inTransaction ? { inTransaction } : {}) });
  const client = database.sql as unknown as Client;
  const original = { unsafe: client.unsafe, begin: client.begin };
  client.unsafe = (sql, params, options) => {
    record(sql, params);
    return original.unsafe(sql, params, options);
  };
  if (transactions) {
    // postgres-js: begin([options], fn) hands `fn` the transaction's own handle.
    client.begin = (...args: unknown[]) => {
      const fn = args.pop() as (tx: Client) => unknown;
      return original.begin.call(client, ...args, (tx: Client) => {
        const inner = tx.unsafe;
        tx.unsafe = (sql, params, options) => {
          record(sql, params, true);
          return inner(sql, params, options);
        };
        return fn(tx);
      });
    };
  }
  const restore = () => Object.assign(client, original);
  return {
    queries,
    /** Forgets what was seen so far. */
    reset: () => queries.splice(0),
    stop: () => restore(),
  };
}
