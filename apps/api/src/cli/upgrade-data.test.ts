import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { migrationsFolder } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { apiClient, createTrainer, PASSWORD, registerAdmin } from '../test/api-client.ts';
import { freePort, jsonFetch, startServer } from '../test/server-process.ts';
import { createTenantFixture } from '../test/tenant-fixture.ts';
import { testConfig } from '../test/test-app.ts';

const run = promisify(execFile);
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A DATA_DIR as the previous release left it: its PGlite folder, filled through the API. */
async function previousReleaseFolder() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'adiestra-previous-'));
  const folder = path.join(dataDir, 'pglite');
  mkdirSync(folder);
  const client = await PGlite.create(folder, { extensions: { btree_gist, pg_trgm } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  const app = await buildApp({
    config: testConfig({ dataDir }),
    db,
    dbKind: 'embedded-postgres',
    logger: false,
  });
  const api = apiClient(app);
  const admin = await registerAdmin(api);
  const trainer = await createTrainer(api, admin.token);
  await createTenantFixture(api, trainer.token);
  const clients = (await api.get('/api/clients', trainer.token)).body.data.clients;
  await app.close();
  await client.close();
  return { dataDir, trainer, clientNames: clients.map((c: { name: string }) => c.name) };
}

describe('upgrading a data folder made by the previous release', () => {
  it('refuses to start, names npm run upgrade-data, and that command brings every row over', async () => {
    const previous = await previousReleaseFolder();
    const env = { DATA_DIR: previous.dataDir, JWT_SECRET: randomBytes(32).toString('hex') };
    const port = await freePort();

    await expect(startServer(env, port)).rejects.toThrow(/npm run upgrade-data/);

    const upgraded = await run(process.execPath, ['--import', 'tsx', 'src/cli/upgrade-data.ts'], {
      cwd: apiRoot,
      env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    });
    expect(upgraded.stdout).toMatch(/Datos de la versión anterior traídos: \d+ filas/);
    expect(existsSync(path.join(previous.dataDir, 'pglite'))).toBe(false);
    expect(readdirSync(previous.dataDir).some((f) => f.startsWith('pglite.upgraded-'))).toBe(true);

    const server = await startServer(env, await freePort());
    try {
      const login = await jsonFetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        body: { email: previous.trainer.email, password: PASSWORD },
      });
      expect(login.status).toBe(200);
      const token = login.body.data.token as string;
      const clients = await jsonFetch(`${server.url}/api/clients`, { token });
      expect(clients.body.data.clients.map((c: { name: string }) => c.name)).toEqual(
        previous.clientNames,
      );
      const dogs = await jsonFetch(`${server.url}/api/dogs`, { token });
      const photo = dogs.body.data.dogs.find((d: { photo: string | null }) => d.photo)?.photo;
      expect(photo).toBeTruthy();
      const image = await fetch(`${server.url}${photo as string}`);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
    } finally {
      await server.stop();
    }
  }, 120_000);
});
