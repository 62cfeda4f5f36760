import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PASSWORD } from './test/api-client.ts';
import {
  freePort,
  freePorts,
  jsonFetch,
  startServer,
  startServers,
  type ServerProcess,
} from './test/server-process.ts';

// Two API processes on one PostgreSQL database: the deployment DESIGN §2 scales with.
const url = inject('testDatabase').serverUrl;
const redisUrl = process.env.TEST_REDIS_URL;

/** Ten wrong passwords spread over both processes; the eleventh try is refused by either. */
async function expectSharedFailedLoginLimit(a: ServerProcess, b: ServerProcess, email: string) {
  for (let i = 0; i < 10; i++) {
    const res = await jsonFetch(`${(i % 2 === 0 ? a : b).url}/api/auth/login`, {
      method: 'POST',
      body: { email, password: `mal-${i}` },
    });
    expect(res.status).toBe(401);
  }
  const blocked = await jsonFetch(`${a.url}/api/auth/login`, {
    method: 'POST',
    body: { email, password: PASSWORD },
  });
  expect(blocked.status).toBe(429);
}

/** A new database on the test server and two processes on it, started together. */
async function twoServersOnNewDatabase(admin: postgres.Sql, env: Record<string, string> = {}) {
  const name = `adiestra_multi_${randomBytes(5).toString('hex')}`;
  await admin.unsafe(`create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const serverEnv = {
    DATABASE_URL: dbUrl.toString(),
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...env,
  };
  // Started together: the migration lock lets exactly one of them migrate.
  const [first, second] = await startServers(serverEnv, 2);
  const servers: [ServerProcess, ServerProcess] = [first!, second!];
  return {
    name,
    databaseUrl: dbUrl.toString(),
    servers,
    drop: async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await admin.unsafe(`drop database if exists ${name} with (force)`);
    },
  };
}

describe('two server processes on one PostgreSQL', () => {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  let a: ServerProcess;
  let b: ServerProcess;
  let drop = () => Promise.resolve();

  beforeAll(async () => {
    const pair = await twoServersOnNewDatabase(admin);
    [a, b] = pair.servers;
    drop = pair.drop;
  }, 90_000);

  afterAll(async () => {
    await drop();
    await admin.end();
  });

  it('share users and tokens, and a logout on one is refused by the other', async () => {
    const reg = await jsonFetch(`${a.url}/api/auth/register`, {
      method: 'POST',
      body: {
        firstName: 'Multi',
        lastName: 'Proceso',
        email: 'multi@example.com',
        password: PASSWORD,
      },
    });
    expect(reg.status).toBe(201);
    const login = await jsonFetch(`${b.url}/api/auth/login`, {
      method: 'POST',
      body: { email: 'multi@example.com', password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const token = login.body.data.token as string;
    expect((await jsonFetch(`${a.url}/api/auth/verify`, { token })).status).toBe(200);
    expect((await jsonFetch(`${a.url}/api/auth/logout`, { method: 'POST', token })).status).toBe(
      200,
    );
    expect((await jsonFetch(`${b.url}/api/auth/verify`, { token })).status).toBe(401);
  });

  it('never double-book: concurrent approvals of one time through both processes give one appointment', async () => {
    const token = (
      await jsonFetch(`${a.url}/api/auth/login`, {
        method: 'POST',
        body: { email: 'multi@example.com', password: PASSWORD },
      })
    ).body.data.token as string;
    const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await jsonFetch(`${a.url}/api/appointments/requests`, {
        method: 'POST',
        token,
        body: {
          clientName: `Cliente ${i}`,
          clientEmail: `c${i}@example.com`,
          clientPhone: '600123456',
          dogName: 'Toby',
          requestedDate: date,
          requestedTime: '10:00',
          duration: 60,
          serviceType: 'consultation',
        },
      });
      expect(res.status).toBe(201);
      ids.push(res.body.data.id as string);
    }
    const results = await Promise.all(
      ids.map((id, i) =>
        jsonFetch(`${(i % 2 ? a : b).url}/api/appointments/requests/${id}/approve`, {
          method: 'POST',
          token,
          body: { scheduledDate: date, scheduledTime: '10:30' },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
  });

  it('serve simultaneous writes from both without losing one', async () => {
    const token = (
      await jsonFetch(`${b.url}/api/auth/login`, {
        method: 'POST',
        body: { email: 'multi@example.com', password: PASSWORD },
      })
    ).body.data.token as string;
    const created = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        jsonFetch(`${(i % 2 ? a : b).url}/api/clients`, {
          method: 'POST',
          token,
          body: { name: `Cliente Paralelo ${i}`, email: `p${i}@example.com`, phone: '600111222' },
        }),
      ),
    );
    expect(created.map((res) => res.status)).toEqual(Array(40).fill(201));
    const list = await jsonFetch(`${a.url}/api/clients?search=paralelo&limit=50`, { token });
    expect(list.body.data.pagination.total).toBe(40);
  });

  it('share the failed-login limit: the eleventh try answers 429 whichever process gets it', () =>
    expectSharedFailedLoginLimit(a, b, 'multi@example.com'));

  it('share the per-IP limits: 30 public booking attempts an hour in all, whichever process', async () => {
    // Refused bodies count too: the limit stands before validation, as it must against floods.
    const results = [];
    for (let i = 0; i < 31; i++) {
      const res = await jsonFetch(`${(i % 2 === 0 ? a : b).url}/api/public/appointments/request`, {
        method: 'POST',
        body: {},
      });
      results.push(res.status);
    }
    expect(results.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(results[30]).toBe(429);
  });

  it('stop gracefully on SIGTERM', async () => {
    expect(await b.stop('SIGTERM')).toBe(0);
  });
});

describe.runIf(!!redisUrl)('two server processes with REDIS_URL', () => {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  let pair: Awaited<ReturnType<typeof twoServersOnNewDatabase>>;

  beforeAll(async () => {
    pair = await twoServersOnNewDatabase(admin, { REDIS_URL: redisUrl ?? '' });
  }, 90_000);

  afterAll(async () => {
    await pair.drop();
    await admin.end();
  });

  it('share the failed-login limit through Redis, not the database', async () => {
    const [a, b] = pair.servers;
    // Redis outlives this test's database: an address of its own keeps earlier runs' counts away.
    const email = `redis-${randomBytes(6).toString('hex')}@example.com`;
    await expectSharedFailedLoginLimit(a, b, email);
    const database = postgres(pair.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      expect(await database`select key from rate_limits`).toHaveLength(0);
    } finally {
      await database.end();
    }
  });
});

describe('embedded database folder', () => {
  it('refuses a second npm start on the same DATA_DIR while the first keeps serving', async () => {
    const [port, other] = await freePorts(2);
    const first = await startServer({}, port!);
    try {
      const second = startServer({ DATA_DIR: first.dataDir }, other!);
      await expect(second).rejects.toThrow(/ya está en uso por otro proceso/);
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    } finally {
      await first.stop();
    }
  }, 60_000);

  it('runs several API processes on one embedded server (API_PROCESSES)', async () => {
    const port = await freePort();
    const server = await startServer(
      { API_PROCESSES: '2', JWT_SECRET: randomBytes(32).toString('hex') },
      port,
    );
    try {
      const health = await jsonFetch(`${server.url}/api/health`);
      expect(health.body.data.database).toBe('embedded-postgres');
      const registered = await jsonFetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        body: {
          firstName: 'Varios',
          lastName: 'Procesos',
          email: 'varios@example.com',
          password: PASSWORD,
        },
      });
      const token = registered.body.data.token as string;
      // Keep-alive off: each request may land on either process; every write is seen by both.
      const created = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          jsonFetch(`${server.url}/api/clients`, {
            method: 'POST',
            token,
            body: {
              name: `Cliente ${i}`,
              email: `c${i}@example.com`,
              phone: `6001000${String(i).padStart(2, '0')}`,
            },
          }),
        ),
      );
      expect(created.map((r) => r.status)).toEqual(Array(20).fill(201));
      const list = await jsonFetch(`${server.url}/api/clients?limit=100`, { token });
      expect(list.body.data.pagination.total).toBe(20);
      expect(await server.stop()).toBe(0);
    } finally {
      await server.stop();
    }
  }, 90_000);
});
