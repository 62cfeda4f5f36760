import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { acquireDataDirLock } from './lock.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, for snapshots; absent on PostgreSQL (use pg_dump there). */
  pglite?: PGlite;
  close: () => Promise<void>;
}

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/** In-memory PGlite when `dataDir` is null (tests), otherwise a locked folder under it. */
export async function openPglite(dataDir: string | null): Promise<Database> {
  let release = () => {};
  let folder: string | undefined;
  if (dataDir) {
    folder = path.join(dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    release = acquireDataDirLock(dataDir);
  }
  try {
    const client = await PGlite.create(folder, { extensions: { btree_gist, pg_trgm } });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      pglite: client,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const client = postgres(url, { max: options.max ?? 10, onnotice: () => {} });
  // Several API processes may start together: one migrates while the others wait on the lock.
  // A one-connection client keeps the session-level advisory lock on the connection that migrates.
  const migrator = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await migrator`select pg_advisory_lock(727274)`;
    await migratePostgres(drizzlePostgres(migrator, { schema }) as never, { migrationsFolder });
  } finally {
    await migrator.end({ timeout: 5 });
  }
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
}

export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}
