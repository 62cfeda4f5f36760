import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appliedMigrations, loadInto, tablesInOrder, type Query } from './backup.ts';
import { legacyDir } from './embedded-cluster.ts';

/**
 * Brings the previous release's embedded database (PGlite, DATA_DIR/pglite) into the PostgreSQL
 * server at `url` (decision 0010). PGlite is loaded only here, for this one-time step: a copy of
 * the old folder is opened, so the original is never written, and its rows are loaded under the
 * schema they were written with before this release's later migrations run.
 */
export async function upgradeFromPglite(dataDir: string, url: string) {
  const source = legacyDir(dataDir);
  if (!existsSync(source)) throw new Error(`No hay datos de la versión anterior en ${source}`);
  const copy = mkdtempSync(path.join(os.tmpdir(), 'adiestra-pglite-'));
  cpSync(source, copy, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create(copy, { extensions: { btree_gist, pg_trgm } });
  let rows = 0;
  try {
    const query: Query = async <T>(text: string, params: unknown[] = []) =>
      (await client.query<T>(text, params)).rows;
    const tables = await tablesInOrder(query);
    async function* lines() {
      for (const table of tables) {
        yield JSON.stringify({ table });
        for (const row of await query<{ r: string }>(
          `select row_to_json(t)::text as r from "${table}" t`,
        )) {
          rows++;
          yield row.r;
        }
      }
    }
    await loadInto(url, await appliedMigrations(query), lines());
  } finally {
    await client.close();
    rmSync(copy, { recursive: true, force: true });
  }
  const keptAt = `${source}.upgraded-${new Date().toISOString().slice(0, 10)}`;
  renameSync(source, keptAt);
  return { rows, keptAt };
}
