import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { describe, expect, inject, it } from 'vitest';
import { PASSWORD } from '../test/api-client.ts';
import { freePort, jsonFetch, startServer, type ServerProcess } from '../test/server-process.ts';

const run = promisify(execFile);
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** `npm run backup` / `npm run restore` as the README gives them, on one DATA_DIR. */
const cli = (
  script: 'backup' | 'restore' | 'upgrade-data',
  dataDir: string,
  args: string[] = [],
  env: Record<string, string> = {},
) =>
  run(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
    cwd: apiRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
  });

/** The first account of a fresh server: an admin, signed in at once. */
async function registerFirstAccount(server: ServerProcess) {
  const registered = await jsonFetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    body: {
      firstName: 'Copia',
      lastName: 'Segura',
      email: 'copia@example.com',
      password: PASSWORD,
    },
  });
  return registered.body.data.token as string;
}

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

describe('npm run backup / npm run restore', () => {
  it('on the embedded server: back up a running server, then bring the folder back to that moment', async () => {
    const port = await freePort();
    let server = await startServer({}, port);
    const { dataDir } = server;
    try {
      const token = await registerFirstAccount(server);
      const before = { name: 'Antes De La Copia', email: 'antes@example.com', phone: '600111222' };
      expect(
        (await jsonFetch(`${server.url}/api/clients`, { method: 'POST', token, body: before }))
          .status,
      ).toBe(201);

      // The command reads the running server (which also took its daily backup at start).
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
      await expect(cli('restore', dataDir, [file])).rejects.toMatchObject({
        stderr: expect.stringMatching(/Detén el servidor antes de restaurar/),
      });
      expect(await server.stop()).toBe(0);
      const restored = await cli('restore', dataDir, [file]);
      expect(restored.stdout).toContain('Base de datos restaurada');

      server = await startServer({ DATA_DIR: dataDir }, await freePort());
      expect(await clientNames(server, await signIn(server))).toEqual(['Antes De La Copia']);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('on DATABASE_URL: the same commands back up and restore that server', async () => {
    const { serverUrl } = inject('testDatabase');
    const name = `adiestra_cli_${randomBytes(5).toString('hex')}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), JWT_SECRET: randomBytes(32).toString('hex') };
    const port = await freePort();
    let server = await startServer(env, port);
    const { dataDir } = server;
    try {
      const token = await registerFirstAccount(server);
      const client = { name: 'Antes De La Copia', email: 'antes@example.com', phone: '600111222' };
      await jsonFetch(`${server.url}/api/clients`, { method: 'POST', token, body: client });
      const target = path.join(dataDir, 'copia.jsonl.gz');
      await cli('backup', dataDir, [target], env);
      const later = {
        name: 'Despues De La Copia',
        email: 'despues@example.com',
        phone: '600333444',
      };
      await jsonFetch(`${server.url}/api/clients`, { method: 'POST', token, body: later });
      expect(await server.stop()).toBe(0);
      expect((await cli('restore', dataDir, [target], env)).stdout).toContain(
        'Base de datos restaurada',
      );
      server = await startServer({ ...env, DATA_DIR: dataDir }, await freePort());
      expect(await clientNames(server, await signIn(server))).toEqual(['Antes De La Copia']);
    } finally {
      await server.stop();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
