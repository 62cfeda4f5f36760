import type { Database } from '../db/client.ts';

export interface RecordedQuery {
  sql: string;
  params: unknown[];
}

type Unsafe = (query: string, params?: unknown[], options?: unknown) => unknown;

/**
 * Sees every statement the app sends to the database, by wrapping the driver call Drizzle makes
 * (postgres-js's `unsafe`). Statements inside a transaction go through another
 * handle and are not seen; list endpoints use none. For tests and benchmarks only.
 */
export function recordQueries(database: Database) {
  const queries: RecordedQuery[] = [];
  const record = (sql: string, params: unknown[] = []) => queries.push({ sql, params });
  const client = database.sql as unknown as { unsafe: Unsafe };
  const original = client.unsafe;
  client.unsafe = (sql, params, options) => {
    record(sql, params);
    return original(sql, params, options);
  };
  const restore = () => (client.unsafe = original);
  return {
    queries,
    /** Forgets what was seen so far. */
    reset: () => queries.splice(0),
    stop: () => restore(),
  };
}
