import { once } from 'node:events';
import {
  copyFileSync,
  createReadStream,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import postgres from 'postgres';
import { migrateDatabase, migrationsFolder } from './client.ts';

/**
 * Backups are logical and engine-neutral (decision 0010): a gzip of JSON lines — a header naming
 * how many migrations the data was written under, then every row of every table as
 * `row_to_json`, tables in foreign-key order — read in one repeatable-read snapshot. The embedded
 * server ships no pg_dump, and this one format serves the embedded server and any DATABASE_URL.
 */

export const BACKUPS_KEPT = 7;
/**
 * Tables the database computes from others (by triggers): left out of a backup, rebuilt as the
 * restore loads their sources. Loaded from the file as well, they would count everything twice.
 */
const DERIVED_TABLES = new Set(['session_totals', 'trainer_occupancy']);
/**
 * Columns the database keeps by triggers from rows loaded after them (a class's `enrolled`, from
 * its class_enrolments): left to their default on restore and rebuilt as those rows load.
 */
const DERIVED_COLUMNS: Record<string, readonly string[]> = { classes: ['enrolled'] };
const DAY_MS = 24 * 60 * 60 * 1000;
const FORMAT = 'adiestra-backup';
const BATCH = 500;

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

export function backupName(now = new Date()) {
  return `adiestra-${now.toISOString().replace(/[-:]/g, '').replace(/\..+/, '')}.jsonl.gz`;
}

interface Header {
  /** Checked on restore: any other file is refused before the database is touched. */
  format: string;
  migrations: number;
  createdAt: string;
}

type Sql = postgres.Sql | postgres.TransactionSql;

/** A plain-text query, so the same catalogue reads serve postgres-js and the legacy importer. */
export type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;
export const queryOf =
  (sql: Sql): Query =>
  async <T>(text: string, params: unknown[] = []) =>
    (await sql.unsafe(text, params as never[])) as unknown as T[];

/** Base tables of `public`, parents before children, so rows load in order. */
export async function tablesInOrder(query: Query): Promise<string[]> {
  const tables = (
    await query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.name);
  const edges = await query<{ child: string; parent: string }>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
     from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  );
  const ordered: string[] = [];
  const pending = new Set(tables);
  while (pending.size > 0) {
    const ready = [...pending].filter((table) =>
      edges.every((e) => e.child !== table || e.parent === table || !pending.has(e.parent)),
    );
    if (ready.length === 0) throw new Error('Referencias circulares entre tablas');
    for (const table of ready) {
      pending.delete(table);
      ordered.push(table);
    }
  }
  return ordered;
}

export async function appliedMigrations(query: Query): Promise<number> {
  const [row] = await query<{ n: number }>(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  );
  return row?.n ?? 0;
}

/** Writes a consistent backup of the database behind `sql` to `file` (via a temporary name). */
export async function writeBackup(sql: postgres.Sql, file: string): Promise<string> {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const out = createWriteStream(partial);
  gzip.pipe(out);
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  await sql.begin('isolation level repeatable read read only', async (tx) => {
    const header: Header = {
      format: FORMAT,
      migrations: await appliedMigrations(queryOf(tx)),
      createdAt: new Date().toISOString(),
    };
    await write(JSON.stringify(header));
    for (const table of await tablesInOrder(queryOf(tx))) {
      if (DERIVED_TABLES.has(table)) continue;
      await write(JSON.stringify({ table }));
      const cursor = tx<{ r: string }[]>`
        select row_to_json(t)::text as r from ${tx(table)} t`.cursor(BATCH);
      for await (const rows of cursor) for (const row of rows) await write(row.r);
    }
  });
  gzip.end();
  await once(out, 'close');
  renameSync(partial, file);
  return file;
}

/** Inserts rows given as JSON objects; generated columns are left for the database to compute. */
export async function insertRows(sql: Sql, table: string, rows: string[]) {
  if (rows.length === 0) return;
  const columns = (
    await sql<{ name: string }[]>`
      select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
      order by ordinal_position`
  )
    .map((row) => row.name)
    .filter((name) => !DERIVED_COLUMNS[table]?.includes(name));
  const list = columns.map((c) => `"${c}"`).join(', ');
  await sql.unsafe(
    `insert into "${table}" (${list}) select ${list} from json_populate_recordset(null::"${table}", ($1::text)::json)`,
    [`[${rows.join(',')}]`],
  );
}

/** The first `count` migrations only, so data is loaded into the schema it was written under. */
export function migrationsUpTo(count: number): string {
  const journalFile = path.join(migrationsFolder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  if (count > journal.entries.length) {
    throw new Error(
      'La copia es de una versión más reciente de Adiestra: actualiza antes de restaurarla.',
    );
  }
  const folder = mkdtempSync(path.join(os.tmpdir(), 'adiestra-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const entries = journal.entries.slice(0, count);
  writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  for (const { tag } of entries) {
    copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
  return folder;
}

/** Empties the database at `url` (its `public` and `drizzle` schemas) before a restore. */
export async function emptyDatabase(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(
      'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public',
    );
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * Loads rows, given as `{table}` lines each followed by that table's row lines, into an empty
 * database migrated to `migrations`, then applies this release's later migrations.
 */
export async function loadInto(url: string, migrations: number, lines: AsyncIterable<string>) {
  const folder = migrationsUpTo(migrations);
  try {
    await migrateDatabase(url, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql.begin(async (tx) => {
      let table = '';
      let batch: string[] = [];
      const flush = async () => {
        await insertRows(tx, table, batch);
        batch = [];
      };
      for await (const line of lines) {
        if (!line) continue;
        if (line.startsWith('{"table":')) {
          await flush();
          table = (JSON.parse(line) as { table: string }).table;
        } else if (!DERIVED_TABLES.has(table)) {
          // A derived table's rows come back from its sources' triggers (a pre-backup copy, such
          // as the previous release's folder, still lists them).
          batch.push(line);
          if (batch.length >= BATCH) await flush();
        }
      }
      await flush();
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
  await migrateDatabase(url);
}

/** Replaces everything in the database at `url` with the backup in `file`. */
export async function restoreBackup(url: string, file: string) {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()) });
  const iterator = lines[Symbol.asyncIterator]();
  let header: Header;
  try {
    const first = await iterator.next();
    header = JSON.parse(String(first.value)) as Header;
  } catch {
    throw new Error(`${file} no es una copia de seguridad de Adiestra`);
  }
  if (header.format !== FORMAT) throw new Error(`${file} no es una copia de seguridad de Adiestra`);
  await emptyDatabase(url);
  await loadInto(url, header.migrations, { [Symbol.asyncIterator]: () => iterator });
}

function listBackups(dir: string) {
  try {
    return readdirSync(dir)
      .filter((f) => /^adiestra-.*\.jsonl\.gz$/.test(f))
      .map((f) => ({ file: path.join(dir, f), mtime: statSync(path.join(dir, f)).mtimeMs }))
      .sort((a, b) => b.mtime - a.mtime);
  } catch {
    return [];
  }
}

/** Keeps the newest `keep` backups. */
export function pruneBackups(dir: string, keep = BACKUPS_KEPT) {
  for (const { file } of listBackups(dir).slice(keep)) unlinkSync(file);
}

/**
 * The embedded server's own daily backup: one at start when the newest is over a day old, then
 * every 24 hours. Returns a stop function.
 */
export function scheduleDailyBackups(
  sql: postgres.Sql,
  dataDir: string,
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void },
) {
  const dir = backupsDir(dataDir);
  const run = async () => {
    try {
      const file = await writeBackup(sql, path.join(dir, backupName()));
      pruneBackups(dir);
      log.info({ file }, 'daily backup written');
    } catch (err) {
      log.error({ err }, 'daily backup failed');
    }
  };
  const newest = listBackups(dir)[0];
  if (!newest || Date.now() - newest.mtime > DAY_MS) void run();
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
