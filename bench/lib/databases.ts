import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { openPglite, openPostgres, type Database } from '../../apps/api/src/db/client.ts';

export type DbKind = 'pglite' | 'postgres';

/** A database made for one benchmark run and removed afterwards. */
export interface BenchDatabase {
  kind: DbKind;
  /** DATA_DIR of the server: the embedded database lives here (PGlite), the JWT secret always. */
  dataDir: string;
  /** DATABASE_URL of the server (PostgreSQL only). */
  url: string | undefined;
  /** Opens it in this process; PGlite allows one process at a time, so close before a server starts. */
  open: () => Promise<Database>;
  remove: () => Promise<void>;
}

export async function freshDatabase(kind: DbKind, serverUrl: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `adiestra-bench-${kind}-`));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    return { kind, dataDir, url: undefined, open: () => openPglite(dataDir), remove: async () => removeDir() };
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
    remove: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
      removeDir();
    },
  };
}
