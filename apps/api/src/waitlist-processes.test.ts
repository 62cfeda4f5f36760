import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, todayIn } from '@adiestra/shared';
import { PASSWORD } from './test/api-client.ts';
import {
  freePort,
  jsonFetch,
  startServer,
  startServers,
  type ServerProcess,
} from './test/server-process.ts';
import { serviceBody } from './test/service-fixtures.ts';

// Issue 29, decision 0071: a waiting list's sequence (free → offer → expire → next offer) happens
// exactly once across processes and restarts. Two server processes on one database move their
// clocks past an offer's deadline at the same moment, so both sweep it; then one is killed and
// started again and sweeps once more. One expiry, one next offer and one mail each, whatever ran.
const { serverUrl, template } = inject('testDatabase');

describe('a waiting-list offer swept by two processes, then by a restarted one', () => {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const name = `adiestra_waitlist_${randomBytes(5).toString('hex')}`;
  let env: Record<string, string>;
  let servers: ServerProcess[] = [];
  let database: postgres.Sql | undefined;

  beforeAll(async () => {
    await admin.unsafe(`create database ${name} template ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env = {
      DATABASE_URL: url.toString(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      RATE_LIMITS: 'off',
      // The clock e2e tests move (lib/test-clock.ts): POST /api/test/clock sets it and sweeps.
      NODE_ENV: 'test',
      ADIESTRA_TEST_CLOCK: 'on',
    };
    servers = await startServers(env, 2);
    database = postgres(url.toString(), { max: 1, onnotice: () => {} });
  }, 90_000);

  afterAll(async () => {
    await database?.end();
    await Promise.all(servers.map((server) => server.stop()));
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('expires the offer once, offers the place to the next once, and mails each once', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const registered = await jsonFetch(`${a.url}/api/auth/register`, {
      method: 'POST',
      body: {
        firstName: 'Lucía',
        lastName: 'Grupo',
        email: 'lucia@example.com',
        password: PASSWORD,
      },
    });
    expect(registered.status).toBe(201);
    const token = registered.body.data.token as string;
    const post = async (path: string, body: unknown, server = a) => {
      const res = await jsonFetch(`${server.url}${path}`, { method: 'POST', token, body });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      return res.body.data;
    };
    const service = await post('/api/services', serviceBody({ name: 'Cachorros', kind: 'group' }));
    const owners = [];
    for (const [i, dog] of ['Kira', 'Luna', 'Toby'].entries()) {
      const email = `duena${i}@example.com`;
      const client = await post('/api/clients', {
        name: `Dueña ${dog}`,
        email,
        phone: '600000000',
      });
      const created = await post('/api/dogs', { name: dog, breed: 'Mestizo', clientId: client.id });
      owners.push({ email, body: { clientId: client.id as string, dogId: created.id as string } });
    }
    const [kira, luna, toby] = owners as [
      (typeof owners)[0],
      (typeof owners)[0],
      (typeof owners)[0],
    ];
    const date = addDays(todayIn('Europe/Madrid', new Date()), 5);
    const created = await post('/api/classes', {
      serviceId: service.id,
      date,
      time: '18:00',
      duration: 60,
      places: 1,
    });
    const classId = created.classes[0].id as string;
    const placeId = (await post(`/api/classes/${classId}/enrolments`, kira.body)).roster[0].id;
    await post(`/api/classes/${classId}/waitlist`, luna.body);
    await post(`/api/classes/${classId}/waitlist`, toby.body, b);
    // Kira's place freed: offered to Luna, the first waiting.
    const offered = await post(`/api/classes/${classId}/enrolments/${placeId}/cancel`, {}, b);
    expect(offered.waitlist.map((e: { status: string }) => e.status)).toEqual([
      'offered',
      'waiting',
    ]);
    const past = new Date(new Date(offered.waitlist[0].offerExpiresAt).getTime() + 1000);

    const state = async () => {
      const detail = await jsonFetch(`${b.url}/api/classes/${classId}`, { token });
      const mails = await database!<{ recipient: string }[]>`
        select recipient from outgoing_messages where subject like 'Plaza libre:%'
        order by recipient`;
      return {
        enrolled: detail.body.data.enrolled as number,
        offered: detail.body.data.offered as number,
        waitlist: (detail.body.data.waitlist as { dogName: string; status: string }[]).map((e) => [
          e.dogName,
          e.status,
        ]),
        offerMails: mails.map((m) => m.recipient),
      };
    };
    const expected = {
      enrolled: 0,
      offered: 1,
      waitlist: [['Toby', 'offered']],
      offerMails: [luna.email, toby.email],
    };
    const moveClock = (server: ServerProcess) =>
      jsonFetch(`${server.url}/api/test/clock`, {
        method: 'POST',
        body: { now: past.toISOString() },
      });

    type Swept = {
      status: number;
      body: { data: { sweeps: Record<string, { expired: number }> } };
    };
    const expiries = (res: Swept) => res.body.data.sweeps['waiting list offers']!.expired;

    // Both processes past the deadline at once: each runs its sweeps. At most one of them closed
    // the offer (each process's own minute timer may have done it first).
    const moved = (await Promise.all([moveClock(a), moveClock(b)])) as Swept[];
    expect(moved.map((res) => res.status)).toEqual([200, 200]);
    expect(moved.map(expiries).reduce((n, e) => n + e, 0)).toBeLessThanOrEqual(1);
    expect(await state()).toEqual(expected);

    // One process killed and started again: its first sweep finds nothing left to do.
    await a.stop('SIGKILL');
    servers[0] = await startServer(env, await freePort());
    const restarted = await moveClock(servers[0]);
    expect(restarted.status).toBe(200);
    expect(expiries(restarted)).toBe(0);
    expect(await state()).toEqual(expected);
  }, 120_000);
});
