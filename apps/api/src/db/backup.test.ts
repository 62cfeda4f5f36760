import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient, createTrainer, registerAdmin } from '../test/api-client.ts';
import { createTenantFixture } from '../test/tenant-fixture.ts';
import { buildApp } from '../app.ts';
import { testConfig } from '../test/test-app.ts';
import { pruneSnapshots, restoreSnapshot, writeSnapshot } from './backup.ts';
import { openPglite, type Database } from './client.ts';

/** Every table of the schema, read from the database itself so a new table is covered too. */
async function dump(database: Database) {
  const tables = (
    (await database.db.execute(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )) as { rows: { table_name: string }[] }
  ).rows.map((row) => row.table_name);
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const result = await database.db.execute(
      sql`select * from ${sql.identifier(table)} order by 1`,
    );
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
    const trainer = await createTrainer(api, admin.token);
    // One row of everything a trainer owns (photo bytes included), plus what the app keeps itself.
    await createTenantFixture(api, trainer.token);
    await api.post('/api/auth/forgot-password', { email: admin.email });
    const events = [{ type: 'page_view', name: '/clients', route: '/clients' }];
    const stored = await api.post('/api/telemetry/events', {
      events,
      visitorId: 'v-backup01',
      release: 'test',
    });
    expect(stored.status).toBe(202);
    const before = await dump(database);
    for (const table of [
      'users',
      'login_sessions',
      'password_reset_tokens',
      'clients',
      'dogs',
      'dog_photos',
      'training_sessions',
      'availability_slots',
      'appointment_requests',
      'appointments',
      'telemetry_events',
    ]) {
      expect(before[table]?.length, table).toBeGreaterThan(0);
    }
    const file = await writeSnapshot(database.pglite!, path.join(source, 'backups', 'snap.tar.gz'));
    await app.close();
    await database.close();

    const target = mkdtempSync(path.join(os.tmpdir(), 'adiestra-backup-dst-'));
    await restoreSnapshot(file, target);
    const restored = await openPglite(target);
    try {
      expect(await dump(restored)).toEqual(before);
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
