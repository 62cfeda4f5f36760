import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './test/api-client.ts';
import { freePort, jsonFetch, startServer, type ServerProcess } from './test/server-process.ts';

// A server killed with SIGKILL mid-write must keep every write it acknowledged (DESIGN §2, §6), and
// `npm start` on the same folder must come back healthy (how fast is `npm run bench:start`'s figure,
// never an assertion: a loaded machine is slow, not broken). Rounds alternate:
// the app's process group alone (the embedded database outlives it and is found and stopped by the
// next start), and the app together with the database (which recovers from its write-ahead log).
const ROUNDS = 4;

/** The embedded server's postmaster, from its pid file. */
const postmasterPid = (dataDir: string) =>
  Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

describe('crash safety on the embedded database', () => {
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop('SIGTERM');
  });

  it(`keeps every acknowledged session through ${ROUNDS} SIGKILLs and reopens cleanly`, async () => {
    const env: Record<string, string> = {
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'adiestra-crash-')),
      JWT_SECRET: randomBytes(32).toString('hex'),
      RATE_LIMITS: 'off',
    };
    const port = await freePort();
    server = await startServer(env, port);
    const base = server.url;
    const token = (
      await jsonFetch(`${base}/api/auth/register`, {
        method: 'POST',
        body: {
          firstName: 'Crash',
          lastName: 'Test',
          email: 'crash@example.com',
          password: PASSWORD,
        },
      })
    ).body.data.token as string;
    const client = await jsonFetch(`${base}/api/clients`, {
      method: 'POST',
      token,
      body: { name: 'Carmen Ruiz', email: 'carmen@example.com', phone: '600123123' },
    });
    const clientId = client.body.data.id as string;
    const dog = await jsonFetch(`${base}/api/dogs`, {
      method: 'POST',
      token,
      body: { name: 'Rayo', breed: 'Mestizo', clientId },
    });
    const dogId = dog.body.data.id as string;
    expect(dogId).toBeTruthy();

    const acknowledged: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      let writing = true;
      const writer = async () => {
        while (writing) {
          try {
            const res = await jsonFetch(`${server!.url}/api/sessions`, {
              method: 'POST',
              token,
              body: {
                dogId,
                date: new Date().toISOString(),
                duration: 45,
                objectives: `Ronda ${round}`,
                activities: 'Sentado y quieto',
              },
            });
            if (res.status === 201 || res.status === 200)
              acknowledged.push(res.body.data.id as string);
          } catch {
            // the connection died with the server: that write was never acknowledged
          }
        }
      };
      const writers = [writer(), writer(), writer()];
      await new Promise((r) => setTimeout(r, 300 + Math.random() * 1200));
      const database = postmasterPid(env.DATA_DIR!);
      await server.stop('SIGKILL', { group: true });
      if (round % 2 === 1) process.kill(-database, 'SIGKILL');
      writing = false;
      await Promise.all(writers);
      server = await startServer(env, port);
    }

    expect(acknowledged.length).toBeGreaterThan(ROUNDS);
    const missing: string[] = [];
    for (const id of acknowledged) {
      const res = await jsonFetch(`${server.url}/api/sessions/${id}`, { token });
      if (res.status !== 200) missing.push(id);
    }
    expect(missing).toEqual([]);
  }, 600_000);
});
