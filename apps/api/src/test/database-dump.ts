import postgres from 'postgres';
import { inject, onTestFinished } from 'vitest';
import { queryOf, tablesInOrder } from '../db/backup.ts';

/** Every row of every table, as the database renders it, read from the catalogue so a new table is covered too. */
export async function dump(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql`set timezone to 'UTC'`;
    const out: Record<string, string[]> = {};
    for (const table of await tablesInOrder(queryOf(sql))) {
      const rows = await sql<{ r: string }[]>`
        select row_to_json(t)::text as r from ${sql(table)} t order by 1`;
      out[table] = rows.map((row) => row.r);
    }
    return out;
  } finally {
    await sql.end();
  }
}

/**
 * A database with nothing in it: the target of a restore. It is dropped when the test finishes,
 * passed or failed, so runs leave no `adiestra_restore_*` database on the server.
 */
export async function emptyDatabaseUrl() {
  const { serverUrl } = inject('testDatabase');
  const name = `adiestra_restore_${Math.random().toString(36).slice(2, 10)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  onTestFinished(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
