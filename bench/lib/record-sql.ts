import { buildApp } from '../../apps/api/src/app.ts';
import type { Database } from '../../apps/api/src/db/client.ts';
import type { Listen } from '../../apps/api/src/db/listener.ts';
import { recordQueries } from '../../apps/api/src/test/query-recorder.ts';
import { testConfig } from '../../apps/api/src/test/test-app.ts';
import { BENCH_PASSWORD, BENCH_TRAINER_EMAIL } from '../generate.ts';
import type { Endpoint } from './endpoints.ts';

export interface RawQuery {
  sql: string;
  params: unknown[];
  /** After a `begin`: replayed in one transaction with it, as the API ran it. */
  inTransaction?: boolean;
  /** Parameters that must hold a new id on every call: the created row's, in the insert and after. */
  freshIds?: number[];
}

export interface RawPage {
  status: number;
  queries: RawQuery[];
  /** Statements the API sent in all, its session check included. */
  apiQueries: number;
}

const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * The exact SQL the API runs for each endpoint, captured at the driver while the real app (built
 * in this process on the same database, its session cache on as in the server) answers one
 * request. The raw ceiling replays it. The session check, when the cache had to make it, is left
 * out: the ceiling has no authentication.
 */
export async function recordEndpointSql(database: Database, endpoints: Endpoint[], listen: Listen) {
  const app = await buildApp({
    config: testConfig({ rateLimits: false }),
    db: database.db,
    dbKind: 'postgres',
    mailer: { send: () => Promise.resolve(true) },
    logger: false,
    listen,
  });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: BENCH_TRAINER_EMAIL, password: BENCH_PASSWORD },
    });
    const token = login.json<{ data: { token: string } }>().data.token;
    // The session checked, as in a server that has served this trainer before. Twice: the login's
    // own notification (its last_login) may evict what the first check stored.
    for (let i = 0; i < 2; i++) {
      await app.inject({ url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } });
    }
    const pages: Record<string, RawPage> = {};
    for (const endpoint of endpoints) {
      const recorder = recordQueries(database, { transactions: true });
      const res = await app.inject({
        method: endpoint.method,
        url: endpoint.path,
        headers: endpoint.signedIn ? { authorization: `Bearer ${token}` } : {},
        ...(endpoint.body === undefined ? {} : { payload: endpoint.body as object }),
      });
      recorder.stop();
      if (res.statusCode >= 300) throw new Error(`${endpoint.id}: ${res.statusCode} ${res.body}`);
      const createdId =
        endpoint.method === 'POST' ? res.json<{ data: { id: string } }>().data.id : null;
      const queries = recorder.queries
        .filter((q) => !(endpoint.signedIn && q.sql.includes('"login_sessions"')))
        .map(({ sql, params, inTransaction }): RawQuery => {
          const values = params.map(plain);
          const freshIds = values.flatMap((value, i) =>
            createdId && value === createdId ? [i] : [],
          );
          return {
            sql,
            params: values,
            ...(inTransaction ? { inTransaction } : {}),
            ...(freshIds.length ? { freshIds } : {}),
          };
        });
      pages[endpoint.id] = { status: res.statusCode, queries, apiQueries: recorder.queries.length };
    }
    return pages;
  } finally {
    await app.close();
  }
}
