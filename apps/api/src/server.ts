import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import postgres from 'postgres';
import { loadConfig, type Config } from './config.ts';
import { scheduleDailyBackups } from './db/backup.ts';
import { migrateDatabase, type DbKind } from './db/client.ts';
import { listenerOn } from './db/listener.ts';
import { openAppDatabases } from './db/replica.ts';
import { startDatabaseServer } from './db/database-server.ts';
import { EmbeddedDatabaseError } from './db/embedded-server.ts';
import { apiRoot } from './paths.ts';
import { superviseApiProcesses } from './supervisor.ts';

/** What the primary process hands its API workers. */
const WORKER_URL = 'ADIESTRA_WORKER_DATABASE_URL';
const WORKER_KIND = 'ADIESTRA_WORKER_DB_KIND';
const WORKER_DIRECT_URL = 'ADIESTRA_WORKER_DIRECT_URL';

/** One API process on the database at `url`; resolves with its shutdown function once listening. */
async function serveApi(config: Config, url: string, directUrl: string, kind: DbKind) {
  config.webDist ??= path.resolve(apiRoot, '../web/dist');
  // Loaded here, not at the top: the process that only supervises never needs the web API.
  const [{ buildApp }, { testClockFromEnv }] = await Promise.all([
    import('./app.ts'),
    import('./lib/test-clock.ts'),
  ]);
  const database = await openAppDatabases(config, url);
  const app = await buildApp({
    config,
    db: database.primary.db,
    heavyReads: database.heavyReads,
    dbKind: kind,
    // LISTEN keeps its connection's session: never through a transaction-mode pooler.
    ...(config.sessionCache ? { listen: listenerOn(directUrl) } : {}),
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

/**
 * Workers run this same file: the bundle under node (with source maps), or the TypeScript source
 * under tsx, whether tsx was given on the command line or registered by a script that imported us.
 */
function setUpWorkers() {
  const exec = fileURLToPath(import.meta.url);
  const execArgv = [...process.execArgv];
  if (!execArgv.includes('--enable-source-maps')) execArgv.push('--enable-source-maps');
  // V8 grows the young generation to 16 MB × 3 at the first busy moment and keeps it: a third of
  // an idle API process. 2 MB semi-spaces cost more frequent (short) scavenges instead
  // (decision 0024); NODE_OPTIONS=--max-semi-space-size=N overrides it.
  const flags = `${execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`;
  if (!flags.includes('--max-semi-space-size')) execArgv.push('--max-semi-space-size=2');
  if (exec.endsWith('.ts') && !execArgv.some((arg) => arg.includes('tsx'))) {
    execArgv.push('--import', 'tsx');
  }
  cluster.setupPrimary({ exec, execArgv, args: [] });
}

/** What stops the start, as the one line the console shows instead of a stack trace. */
function startFailure(error: unknown, config: Pick<Config, 'dataDir'> | undefined): string | null {
  if (error instanceof EmbeddedDatabaseError) return error.message;
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code === 'ENOTDIR') {
    const where = (error as NodeJS.ErrnoException).path ?? config?.dataDir ?? 'DATA_DIR';
    return (
      `No se puede escribir en ${where} (${code}): elige con DATA_DIR una carpeta en la que este ` +
      `usuario pueda escribir. — Cannot write to ${where} (${code}): set DATA_DIR to a folder ` +
      'this user can write to.'
    );
  }
  return null;
}

async function primary() {
  let config: Config | undefined;
  try {
    config = loadConfig();
  } catch (error) {
    const line = startFailure(error, undefined);
    if (!line) throw error;
    console.error(line);
    process.exit(1);
  }
  const log = pino({ level: config.logLevel });
  const server = await startDatabaseServer(config, log).catch((error: unknown) => {
    const line = startFailure(error, config);
    if (!line) throw error;
    console.error(line);
    process.exit(1);
  });
  let stopApi: () => Promise<void> = () => Promise.resolve();
  let stopBackups = () => {};
  let backupClient: { end: (o: { timeout: number }) => Promise<void> } | null = null;
  const stopAll = async () => {
    await stopApi();
    stopBackups();
    await backupClient?.end({ timeout: 5 });
    await server.stop();
  };
  onShutdown(stopAll);
  try {
    // The migration lock is a session advisory lock: on the direct connection.
    await migrateDatabase(server.directUrl);
    if (server.kind === 'embedded-postgres') {
      // Used once a day: its connection (a server process of ~9 MB) closes after a minute idle.
      const backups = postgres(server.directUrl, { max: 1, idle_timeout: 60, onnotice: () => {} });
      backupClient = backups;
      stopBackups = scheduleDailyBackups(backups, config.dataDir, log);
    }
    // With DATABASE_URL and one process nothing here outlives the API: it runs in this process,
    // and bringing it back is the process manager's job (README). The embedded server is ours, so
    // the API runs in a child this process restarts.
    if (config.apiProcesses === 1 && server.kind !== 'embedded-postgres') {
      stopApi = await serveApi(config, server.url, server.directUrl, server.kind);
      return;
    }
    setUpWorkers();
    const supervised = superviseApiProcesses({
      processes: config.apiProcesses,
      env: {
        [WORKER_URL]: server.url,
        [WORKER_DIRECT_URL]: server.directUrl,
        [WORKER_KIND]: server.kind,
      },
      log,
      now: () => performance.now(),
      onCannotStart: () => {
        console.error(
          'La API no pudo arrancar (el error está encima); se detiene la base de datos. — ' +
            'The API could not start (see the error above); stopping the database.',
        );
        void stopAll().finally(() => process.exit(1));
      },
    });
    stopApi = supervised.stop;
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
    process.env[WORKER_DIRECT_URL] ?? process.env[WORKER_URL]!,
    process.env[WORKER_KIND] as DbKind,
  );
  onShutdown(stop);
}

(cluster.isPrimary ? primary() : worker()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
