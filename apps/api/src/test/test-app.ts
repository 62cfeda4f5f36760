import { randomBytes } from 'node:crypto';
import os from 'node:os';
import postgres from 'postgres';
import { buildApp, type App } from '../app.ts';
import type { Config } from '../config.ts';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import type { Mail, Mailer } from '../lib/mailer.ts';

export interface TestApp {
  app: App;
  database: Database;
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
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing!!',
    appUrl: 'http://app.test',
    smtpUrl: undefined,
    redisUrl: undefined,
    mailFrom: 'Adiestra <no-reply@adiestra.test>',
    logLevel: 'silent',
    rateLimits: false,
    trustProxy: false,
    webDist: undefined,
    release: 'test',
    telemetryRetentionDays: 90,
    sentryDsn: undefined,
    ...overrides,
  };
}

/**
 * A fresh database for one test file: in-memory PGlite, or (TEST_DB=postgres) a new database on
 * the TEST_DATABASE_URL server, dropped afterwards.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !url) return openPglite(null);
  const name = `adiestra_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openPostgres(dbUrl.toString(), { max: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
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
    dbKind: database.kind,
    mailer,
    logger: false,
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
