import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { DatabasePoolMode } from '../config.ts';
import { apiRoot } from '../paths.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Which server holds the data: the one the app runs itself, or one given by DATABASE_URL. */
export type DbKind = 'embedded-postgres' | 'postgres';

export interface Database {
  db: Db;
  /** The driver's client, for what Drizzle does not wrap (COPY-free backups, cursors). */
  sql: postgres.Sql;
  close: () => Promise<void>;
}

export const migrationsFolder = path.join(apiRoot, 'drizzle');

const MIGRATION_LOCK = 727274;

/**
 * Applies the migrations in `folder` (all of them by default). Several API processes may start
 * together: one migrates while the others wait on the advisory lock, held by a one-connection client.
 */
export async function migrateDatabase(url: string, folder = migrationsFolder) {
  const migrator = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await migrator`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migrate(drizzle(migrator, { schema }), { migrationsFolder: folder });
  } finally {
    await migrator.end({ timeout: 5 });
  }
}

export interface PoolOptions {
  max?: number;
  migrate?: boolean;
  /**
   * `transaction`: behind PgBouncer's transaction pooling, where a server connection serves another
   * client after each transaction: no named prepared statements (Debian's PgBouncer 1.18 cannot
   * keep them). Migrations, LISTEN and advisory locks go to the direct URL instead.
   */
  poolMode?: DatabasePoolMode;
  /** The server's application_name for this pool's connections (which pool did the work). */
  applicationName?: string;
  /** Called with each statement's text before it is sent (tests: which server ran what). */
  onQuery?: (query: string) => void;
}

export async function openPostgres(url: string, options: PoolOptions = {}): Promise<Database> {
  if (options.migrate !== false) await migrateDatabase(url);
  const sql = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    ...(options.poolMode === 'transaction' ? { prepare: false } : {}),
    ...(options.applicationName
      ? { connection: { application_name: options.applicationName } }
      : {}),
    ...(options.onQuery
      ? { debug: (_connection: number, query: string) => options.onQuery?.(query) }
      : {}),
  });
  const db = drizzle(sql, { schema }) as unknown as Db;
  return { db, sql, close: () => sql.end({ timeout: 5 }) };
}
