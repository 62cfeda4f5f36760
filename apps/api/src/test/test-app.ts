import { randomBytes } from 'node:crypto';
import os from 'node:os';
import postgres from 'postgres';
import { buildApp, type App } from '../app.ts';
import type { Config } from '../config.ts';
import { inject } from 'vitest';
import { VERIFACTU_QR_BASES } from '@adiestra/shared';
import { openPostgres, type Database } from '../db/client.ts';
import { listenerOn } from '../db/listener.ts';
import type { Clock } from '../lib/clock.ts';
import type { Mail, Mailer } from '../lib/mailer.ts';
import { apiClient, createTrainer, registerAdmin, type ApiClient } from './api-client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server the API tests use, and the migrated template each test file's database copies (global-setup.ts). */
    testDatabase: {
      serverUrl: string;
      /** A PgBouncer in transaction mode in front of serverUrl, when the run has one. */
      poolerUrl: string | null;
      template: string;
    };
  }
}

export interface TestApp {
  app: App;
  database: Database & { url: string };
  /** Every e-mail the app sent, newest last. */
  mails: Mail[];
  close: () => Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: os.tmpdir(),
    databaseUrl: undefined,
    databaseDirectUrl: undefined,
    databaseReplicaUrl: undefined,
    databasePoolMode: 'session',
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing!!',
    appUrl: 'http://app.test',
    smtpUrl: undefined,
    redisUrl: undefined,
    mailFrom: 'Adiestra <no-reply@adiestra.test>',
    logLevel: 'silent',
    rateLimits: false,
    // Read by server.ts only: a test app caches sessions when asked (createTestApp's `listen`).
    sessionCache: false,
    trustProxy: false,
    webDist: undefined,
    release: 'test',
    telemetryRetentionDays: 90,
    sentryDsn: undefined,
    apiProcesses: 1,
    aeat: {
      url: 'https://127.0.0.1:9/unreachable',
      qrBase: VERIFACTU_QR_BASES.pruebas,
      timeoutMs: 2_000,
      ca: undefined,
      producerName: 'Adiestra',
      producerTaxId: undefined,
    },
    ...overrides,
  };
}

/** A fresh database for one test file: a copy of the run's migrated template, dropped afterwards. */
export async function openTestDatabase(): Promise<Database & { url: string }> {
  const { serverUrl, poolerUrl, template } = inject('testDatabase');
  const name = `adiestra_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${template}`);
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${name}`;
  // The app's pool goes through the run's PgBouncer when there is one; `url` (LISTEN, the tests'
  // own connections) stays direct, as DATABASE_DIRECT_URL does in production.
  const poolUrl = poolerUrl ? new URL(poolerUrl) : dbUrl;
  poolUrl.pathname = `/${name}`;
  const database = await openPostgres(poolUrl.toString(), {
    max: 5,
    migrate: false,
    poolMode: poolerUrl ? 'transaction' : 'session',
  });
  return {
    ...database,
    url: dbUrl.toString(),
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A clock a test sets and moves by hand (`app.clock`). */
export function testClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date: Date) => {
      current = date.getTime();
    },
    advance: (ms: number) => {
      current += ms;
    },
  } satisfies Clock & Record<string, unknown>;
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  /** `listen`: the session cache on, kept fresh by the database's notifications (decision 0105). */
  /** `logStream`: the app's own logger (at the config's level) writing there, for tests to read. */
  options: { clock?: Clock; listen?: boolean; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const mails: Mail[] = [];
  const mailer: Mailer = {
    send: (mail) => {
      mails.push(mail);
      return Promise.resolve(true);
    },
  };
  const app = await buildApp({
    config: testConfig(overrides),
    db: database.db,
    dbKind: 'postgres',
    mailer,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.listen ? { listen: listenerOn(database.url) } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    mails,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type Admin = Awaited<ReturnType<typeof registerAdmin>>;
export type Trainer = Awaited<ReturnType<typeof createTrainer>>;

/**
 * The usual opening of an API test file: a fresh app, its admin registered and one approved
 * trainer per name, created in that order. Call it in `beforeAll` and return `t.close` from there
 * (vitest runs a returned function after the file's tests).
 */
export async function trainerTestApp<const Names extends readonly string[] = []>(
  names: Names = [] as unknown as Names,
  overrides: Partial<Config> = {},
  clock?: Clock,
): Promise<{
  t: TestApp;
  api: ApiClient;
  admin: Admin;
  trainers: { -readonly [K in keyof Names]: Trainer };
}> {
  const t = await createTestApp(overrides, clock ? { clock } : {});
  try {
    const api = apiClient(t.app);
    const admin = await registerAdmin(api);
    const trainers: Trainer[] = [];
    for (const name of names) trainers.push(await createTrainer(api, admin.token, name));
    return { t, api, admin, trainers: trainers as { -readonly [K in keyof Names]: Trainer } };
  } catch (error) {
    await t.close();
    throw error;
  }
}
