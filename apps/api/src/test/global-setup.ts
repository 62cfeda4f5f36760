import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '../db/client.ts';
import { startThrowawayPostgres } from '../db/embedded-server.ts';
import { apiRoot } from '../paths.ts';

const withDatabase = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};

/**
 * Once per run: the server built into dist/, the PostgreSQL server in TEST_DATABASE_URL, or an embedded throwaway one, and a
 * template database migrated once, so each test file's fresh database is a cheap copy of it.
 */
export default async function setup(project: TestProject) {
  // The tests that run the server as a process run what `npm start` runs: the bundle (0.5 s).
  execFileSync(process.execPath, [path.join(apiRoot, 'build.mjs')], { stdio: 'inherit' });
  const embedded = process.env.TEST_DATABASE_URL ? null : await startThrowawayPostgres();
  // With TEST_DATABASE_DIRECT_URL, TEST_DATABASE_URL is a PgBouncer in transaction mode in front of
  // that server (scripts/pgbouncer.sh): the apps' queries go through it; CREATE DATABASE,
  // migrations (a session advisory lock) and LISTEN go direct.
  const directUrl = process.env.TEST_DATABASE_DIRECT_URL;
  const serverUrl = directUrl ?? process.env.TEST_DATABASE_URL ?? embedded!.url;
  const poolerUrl = directUrl ? process.env.TEST_DATABASE_URL! : null;
  const template = `adiestra_tpl_${randomBytes(5).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${template}`);
  await migrateDatabase(withDatabase(serverUrl, template));
  project.provide('testDatabase', { serverUrl, poolerUrl, template });
  return async () => {
    await admin.unsafe(`drop database if exists ${template} with (force)`);
    await admin.end({ timeout: 5 });
    await embedded?.stop();
  };
}
