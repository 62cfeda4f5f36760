import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import { migrationsUpTo } from '../db/backup.ts';
import { migrateDatabase, migrationsFolder } from '../db/client.ts';

/**
 * For a test of what one migration does to existing rows: a fresh database migrated up to just
 * before the migration whose tag ends with `tagSuffix` (made before the file's tests, dropped
 * after). The test writes rows with `sql()` under that older schema, then calls `migrate()`, which
 * applies that migration and no later one: the test reads the schema the migration made.
 */
export function databaseBeforeMigration(tagSuffix: string) {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const before = journal.entries.findIndex((e) => e.tag.endsWith(tagSuffix));
  if (before === -1) throw new Error(`No migration tagged *${tagSuffix}`);
  const name = `adiestra_mig_${randomBytes(5).toString('hex')}`;
  let admin: postgres.Sql;
  let sql: postgres.Sql;
  let url: string;

  beforeAll(async () => {
    const { serverUrl } = inject('testDatabase');
    admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const dbUrl = new URL(serverUrl);
    dbUrl.pathname = `/${name}`;
    url = dbUrl.toString();
    await migrateDatabase(url, migrationsUpTo(before));
    sql = postgres(url, { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await sql.end({ timeout: 5 });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
  });

  return { sql: () => sql, migrate: () => migrateDatabase(url, migrationsUpTo(before + 1)) };
}
