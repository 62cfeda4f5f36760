import { mkdirSync, readdirSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

export const BACKUPS_KEPT = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

/**
 * A consistent snapshot of the embedded database: PGlite runs one statement at a time, so the dump
 * is taken between transactions. Written to a temporary name first so a crash leaves no half file.
 */
export async function writeSnapshot(client: PGlite, file: string): Promise<string> {
  mkdirSync(path.dirname(file), { recursive: true });
  const blob = await client.dumpDataDir('gzip');
  const partial = `${file}.partial`;
  writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

export function snapshotName(now = new Date()) {
  return `adiestra-${now.toISOString().replace(/[-:]/g, '').replace(/\..+/, '')}.tar.gz`;
}

function listSnapshots(dir: string) {
  try {
    return readdirSync(dir)
      .filter((f) => /^adiestra-.*\.tar\.gz$/.test(f))
      .map((f) => ({ file: path.join(dir, f), mtime: statSync(path.join(dir, f)).mtimeMs }))
      .sort((a, b) => b.mtime - a.mtime);
  } catch {
    return [];
  }
}

/** Keeps the newest `keep` snapshots. */
export function pruneSnapshots(dir: string, keep = BACKUPS_KEPT) {
  for (const { file } of listSnapshots(dir).slice(keep)) unlinkSync(file);
}

/**
 * The embedded mode's own daily backup: one at start when the newest is over a day old, then every
 * 24 hours. Returns a stop function.
 */
export function scheduleDailyBackups(
  client: PGlite,
  dataDir: string,
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void },
) {
  const dir = backupsDir(dataDir);
  const run = async () => {
    try {
      const file = await writeSnapshot(client, path.join(dir, snapshotName()));
      pruneSnapshots(dir);
      log.info({ file }, 'daily backup written');
    } catch (err) {
      log.error({ err }, 'daily backup failed');
    }
  };
  const newest = listSnapshots(dir)[0];
  if (!newest || Date.now() - newest.mtime > DAY_MS) void run();
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Replaces the embedded database under `dataDir` with a snapshot. The previous folder is kept aside
 * (`pglite.before-restore-…`) rather than deleted, so a mistaken restore can be undone by hand.
 */
export async function restoreSnapshot(file: string, dataDir: string): Promise<string | null> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { existsSync, readFileSync } = await import('node:fs');
  const target = path.join(dataDir, 'pglite');
  let keptAside: string | null = null;
  if (existsSync(target)) {
    keptAside = `${target}.before-restore-${Date.now()}`;
    renameSync(target, keptAside);
  }
  mkdirSync(target, { recursive: true });
  const client = await PGlite.create(target, {
    loadDataDir: new Blob([readFileSync(file)]),
    extensions: { btree_gist, pg_trgm },
  });
  await client.query('select 1');
  await client.close();
  return keptAside;
}
