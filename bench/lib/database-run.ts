import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_PASSWORD, BENCH_TRAINER_EMAIL, generate, type BenchData } from '../generate.ts';
import { listenerOn } from '../../apps/api/src/db/listener.ts';
import type { Database } from '../../apps/api/src/db/client.ts';
import { embeddedServerMemoryMb, type BenchDatabase } from './databases.ts';
import { benchEndpoints, type Endpoint } from './endpoints.ts';
import { measure, type LoadTarget } from './load.ts';
import type { BenchOptions } from './options.ts';
import { repoRoot, startProcess, type Child } from './processes.ts';
import { recordEndpointSql } from './record-sql.ts';
import type { EndpointRun, MemoryFigures } from './report.ts';

const log = (line: string) => console.log(`  ${line}`);
type Prepared = Awaited<ReturnType<typeof prepare>>;

/** Fills the database, then records the SQL each endpoint runs (the raw ceiling replays it). */
export async function prepare(
  db: BenchDatabase,
  options: BenchOptions,
  /** Changes made to the data set before its SQL is recorded (the many-trainers case's staff). */
  adjust?: (database: Database, data: BenchData) => Promise<void>,
) {
  const database = await db.open();
  try {
    const started = Date.now();
    // The steady state autovacuum reaches within a minute; the fresh-data case measures before it.
    const data = await generate(database.db, options.scale, { analyze: true });
    await adjust?.(database, data);
    const seconds = (Date.now() - started) / 1000;
    log(`${db.kind}: data set generated in ${seconds.toFixed(1)} s`);
    const endpoints = benchEndpoints(data);
    const pages = await recordEndpointSql(database, endpoints, listenerOn(db.liveUrl()));
    return { data, endpoints, pages, seconds };
  } finally {
    await database.close();
  }
}

async function signIn(api: Child) {
  const res = await fetch(`${api.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_TRAINER_EMAIL, password: BENCH_PASSWORD }),
  });
  const { data } = (await res.json()) as { data: { token: string } };
  return { authorization: `Bearer ${data.token}` };
}

function target(
  url: string,
  endpoint: Endpoint,
  headers: Record<string, string>,
  options: BenchOptions,
): LoadTarget {
  const body = endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body);
  return {
    url,
    method: endpoint.method,
    headers: {
      'accept-encoding': options.acceptEncoding,
      ...headers,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body === undefined ? {} : { body }),
  };
}

/**
 * The API and the raw ceiling run side by side on the same data, and each endpoint is loaded on
 * one, then at once on the other: a busy machine's swings hit both figures of a pair alike.
 * Writes come last. Memory is the API's RSS plus, on the embedded server, the database's PSS:
 * once idle after start, and the peak sampled through the load.
 */
export async function loadDatabase(
  db: BenchDatabase,
  prepared: Prepared,
  options: BenchOptions,
  webDist: string | undefined,
  /** Runs on the API before any load: a page measured while a backlog drains is not measured. */
  beforeLoad: (apiUrl: string, data: BenchData) => Promise<void>,
  /** API_PROCESSES of the API (issue 46: the lists with 2 against 1). */
  processes = 1,
) {
  const rawDir = mkdtempSync(path.join(os.tmpdir(), 'adiestra-bench-raw-'));
  const pagesFile = path.join(rawDir, 'raw-pages.json');
  writeFileSync(pagesFile, JSON.stringify(prepared.pages));
  const env = {
    DATABASE_URL: db.url,
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
    WEB_DIST: webDist ?? '/nonexistent',
  };
  const children: Child[] = [];
  try {
    const api = await startProcess({
      script: 'src/server.ts',
      cwd: path.join(repoRoot, 'apps/api'),
      env: { ...env, DATA_DIR: db.dataDir, API_PROCESSES: String(processes) },
      healthPath: '/api/health',
    });
    const together = () =>
      (api.memory()?.rssMb ?? 0) +
      (db.kind === 'embedded' ? embeddedServerMemoryMb(db.dataDir) : 0);
    const idleTogetherMb = together();
    let peakTogetherMb = idleTogetherMb;
    const sampler = setInterval(() => (peakTogetherMb = Math.max(peakTogetherMb, together())), 250);
    sampler.unref();
    children.push({ ...api, stop: async () => (clearInterval(sampler), await api.stop()) });
    const raw = await startProcess({
      script: 'bench/raw-ceiling.ts',
      cwd: repoRoot,
      env: {
        ...env,
        DATABASE_URL: db.liveUrl(),
        DATA_DIR: rawDir,
        RAW_PAGES: pagesFile,
        RAW_BARE_BUSINESS: prepared.data.trainerId,
      },
      healthPath: '/health',
    });
    children.push(raw);
    // The first API process answers the health check; the others are still starting.
    if (processes > 1) await new Promise((resolve) => setTimeout(resolve, 5_000));
    await beforeLoad(api.url, prepared.data);
    const auth = await signIn(api);
    const runs: EndpointRun[] = [];
    for (const endpoint of prepared.endpoints) {
      const page = prepared.pages[endpoint.id]!;
      const apiRun = await measure(
        target(`${api.url}${endpoint.path}`, endpoint, endpoint.signedIn ? auth : {}, options),
        options,
      );
      const rawRun = await measure(
        target(`${raw.url}/${endpoint.id}`, endpoint, {}, options),
        options,
      );
      // The sessions list also against the bare ceiling, right after: the same moment's machine.
      const bare =
        endpoint.id === 'sessions'
          ? await measure(target(`${raw.url}/bare-sessions`, endpoint, {}, options), options)
          : undefined;
      log(
        `${db.kind} ×${processes} ${endpoint.label}: API ${apiRun.rps} rps p99 ${apiRun.p99} ms · raw ${rawRun.rps} rps p99 ${rawRun.p99} ms${bare ? ` · bare ${bare.rps} rps p99 ${bare.p99} ms` : ''}`,
      );
      runs.push({
        db: db.kind,
        id: endpoint.id,
        label: endpoint.label,
        list: endpoint.list,
        api: apiRun,
        raw: rawRun,
        ratio: rawRun.rps > 0 ? apiRun.rps / rawRun.rps : 0,
        processes,
        ...(bare ? { bare, bareRatio: bare.rps > 0 ? apiRun.rps / bare.rps : 0 } : {}),
        apiQueries: page.apiQueries,
        rawQueries: page.queries.length,
      });
    }
    const apiMemory = api.memory();
    const rawMemory = raw.memory();
    const memory: MemoryFigures = {
      db: db.kind,
      apiRssMb: apiMemory?.rssMb ?? 0,
      apiPeakMb: apiMemory?.peakMb ?? 0,
      rawRssMb: rawMemory?.rssMb ?? 0,
      idleTogetherMb,
      peakTogetherMb,
    };
    return { runs, memory };
  } finally {
    for (const child of children) await child.stop();
    rmSync(rawDir, { recursive: true, force: true });
  }
}
