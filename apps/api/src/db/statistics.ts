import type { PGlite } from '@electric-sql/pglite';

const EVERY_MS = 6 * 60 * 60 * 1000;

interface Log {
  info: (o: object, m: string) => void;
  error: (o: object, m: string) => void;
}

/**
 * A PostgreSQL server's autovacuum keeps the planner's statistics and the visibility map current.
 * The embedded engine runs single-user, without autovacuum: its tables are never analyzed, and
 * once a trainer has a few thousand sessions the planner, guessing, picks plans that take seconds
 * instead of milliseconds; never vacuumed, counts cannot be answered from an index alone (issue 7,
 * bench/README.md). So: VACUUM ANALYZE at start, then every six hours. On the benchmark's large
 * data set it takes under two seconds, during which queries wait their turn.
 */
export function keepStatisticsFresh(client: PGlite, log: Log): () => void {
  const run = async () => {
    const started = Date.now();
    try {
      await client.exec('vacuum analyze');
      log.info({ ms: Date.now() - started }, 'database vacuumed and analyzed');
    } catch (err) {
      log.error({ err }, 'database vacuum and analyze failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
