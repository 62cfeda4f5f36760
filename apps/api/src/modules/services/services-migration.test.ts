import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { migrateDatabase, migrationsFolder } from '../../db/client.ts';
import { inDays } from '../../test/booking-fixtures.ts';

// The migration that brings the catalogue (issue 18), run on data written before it: every
// account gets the eight services, and existing requests and appointments keep their text and
// point at the service of the same name.
const SERVICES_MIGRATION = 10;
let serverUrl: string;
let url: string;
let folder: string;
let sql: postgres.Sql;
const dbName = `adiestra_migration_${randomBytes(6).toString('hex')}`;

/** The migrations folder as it was before the catalogue. */
function folderBefore(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'adiestra-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  for (const entry of journal.entries.filter((e) => e.idx >= SERVICES_MIGRATION))
    rmSync(path.join(dir, `${entry.tag}.sql`));
  journal.entries = journal.entries.filter((e) => e.idx < SERVICES_MIGRATION);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  serverUrl = inject('testDatabase').serverUrl;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${dbName}`);
  await admin.end();
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${dbName}`;
  url = dbUrl.toString();
  folder = folderBefore();
  await migrateDatabase(url, folder);
  sql = postgres(url, { max: 1, onnotice: () => {} });
});

afterAll(async () => {
  await sql.end();
  rmSync(folder, { recursive: true, force: true });
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

describe('the services migration', () => {
  it('gives every account the eight services and links existing rows by name', async () => {
    const userId = randomUUID();
    await sql`insert into users (id, email, password_hash, first_name)
      values (${userId}, 'antes@example.com', 'x', 'Antes')`;
    const requests = { basic: randomUUID(), evaluation: randomUUID() };
    for (const [id, type] of [
      [requests.basic, 'basic_training'],
      [requests.evaluation, 'evaluation'],
    ] as const)
      await sql`insert into appointment_requests (id, user_id, client_name, client_email,
        client_phone, dog_name, requested_date, service_type)
        values (${id}, ${userId}, 'Ana', 'ana@example.com', '600000000', 'Toby', ${inDays(30)}, ${type})`;
    const appointmentId = randomUUID();
    await sql`insert into appointments (id, user_id, request_id, client_name, client_email,
      client_phone, dog_name, scheduled_date, scheduled_time, service_type)
      values (${appointmentId}, ${userId}, ${requests.basic}, 'Ana', 'ana@example.com',
        '600000000', 'Toby', ${inDays(30)}, '10:00', 'socialization')`;

    await migrateDatabase(url);

    const services = await sql<{ id: string; name: string; duration: number }[]>`
      select id, name, duration, price_cents from services where business_id = ${userId} order by position`;
    expect(services.map((s) => s.name)).toEqual([
      'Entrenamiento Básico',
      'Entrenamiento Avanzado',
      'Corrección de Comportamiento',
      'Socialización',
      'Entrenamiento de Cachorros',
      'Entrenamiento Personalizado',
      'Consulta de Comportamiento',
      'Otro',
    ]);
    const byName = new Map(services.map((s) => [s.name, s.id]));
    const rows = await sql`select id, service_type, service_id from appointment_requests
      where business_id = ${userId}`;
    const request = (id: string) => rows.find((r) => r.id === id);
    expect(request(requests.basic)).toMatchObject({
      service_type: 'basic_training',
      service_id: byName.get('Entrenamiento Básico'),
    });
    // The internal form's 'evaluation' has no catalogue service: kept as text, unlinked.
    expect(request(requests.evaluation)).toMatchObject({
      service_type: 'evaluation',
      service_id: null,
    });
    const [appointment] = await sql`select service_type, service_id from appointments
      where id = ${appointmentId}`;
    expect(appointment).toEqual({
      service_type: 'socialization',
      service_id: byName.get('Socialización'),
    });
  });
});
