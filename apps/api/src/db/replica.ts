import type postgres from 'postgres';
import type { Config } from '../config.ts';
import { openPostgres, type Db } from './client.ts';

/**
 * Where the heavy reads run (decision 0155): reports, exports, the gestor's books and the
 * calendar feed. Everything else, and every write, uses the primary (`app.db`).
 */
export interface HeavyReads {
  /** The replica when it has caught up with the primary as of now, else the primary. */
  db: () => Promise<Db>;
}

/** How long a heavy read waits for the replica to catch up before the primary serves it. */
export const REPLICA_CATCH_UP_MS = 500;
const POLL_MS = 10;

/** No replica: the heavy reads run on the primary, with no extra statement. */
export const primaryOnly = (primary: Db): HeavyReads => ({ db: () => Promise.resolve(primary) });

/**
 * Read-your-writes for every process (decision 0155): the primary's WAL position is taken when
 * the read starts, and the replica is used only once it has replayed up to there — so whatever
 * any process committed before (the user's own last write included) is on it. A replica that
 * lags longer than `catchUpMs`, or cannot be reached, leaves the read to the primary.
 */
export function withReplica(
  primary: { db: Db; sql: postgres.Sql },
  replica: { db: Db; sql: postgres.Sql },
  options: { catchUpMs?: number; onFallback?: (reason: string) => void } = {},
): HeavyReads {
  const catchUpMs = options.catchUpMs ?? REPLICA_CATCH_UP_MS;
  return {
    db: async () => {
      try {
        const [position] = await primary.sql.unsafe('select pg_current_wal_lsn()::text as lsn');
        const lsn = String(position!.lsn);
        const deadline = performance.now() + catchUpMs;
        for (;;) {
          const [state] = await replica.sql.unsafe(
            'select coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) as caught_up',
            [lsn],
          );
          if (state!.caught_up === true) return replica.db;
          if (performance.now() >= deadline) break;
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        }
        options.onFallback?.('replica behind');
      } catch {
        options.onFallback?.('replica unreachable');
      }
      return primary.db;
    },
  };
}

/**
 * The API's pools: the primary's (through PgBouncer when DATABASE_POOL_MODE=transaction) and,
 * with DATABASE_REPLICA_URL, the replica's for the heavy reads (decision 0155).
 */
export async function openAppDatabases(
  config: Config,
  url: string,
  /** Tests: each statement's text and the server it is sent to. */
  options: { onQuery?: (server: 'primary' | 'replica', query: string) => void } = {},
) {
  const poolMode = config.databasePoolMode;
  const { onQuery } = options;
  const primary = await openPostgres(url, {
    migrate: false,
    poolMode,
    ...(onQuery ? { onQuery: (query: string) => onQuery('primary', query) } : {}),
  });
  const replica = config.databaseReplicaUrl
    ? await openPostgres(config.databaseReplicaUrl, {
        migrate: false,
        poolMode,
        applicationName: 'adiestra-replica-reads',
        ...(onQuery ? { onQuery: (query: string) => onQuery('replica', query) } : {}),
      })
    : null;
  return {
    primary,
    replica,
    heavyReads: replica ? withReplica(primary, replica) : primaryOnly(primary.db),
    close: async () => {
      await primary.close();
      await replica?.close();
    },
  };
}
