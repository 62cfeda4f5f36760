import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiClient, createTrainer, registerAdmin } from '../test/api-client.ts';
import { createTenantFixture, TENANT_TABLES } from '../test/tenant-fixture.ts';
import { buildApp } from '../app.ts';
import { openTestDatabase, testConfig } from '../test/test-app.ts';
import { dump, emptyDatabaseUrl } from '../test/database-dump.ts';
import { pruneBackups, restoreBackup, writeBackup } from './backup.ts';

describe('backups', () => {
  it('a backup restored into another database holds exactly the same data', async () => {
    const source = await openTestDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'adiestra-backup-'));
    const app = await buildApp({
      config: testConfig({ dataDir }),
      db: source.db,
      dbKind: 'postgres',
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
    const before = await dump(source.url);
    const kept = ['users', 'login_sessions', 'password_reset_tokens', 'telemetry_events'];
    for (const table of [...kept, ...TENANT_TABLES]) {
      expect(before[table]?.length, table).toBeGreaterThan(0);
    }
    const file = await writeBackup(source.sql, path.join(dataDir, 'backups', 'copia.jsonl.gz'));
    await app.close();
    await source.close();

    const target = await emptyDatabaseUrl();
    await restoreBackup(target, file);
    expect(await dump(target)).toEqual(before);
  }, 60_000);

  it('refuses a file that is not a backup, leaving the database as it was', async () => {
    const target = await openTestDatabase();
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'adiestra-bad-')), 'x.jsonl.gz');
    writeFileSync(file, 'no soy una copia');
    const before = await dump(target.url);
    await expect(restoreBackup(target.url, file)).rejects.toThrow(/no es una copia de seguridad/);
    expect(await dump(target.url)).toEqual(before);
    await target.close();
  });

  it('keeps only the newest seven backups', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'adiestra-prune-'));
    for (let day = 1; day <= 9; day++) {
      const file = path.join(dir, `adiestra-2026110${day}T000000.jsonl.gz`);
      writeFileSync(file, 'x');
      utimesSync(file, day * 1000, day * 1000);
    }
    pruneBackups(dir);
    expect(readdirSync(dir).sort()).toEqual(
      [3, 4, 5, 6, 7, 8, 9].map((d) => `adiestra-2026110${d}T000000.jsonl.gz`),
    );
  });
});
