import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient, createTrainer, registerAdmin } from '../test/api-client.ts';
import { buildApp } from '../app.ts';
import { testConfig } from '../test/test-app.ts';
import { pruneSnapshots, restoreSnapshot, writeSnapshot } from './backup.ts';
import { openPglite, type Database } from './client.ts';

const TABLES = [
  'users',
  'login_sessions',
  'clients',
  'dogs',
  'training_sessions',
  'availability_slots',
  'appointment_requests',
  'appointments',
];

async function dump(database: Database) {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const result = await database.db.execute(sql.raw(`select * from ${table} order by id`));
    out[table] = (result as { rows: unknown[] }).rows;
  }
  return out;
}

describe.runIf(process.env.TEST_DB !== 'postgres')('embedded backups', () => {
  it('a snapshot restored into another folder holds exactly the same data', async () => {
    const source = mkdtempSync(path.join(os.tmpdir(), 'adiestra-backup-src-'));
    const database = await openPglite(source);
    const app = await buildApp({
      config: testConfig({ dataDir: source }),
      db: database.db,
      dbKind: 'pglite',
      logger: false,
    });
    const api = apiClient(app);
    const admin = await registerAdmin(api);
    await createTrainer(api, admin.token);
    const before = await dump(database);
    const file = await writeSnapshot(database.pglite!, path.join(source, 'backups', 'snap.tar.gz'));
    await app.close();
    await database.close();

    const target = mkdtempSync(path.join(os.tmpdir(), 'adiestra-backup-dst-'));
    await restoreSnapshot(file, target);
    const restored = await openPglite(target);
    try {
      expect(await dump(restored)).toEqual(before);
      expect((before.users ?? []).length).toBe(2);
    } finally {
      await restored.close();
    }
  }, 60_000);

  it('keeps only the newest seven snapshots', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'adiestra-prune-'));
    for (let day = 1; day <= 9; day++) {
      const file = path.join(dir, `adiestra-2026110${day}T000000.tar.gz`);
      writeFileSync(file, 'x');
      utimesSync(file, day * 1000, day * 1000);
    }
    pruneSnapshots(dir);
    expect(readdirSync(dir).sort()).toEqual(
      [3, 4, 5, 6, 7, 8, 9].map((d) => `adiestra-2026110${d}T000000.tar.gz`),
    );
  });
});
