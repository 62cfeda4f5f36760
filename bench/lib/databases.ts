import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { openPostgres, type Database } from '../../apps/api/src/db/client.ts';
import {
  runningEmbeddedUrl,
  startEmbeddedPostgres,
} from '../../apps/api/src/db/embedded-server.ts';

/** `embedded`: the server `npm start` runs itself under DATA_DIR; `postgres`: a DATABASE_URL server. */
export type DbKind = 'embedded' | 'postgres';

/** A database made for one benchmark run and removed afterwards. */
export interface BenchDatabase {
  kind: DbKind;
  /** DATA_DIR of the API: the embedded server's folder lives here, the JWT secret always. */
  dataDir: string;
  /** DATABASE_URL for the API (PostgreSQL only; the embedded API starts its own server). */
  url: string | undefined;
  /** Opens it in this process (embedded: starts the server, stopped again on close). */
  open: () => Promise<Database>;
  /** Where a second process (the raw ceiling) reaches the data while the API runs. */
  liveUrl: () => string;
  remove: () => Promise<void>;
}

const quiet = { info: () => {}, warn: () => {} };

export async function freshDatabase(kind: DbKind, serverUrl: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `adiestra-bench-${kind}-`));
  chmodSync(dataDir, 0o755);
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'embedded') {
    return {
      kind,
      dataDir,
      url: undefined,
      open: async () => {
        const server = await startEmbeddedPostgres(dataDir, quiet);
        const database = await openPostgres(server.url);
        return { ...database, close: async () => (await database.close(), await server.stop()) };
      },
      liveUrl: () => runningEmbeddedUrl(dataDir) ?? '',
      remove: async () => removeDir(),
    };
  }
  const name = `adiestra_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    url: url.toString(),
    open: () => openPostgres(url.toString()),
    liveUrl: () => url.toString(),
    remove: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
      removeDir();
    },
  };
}

/**
 * Memory of the embedded server, in MB: the proportional set size (shared buffers counted once
 * across its processes) of the postmaster and every backend, from Linux /proc.
 */
export function embeddedServerMemoryMb(dataDir: string): number {
  let postmaster: number;
  try {
    postmaster = Number(
      readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
  } catch {
    return 0;
  }
  let kb = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // Its own process group (the postmaster's pid): the postmaster and its children.
      if (Number(fields[2]) !== postmaster) continue;
      const rollup = readFileSync(`/proc/${entry}/smaps_rollup`, 'utf8');
      kb += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return Math.round(kb / 1024);
}
