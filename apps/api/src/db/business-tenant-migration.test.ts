import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { apiClient, createTrainer, registerAdmin, type ApiClient } from '../test/api-client.ts';
import { dump, emptyDatabaseUrl } from '../test/database-dump.ts';
import { createTenantFixture } from '../test/tenant-fixture.ts';
import { openTestDatabase, testClock, testConfig } from '../test/test-app.ts';
import { loadInto, queryOf, tablesInOrder } from './backup.ts';
import { migrationsFolder, openPostgres } from './client.ts';

/**
 * Migration 0047 (decision 0132) on real-shaped data: accounts of the one-trainer era, with one
 * row of everything a trainer owns (sessions, bookings, bonos and their movements, payments,
 * invoices with their registro chain, classes and courses, consents, the calendar feed, booking
 * links), are written as that era's schema held them — `user_id`, no businesses — and migrated.
 * Every row of every table must come out exactly as the sign-ups of today write it, and every
 * screen a trainer reads must answer the same, with the same sign-in.
 */
const TABLES_IT_CREATES = new Set(['businesses', 'business_members']);
/** Kept by triggers from the rows they count: rebuilt as those rows load (as backups do). */
const DERIVED = new Set(['session_totals']);
/**
 * What later migrations add, which the era before 0047 did not hold: 0049 gives each row its
 * trainer (the titular, whose id is the business's) and builds the trainers' occupied time.
 */
const LATER_TABLES = new Set(['trainer_occupancy']);
const LATER_COLUMNS = ['trainer_id'];

function migrationsBefore(tagSuffix: string): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  return journal.entries.findIndex((entry) => entry.tag.endsWith(tagSuffix));
}

/** The database's rows as the schema before 0047 held them: the tenant column was `user_id`. */
async function* asOneTrainerEra(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    for (const table of await tablesInOrder(queryOf(sql))) {
      if (TABLES_IT_CREATES.has(table) || DERIVED.has(table) || LATER_TABLES.has(table)) continue;
      yield JSON.stringify({ table });
      const rows = await sql<{ r: Record<string, unknown> }[]>`
        select row_to_json(t) as r from ${sql(table)} t`;
      for (const { r } of rows) {
        const { business_id: businessId, ...later } = r;
        const rest = Object.fromEntries(
          Object.entries(later).filter(([column]) => !LATER_COLUMNS.includes(column)),
        );
        yield JSON.stringify(businessId === undefined ? rest : { ...rest, user_id: businessId });
      }
    }
  } finally {
    await sql.end();
  }
}

/** What a trainer's screens show: every list route of the app that takes no id. */
async function screens(api: ApiClient, routes: string[], token: string) {
  const seen: Record<string, unknown> = {};
  for (const url of routes) {
    const res = await api.get(url, token);
    seen[url] = { status: res.status, body: res.body };
  }
  return seen;
}

describe('migration 0047_business-tenant', () => {
  it('turns each trainer into a one-person business and keeps every row and answer', async () => {
    const clock = testClock();
    const source = await openTestDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'adiestra-tenant-'));
    const config = testConfig({ dataDir });
    const open = (db: Awaited<ReturnType<typeof openPostgres>>['db']) =>
      buildApp({ config, db, dbKind: 'postgres', logger: false, clock });
    const app = await open(source.db);
    const api = apiClient(app);
    const admin = await registerAdmin(api);
    const lucia = await createTrainer(api, admin.token, 'Lucía');
    const pablo = await createTrainer(api, admin.token, 'Pablo');
    await createTenantFixture(api, lucia.token);
    // A second trainer with data of their own: the rename must keep each row with its business.
    await api.post('/api/clients', { firstName: 'Marta', email: 'marta@example.com' }, pablo.token);
    const routes = app.routeTable
      .filter((r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.url.includes(':'))
      .map((r) => r.url);
    const seenBefore = {
      lucia: await screens(api, routes, lucia.token),
      pablo: await screens(api, routes, pablo.token),
      admin: await screens(api, routes, admin.token),
    };
    // After the screens: a first read writes what it shows (the privacy text's first version).
    const before = await dump(source.url);
    // A request of the one-trainer era names no trainer after migration 0049 ("Cualquiera",
    // decision 0134), where today's code records the business's only trainer (decision 0139).
    before.appointment_requests = before.appointment_requests!.map((row) =>
      row.replace(/"trainer_id":"[^"]+"/, '"trainer_id":null'),
    );
    // Migration 0057 came after: places made before it have no confirmation time (issue 45).
    before.class_enrolments = before.class_enrolments!.map((row) =>
      row.replace(/"confirmed_at":"[^"]+"/, '"confirmed_at":null'),
    );
    // Each account is the titular of a business with its id, as a sign-up makes it.
    expect(before.business_members).toHaveLength(3);
    for (const id of [admin.user.id as string, lucia.id, pablo.id]) {
      expect(before.business_members).toContainEqual(
        expect.stringContaining(`"business_id":"${id}","user_id":"${id}","role":"titular"`),
      );
    }
    await app.close();

    const target = await emptyDatabaseUrl();
    await loadInto(target, migrationsBefore('_business-tenant'), asOneTrainerEra(source.url));
    await source.close();

    expect(await dump(target)).toEqual(before);
    const migrated = await openPostgres(target, { max: 2, migrate: false });
    const again = await open(migrated.db);
    const apiAgain = apiClient(again);
    // The same tokens sign in: sessions, links and feeds were kept with the rows.
    expect({
      lucia: await screens(apiAgain, routes, lucia.token),
      pablo: await screens(apiAgain, routes, pablo.token),
      admin: await screens(apiAgain, routes, admin.token),
    }).toEqual(seenBefore);
    // The comparison read the trainer's screens, not a row of refusals.
    const answered = Object.values(seenBefore.lucia) as { status: number }[];
    expect(answered.filter((s) => s.status === 200).length).toBeGreaterThan(20);
    await again.close();
    await migrated.close();
  }, 240_000);
});
