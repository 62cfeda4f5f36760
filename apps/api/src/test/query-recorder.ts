import type { Database } from '../db/client.ts';

export interface RecordedQuery {
  sql: string;
  params: unknown[];
}

type Unsafe = (query: string, params?: unknown[], options?: unknown) => unknown;
type Query = (query: string, params?: unknown[], options?: unknown) => Promise<unknown>;

/**
 * Sees every statement the app sends to the database, by wrapping the driver call Drizzle makes
 * (`query` on PGlite, `unsafe` on postgres-js). Statements inside a transaction go through another
 * handle and are not seen; list endpoints use none. For tests and benchmarks only.
 */
export function recordQueries(database: Database) {
  const queries: RecordedQuery[] = [];
  const record = (sql: string, params: unknown[] = []) => queries.push({ sql, params });
  let restore: () => void;
  if (database.pglite) {
    const client = database.pglite;
    const original = client.query.bind(client) as Query;
    (client as unknown as { query: Query }).query = (sql, params, options) => {
      record(sql, params);
      return original(sql, params, options);
    };
    restore = () => delete (client as unknown as { query?: Query }).query;
  } else {
    const client = (database.db as unknown as { $client: { unsafe: Unsafe } }).$client;
    const original = client.unsafe;
    client.unsafe = (sql, params, options) => {
      record(sql, params);
      return original(sql, params, options);
    };
    restore = () => (client.unsafe = original);
  }
  return {
    queries,
    /** Forgets what was seen so far. */
    reset: () => queries.splice(0),
    stop: () => restore(),
  };
}
