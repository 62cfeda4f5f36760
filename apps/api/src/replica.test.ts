import { execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateDatabase } from './db/client.ts';
import { openAppDatabases } from './db/replica.ts';
import { apiClient, createRecord, createTrainer, registerAdmin } from './test/api-client.ts';
import { testConfig } from './test/test-app.ts';

/**
 * Issue 46.4: a real primary and a streaming replica from the machine's PostgreSQL packages, the
 * app on both through DATABASE_URL and DATABASE_REPLICA_URL. The heavy reads go to the replica,
 * their writes and everything else to the primary, and nobody reads a replica that has not
 * replayed what was committed before the read began (decision 0155).
 */
const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const tools = ['initdb', 'pg_ctl', 'pg_basebackup', 'pg_isready', 'postgres'];
const missing = tools.filter((tool) => !existsSync(path.join(bin, tool)));
if (missing.length) {
  console.warn(`replica.test.ts skipped: no ${missing.join(', ')} in ${bin} (set PG_BIN)`);
}

// PostgreSQL refuses to run as root: as root, its tools run as the postgres user.
const asRoot = process.getuid?.() === 0;
const postgresUid = () => Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
function run(tool: string, args: string[]) {
  const command = path.join(bin, tool);
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function waitReady(port: number) {
  // pg_isready's own wait (-t), not a sleep: returns as soon as the server accepts connections.
  run('pg_isready', ['-q', '-h', '127.0.0.1', '-p', String(port), '-t', '20']);
}

describe.skipIf(missing.length > 0)('a streaming replica for the heavy reads', () => {
  let dir: string;
  let primaryPort: number;
  let replicaPort: number;
  const started: string[] = [];
  let app: App;
  const closers: (() => Promise<unknown>)[] = [];
  let primarySql: postgres.Sql;
  let replicaSql: postgres.Sql;
  let replicaDb: unknown;
  let replicaAdmin: postgres.Sql;
  let adminToken = '';
  const log: { server: 'primary' | 'replica'; query: string }[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'adiestra-replica-'));
    if (asRoot) chownSync(dir, postgresUid(), 0);
    [primaryPort, replicaPort] = [await freePort(), await freePort()];
    const primaryDir = path.join(dir, 'primary');
    const replicaDir = path.join(dir, 'replica');
    run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    // initdb's pg_hba.conf already trusts replication connections from 127.0.0.1.
    const settings = (port: number) =>
      [
        `port = ${port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        'wal_level = replica',
        'max_wal_senders = 4',
        'hot_standby = on',
        'fsync = off',
        'shared_buffers = 16MB',
        '',
      ].join('\n');
    appendFileSync(path.join(primaryDir, 'postgresql.conf'), settings(primaryPort));
    run('pg_ctl', ['-D', primaryDir, '-l', path.join(dir, 'primary.log'), '-w', 'start']);
    started.push(primaryDir);
    waitReady(primaryPort);
    run('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', replicaDir, '-R', '-X', 'stream', '--checkpoint=fast', '--no-sync'],
    ]);
    appendFileSync(path.join(replicaDir, 'postgresql.conf'), settings(replicaPort));
    run('pg_ctl', ['-D', replicaDir, '-l', path.join(dir, 'replica.log'), '-w', 'start']);
    started.push(replicaDir);
    waitReady(replicaPort);

    const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
    const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
    await migrateDatabase(primaryUrl);
    const config = loadConfig({
      DATA_DIR: dir,
      JWT_SECRET: testConfig().jwtSecret,
      DATABASE_URL: primaryUrl,
      DATABASE_REPLICA_URL: replicaUrl,
    });
    expect(config.databaseReplicaUrl).toBe(replicaUrl);
    expect(config.databaseDirectUrl).toBe(primaryUrl);
    const databases = await openAppDatabases(config, config.databaseUrl!, {
      onQuery: (server, query) => log.push({ server, query }),
    });
    closers.push(databases.close);
    primarySql = databases.primary.sql;
    replicaSql = databases.replica!.sql;
    replicaDb = databases.replica!.db;
    replicaAdmin = postgres(replicaUrl, { max: 1, onnotice: () => {} });
    closers.push(() => replicaAdmin.end({ timeout: 5 }));
    app = await buildApp({
      config: testConfig({
        databaseUrl: config.databaseUrl,
        databaseReplicaUrl: config.databaseReplicaUrl,
      }),
      db: databases.primary.db,
      heavyReads: databases.heavyReads,
      dbKind: 'postgres',
      mailer: { send: () => Promise.resolve(true) },
      logger: false,
    });
    closers.push(() => app.close());
    await app.ready();
  }, 180_000);

  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    for (const dataDir of started.reverse()) {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /**
   * The statements `work` sent to each server: the lag check aside, and the outbox worker's own
   * wake-ups (a transaction of its own on the primary, whenever it runs), which no request sends.
   */
  async function statementsOf(work: () => Promise<unknown>) {
    const from = log.length;
    await work();
    const sent = log
      .slice(from)
      .filter(({ query }) => !/pg_(current_wal|last_wal_replay)_lsn|outgoing_messages/.test(query))
      .filter(({ query }) => !/^\s*(begin|commit)\s*$/i.test(query));
    return {
      primary: sent.filter((s) => s.server === 'primary').map((s) => s.query),
      replica: sent.filter((s) => s.server === 'replica').map((s) => s.query),
    };
  }
  /** Polls (no fixed sleep) until the replica has replayed what the primary has written. */
  async function replicaCaughtUp() {
    const [{ lsn }] = await primarySql<[{ lsn: string }]>`select pg_current_wal_lsn()::text as lsn`;
    for (;;) {
      const [row] = await replicaAdmin<{ done: boolean }[]>`
        select pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn as done`;
      if (row!.done) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const writes = (queries: string[]) =>
    queries.filter((query) => /^\s*(insert|update|delete|merge)\b/i.test(query));

  it('runs heavy reads on the replica and their writes on the primary', async () => {
    const api = apiClient(app);
    adminToken = (await registerAdmin(api)).token;
    const lucia = await createTrainer(api, adminToken, 'Lucía');
    const client = await createRecord(
      api,
      '/api/clients',
      { name: 'Eva Ruiz', phone: '622000222' },
      lucia.token,
    );

    await replicaCaughtUp();
    const heavy = await app.heavyReads.db();
    // The heavy reads' pool is the replica's: a server in recovery.
    expect(heavy).toBe(replicaDb);
    const [recovery] = await replicaSql<
      [{ replica: boolean }]
    >`select pg_is_in_recovery() as replica`;
    expect(recovery.replica).toBe(true);

    // The client's export: read from the replica, its audit entry written to the primary.
    let status = 0;
    const exported = await statementsOf(async () => {
      status = (await api.get(`/api/clients/${client.id}/export`, lucia.token)).status;
    });
    expect(status).toBe(200);
    expect(exported.replica.length).toBeGreaterThan(0);
    expect(writes(exported.replica)).toEqual([]);
    expect(writes(exported.primary).some((q) => /audit/i.test(q))).toBe(true);

    // The gestor's book: read from the replica, the event that records it written to the primary.
    const year = app.clock.now().getUTCFullYear();
    const book = await statementsOf(async () => {
      status = (await api.get(`/api/invoices/book.csv?year=${year}`, lucia.token)).status;
    });
    expect(status).toBe(200);
    expect(book.replica.length).toBeGreaterThan(0);
    expect(writes(book.replica)).toEqual([]);
    expect(writes(book.primary).length).toBe(1);

    // An ordinary page stays on the primary.
    const list = await statementsOf(async () => {
      status = (await api.get('/api/clients', lucia.token)).status;
    });
    expect(status).toBe(200);
    expect(list.replica).toEqual([]);
  });

  it('shows a user their own write even while the replica lags behind', async () => {
    const api = apiClient(app);
    const lucia = await createTrainer(api, adminToken, 'Marta');
    // The replica stops replaying: whatever is written from now on is not on it.
    await replicaAdmin`select pg_wal_replay_pause()`;
    let feedPath = '';
    try {
      const created = await api.post('/api/calendar-feed', undefined, lucia.token);
      expect(created.status).toBe(201);
      feedPath = new URL(created.body.data.httpsUrl as string).pathname;
      // The new feed's token is not on the replica yet: the primary answers, and finds it.
      const lagging = await statementsOf(async () => {
        const res = await api.get(feedPath);
        expect(res.status).toBe(200);
        expect(res.body).toContain('BEGIN:VCALENDAR');
      });
      expect(lagging.replica).toEqual([]);
      expect(lagging.primary.length).toBeGreaterThan(0);
    } finally {
      await replicaAdmin`select pg_wal_replay_resume()`;
    }
    // Replaying again, the replica catches up and serves the same feed.
    await replicaCaughtUp();
    const caughtUp = await statementsOf(async () => {
      expect((await api.get(feedPath)).status).toBe(200);
    });
    expect(caughtUp.replica.length).toBeGreaterThan(0);
    expect(caughtUp.primary).toEqual([]);
  });
});
