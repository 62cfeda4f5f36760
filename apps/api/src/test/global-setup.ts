import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '../db/client.ts';
import { startThrowawayPostgres } from '../db/embedded-server.ts';

const withDatabase = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};

/**
 * Once per run: the PostgreSQL server in TEST_DATABASE_URL, or an embedded throwaway one, and a
 * template database migrated once, so each test file's fresh database is a cheap copy of it.
 */
export default async function setup(project: TestProject) {
  const embedded = process.env.TEST_DATABASE_URL ? null : await startThrowawayPostgres();
  const serverUrl = process.env.TEST_DATABASE_URL ?? embedded!.url;
  const template = `adiestra_tpl_${randomBytes(5).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${template}`);
  await migrateDatabase(withDatabase(serverUrl, template));
  project.provide('testDatabase', { serverUrl, template });
  return async () => {
    await admin.unsafe(`drop database if exists ${template} with (force)`);
    await admin.end({ timeout: 5 });
    await embedded?.stop();
  };
}
