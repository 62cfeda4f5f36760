import postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTrainer, PASSWORD, registerAdmin } from '../../test/api-client.ts';
import { recordQueries } from '../../test/query-recorder.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { LiveSessionCache } from './live-session-cache.ts';

/**
 * Decision 0105: a checked session is served from the process's cache until the database says
 * its user or one of its sessions changed. "Another process" is a connection of the test's own.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
let other: postgres.Sql;

beforeAll(async () => {
  t = await createTestApp({}, { listen: true });
  api = apiClient(t.app);
  admin = await registerAdmin(api);
  other = postgres(t.database.url, { max: 1, onnotice: () => {} });
  return async () => {
    await other.end();
    await t.close();
  };
});

const profile = (token: string) => api.get('/api/auth/profile', token);
/** The statements one request sends (the outbox worker's own `begin`s left out). */
async function statementsOf(request: () => Promise<unknown>) {
  const recorder = recordQueries(t.database);
  try {
    await request();
  } finally {
    recorder.stop();
  }
  return recorder.queries.map((q) => q.sql).filter((sql) => !/^begin\b/i.test(sql.trim()));
}
/** Eventually: the notification travels through the database to the app's listener. */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

/**
 * Until a request with `token` sends no statement at all. The login's own notification (its
 * `last_login`) may evict the first entry stored after it; the next one stays.
 */
async function cachedFor(token: string) {
  await eventually(async () => {
    await profile(token);
    return statementsOf(() => profile(token));
  }).toEqual([]);
}

/** A write that fires no trigger, so no notification: what the cache serves is then visible. */
async function silently(statement: (sql: postgres.TransactionSql) => Promise<unknown>) {
  await other.begin(async (sql) => {
    await sql`set local session_replication_role = replica`;
    await statement(sql);
  });
}

describe('the live-session cache', () => {
  it('serves a checked session without reading it again, until another process ends it', async () => {
    const trainer = await createTrainer(api, admin.token, 'Marta');
    await cachedFor(trainer.token);

    // Ended without a notification: the cache, not the database, answers.
    await silently(
      (sql) => sql`update login_sessions set revoked_at = now() where user_id = ${trainer.id}`,
    );
    expect((await profile(trainer.token)).status).toBe(200);
    // The same write with its trigger: the process hears of it and refuses the session.
    await other`update login_sessions set revoked_at = revoked_at where user_id = ${trainer.id}`;
    await eventually(async () => (await profile(trainer.token)).status).toBe(401);
  });

  it('shows a user changed by another process once it is notified', async () => {
    const trainer = await createTrainer(api, admin.token, 'Nuria');
    expect((await profile(trainer.token)).body.data.firstName).toBe('Nuria');
    await other`update users set first_name = 'Nerea' where id = ${trainer.id}`;
    await eventually(async () => (await profile(trainer.token)).body.data.firstName).toBe('Nerea');
  });

  it('applies this process’s own writes before it answers them', async () => {
    const trainer = await createTrainer(api, admin.token, 'Olga');
    const second = await api.post('/api/auth/login', { email: trainer.email, password: PASSWORD });
    const secondToken = second.body.data.token as string;
    expect((await profile(secondToken)).status).toBe(200);

    const renamed = await api.put(
      '/api/auth/profile',
      { firstName: 'Olivia', lastName: 'García' },
      trainer.token,
    );
    expect(renamed.status).toBe(200);
    expect((await profile(secondToken)).body.data.firstName).toBe('Olivia');

    expect((await api.post('/api/auth/logout', {}, secondToken)).status).toBe(200);
    expect((await profile(secondToken)).status).toBe(401);

    const deactivated = await api.put(
      `/api/admin/users/${trainer.id}/status`,
      { isActive: false },
      admin.token,
    );
    expect(deactivated.status).toBe(200);
    expect((await profile(trainer.token)).body).toMatchObject({ code: 'ACCOUNT_INACTIVE' });
  });

  it('forgets everything when its listener drops: what changed meanwhile is read again', async () => {
    const trainer = await createTrainer(api, admin.token, 'Pilar');
    expect((await profile(trainer.token)).status).toBe(200);
    await other`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen%'`;
    // No notification will ever say so: only a cache emptied on the drop can see it.
    await silently(
      (sql) => sql`update login_sessions set revoked_at = now() where user_id = ${trainer.id}`,
    );
    await eventually(async () => (await profile(trainer.token)).status).toBe(401);

    // Listening again: sessions are cached again and their changes heard.
    const again = await createTrainer(api, admin.token, 'Paula');
    await cachedFor(again.token);
    await other`update login_sessions set revoked_at = now() where user_id = ${again.id}`;
    await eventually(async () => (await profile(again.token)).status).toBe(401);
  });
});

describe('LiveSessionCache', () => {
  const user = (id: string) => ({ id }) as never;
  const later = (now: number, ms: number) => new Date(now + ms);

  it('keeps nothing a lookup read before an eviction, and nothing while not live', () => {
    let now = 1_000_000;
    const cache = new LiveSessionCache(() => now);
    const mark = cache.mark();
    cache.set(mark, 's1', user('u1'), later(now, 60_000));
    expect(cache.get('s1', 'u1')).toBeUndefined(); // not live yet

    cache.setLive(true);
    const before = cache.mark();
    cache.evictUser('u2');
    cache.set(before, 's1', user('u1'), later(now, 60_000));
    expect(cache.get('s1', 'u1')).toBeUndefined();

    cache.set(cache.mark(), 's1', user('u1'), later(now, 60_000));
    expect(cache.get('s1', 'u1')).toEqual({ id: 'u1' });
    expect(cache.get('s1', 'u2')).toBeUndefined(); // another user's claim on the same session id
    now += 30_000;
    expect(cache.get('s1', 'u1')).toBeDefined();
    now += 30_000; // the session's end
    expect(cache.get('s1', 'u1')).toBeUndefined();
  });

  it('evicts a user’s sessions only, and trusts an entry for a minute at most', () => {
    let now = 0;
    const cache = new LiveSessionCache(() => now);
    cache.setLive(true);
    cache.set(cache.mark(), 'a1', user('a'), later(now, 3_600_000));
    cache.set(cache.mark(), 'a2', user('a'), later(now, 3_600_000));
    cache.set(cache.mark(), 'b1', user('b'), later(now, 3_600_000));
    cache.evictUser('a');
    expect([cache.get('a1', 'a'), cache.get('a2', 'a'), cache.get('b1', 'b')]).toEqual([
      undefined,
      undefined,
      { id: 'b' },
    ]);
    now += 60_000;
    expect(cache.get('b1', 'b')).toBeUndefined();
  });
});
