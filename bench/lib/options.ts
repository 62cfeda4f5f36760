import type { DbKind } from './databases.ts';
import { scaleFrom, type Scale } from '../../apps/api/src/test/dataset/scale.ts';

export interface BenchOptions {
  scale: Scale;
  databases: DbKind[];
  connections: number;
  duration: number;
  warmup: number;
  lighthouse: boolean;
  lighthouseRuns: number;
  /** Server PostgreSQL databases are created on (and dropped from). */
  postgresUrl: string;
  /** What the load sends as Accept-Encoding: a browser's by default, so the API compresses. */
  acceptEncoding: string;
  /** A web build to serve instead of building one (BENCH_WEB_DIST). */
  webDist: string | undefined;
  /** API_PROCESSES counts the lists are loaded with: 1 (every endpoint), then each other (lists). */
  apiProcesses: number[];
  /** `npm start`'s time to healthy and idle memory first (it builds the checkout). */
  start: boolean;
}

/** `--duration=5` on the command line, or BENCH_DURATION=5 in the environment. */
function setting(name: string): string | undefined {
  const flag = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  if (flag) return flag.slice(name.length + 3);
  return process.env[`BENCH_${name.toUpperCase().replace(/-/g, '_')}`] || undefined;
}

function count(name: string, fallback: number): number {
  const raw = setting(name);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`--${name} must be a number, not "${raw}"`);
  return value;
}

export function readOptions(): BenchOptions {
  const scale = scaleFrom(setting('scale'));
  const databases = (setting('db') ?? 'embedded,postgres').split(',').map((db) => {
    if (db !== 'embedded' && db !== 'postgres')
      throw new Error(`--db takes embedded and/or postgres, not "${db}"`);
    return db;
  });
  const small = scale.name === 'small';
  return {
    scale,
    databases,
    connections: count('connections', 10),
    duration: count('duration', small ? 3 : 10),
    warmup: count('warmup', small ? 1 : 3),
    lighthouse: setting('lighthouse') !== 'off',
    lighthouseRuns: count('lighthouse-runs', small ? 1 : 3),
    postgresUrl: setting('database-url') ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    acceptEncoding: setting('encoding') ?? 'gzip, deflate, br',
    webDist: setting('web-dist'),
    start: setting('start') !== 'off',
    apiProcesses: (setting('api-processes') ?? '1,2').split(',').map((n) => {
      const value = Number(n);
      if (!Number.isInteger(value) || value < 1)
        throw new Error(`--api-processes takes counts such as 1,2, not "${n}"`);
      return value;
    }),
  };
}

export const USAGE = `npm run bench [-- --scale=small --duration=5 --db=embedded --lighthouse=off]
  --scale=large|medium|small  data set (default large; medium: issue 46's) BENCH_SCALE
  --duration=SECONDS      measured time per endpoint (default 10; 3 small) BENCH_DURATION
  --warmup=SECONDS        warm-up per endpoint (default 3; 1 small)        BENCH_WARMUP
  --connections=N         concurrent connections (default 10)             BENCH_CONNECTIONS
  --db=embedded,postgres  databases to run on (default both)              BENCH_DB
  --lighthouse=off        skip the browser part                           BENCH_LIGHTHOUSE
  --lighthouse-runs=N     runs per page, median reported (default 3; 1)   BENCH_LIGHTHOUSE_RUNS
  --database-url=URL      PostgreSQL server for the temporary database    BENCH_DATABASE_URL
  --encoding=VALUE        Accept-Encoding sent (default a browser's)      BENCH_ENCODING
  --web-dist=DIR          serve this web build instead of building one    BENCH_WEB_DIST
  --api-processes=1,2     API_PROCESSES runs: 1 all endpoints, others lists BENCH_API_PROCESSES
  --start=off             skip npm start's case (it runs npm run build)   BENCH_START`;
