import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../test/api-client.ts';
import { jsonFetch, startServer, type ServerProcess } from '../test/server-process.ts';

const run = promisify(execFile);
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** `npm run backup` / `npm run restore` as the README gives them, on one DATA_DIR. */
const cli = (script: 'backup' | 'restore', dataDir: string, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
    cwd: apiRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  });

async function signIn(server: ServerProcess) {
  const res = await jsonFetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    body: { email: 'copia@example.com', password: PASSWORD },
  });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

const clientNames = async (server: ServerProcess, token: string) =>
  (await jsonFetch(`${server.url}/api/clients`, { token })).body.data.clients.map(
    (client: { name: string }) => client.name,
  ) as string[];

describe.runIf(process.env.TEST_DB !== 'postgres')('npm run backup / npm run restore', () => {
  it('snapshot a running server, then bring the folder back to that moment', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    let server = await startServer({}, port);
    const { dataDir } = server;
    try {
      const registered = await jsonFetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        body: {
          firstName: 'Copia',
          lastName: 'Segura',
          email: 'copia@example.com',
          password: PASSWORD,
        },
      });
      const token = registered.body.data.token as string;
      const before = { name: 'Antes De La Copia', email: 'antes@example.com', phone: '600111222' };
      expect(
        (await jsonFetch(`${server.url}/api/clients`, { method: 'POST', token, body: before }))
          .status,
      ).toBe(201);

      // The server holds the folder: the command asks it for the snapshot.
      // (The server also took its daily snapshot at start, before the client existed.)
      const backup = await cli('backup', dataDir);
      const file = /Copia de seguridad escrita en (.+)/.exec(backup.stdout)?.[1]?.trim() ?? '';
      expect(readdirSync(path.join(dataDir, 'backups'))).toContain(path.basename(file));

      const after = {
        name: 'Despues De La Copia',
        email: 'despues@example.com',
        phone: '600333444',
      };
      await jsonFetch(`${server.url}/api/clients`, { method: 'POST', token, body: after });
      expect(await clientNames(server, token)).toHaveLength(2);

      // Restoring refuses while the server runs, then works once it is stopped.
      await expect(cli('restore', dataDir, file)).rejects.toMatchObject({
        stderr: expect.stringMatching(/Detén el servidor antes de restaurar/),
      });
      expect(await server.stop()).toBe(0);
      const restored = await cli('restore', dataDir, file);
      expect(restored.stdout).toContain('Base de datos restaurada');

      server = await startServer({ DATA_DIR: dataDir }, port + 1);
      expect(await clientNames(server, await signIn(server))).toEqual(['Antes De La Copia']);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
