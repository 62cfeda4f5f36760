import { todayIn } from '@adiestra/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTrainer, registerAdmin, type ApiClient } from './test/api-client.ts';
import { ownerHeaders, signInOwner } from './test/owner-fixtures.ts';
import {
  EDGE_MODES,
  operationsOf,
  requestsFor,
  type GeneratedRequest,
  type OpenApiDocument,
} from './test/openapi-cases.ts';
import { createTenantFixture, type TenantFixture } from './test/tenant-fixture.ts';
import { createTestApp, testClock, type TestApp, type Trainer } from './test/test-app.ts';

/**
 * Every documented route, fed requests generated from its own OpenAPI schema (seeded, so each run
 * sends the same cases): a trainer's token and an owner's session on each, real ids in most paths.
 * Whatever comes in, no answer is a server error; the log the app wrote meanwhile holds none of
 * the personal data the fixture stored or the requests carried.
 */

const SEED = 20261202;
/** Cases per route and edge mode: about 3,000 over the ~230 documented operations. */
const RUNS_WITH_BODY = 4;
const RUNS_WITHOUT_BODY = 2;
/** Routes that would end the sessions the cases run with. */
const SKIPPED = /\/(logout|password|sessions\/end)$/;

let t: TestApp, api: ApiClient, trainer: Trainer, fixture: TenantFixture;
let ownerCookie: string;
const logged: string[] = [];

beforeAll(async () => {
  // Midday of today's UTC date, the day the fixture dates its records from, on the trainer's clock
  // too (near midnight the two would name different days).
  const midday = new Date(`${new Date().toISOString().slice(0, 10)}T11:00:00Z`);
  t = await createTestApp(
    { logLevel: 'info' },
    { clock: testClock(midday), logStream: { write: (line) => void logged.push(line) } },
  );
  try {
    api = apiClient(t.app);
    const admin = await registerAdmin(api);
    trainer = await createTrainer(api, admin.token, 'Lucía');
    fixture = await createTenantFixture(api, trainer.token);
    ownerCookie = await signInOwner(t, api, 'zacarias.secreto@example.com');
  } catch (error) {
    await t.close();
    throw error;
  }
  return t.close;
});

const fixtureIds = () =>
  Object.values(fixture).filter((v): v is string => typeof v === 'string' && v.length === 36);

async function send(request: GeneratedRequest) {
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  const response = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      authorization: `Bearer ${trainer.token}`,
      ...ownerHeaders({ cookie: ownerCookie }),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload }),
  });
  return response.statusCode;
}

describe('generated requests on every documented route', () => {
  it('never answer a server error, and the log keeps no personal data', async () => {
    const doc = t.app.swagger() as unknown as OpenApiDocument;
    const operations = operationsOf(doc).filter(
      (op) =>
        op.path.startsWith('/api/') && !op.path.startsWith('/api/docs') && !SKIPPED.test(op.path),
    );
    expect(operations.length).toBeGreaterThan(200);
    const ctx = {
      ids: [...fixtureIds(), trainer.id],
      today: todayIn('Europe/Madrid', t.app.clock.now()),
    };
    const failures: string[] = [];
    let cases = 0;
    for (const [index, op] of operations.entries()) {
      for (const [m, mode] of EDGE_MODES.entries()) {
        const requests = fc.sample(requestsFor(op, { ...ctx, mode }), {
          numRuns: op.body ? RUNS_WITH_BODY : RUNS_WITHOUT_BODY,
          seed: SEED + index * EDGE_MODES.length + m,
        });
        for (const request of requests) {
          cases += 1;
          const status = await send(request);
          if (status >= 500)
            failures.push(
              `${status} ${request.method} ${request.url.slice(0, 160)} ${request.body === undefined ? '' : JSON.stringify(request.body).slice(0, 300)}`,
            );
        }
      }
    }
    expect(cases).toBeGreaterThan(2_500);
    expect(failures).toEqual([]);
    const log = logged.join('');
    for (const marker of fixture.markers) expect(log).not.toContain(marker);
  }, 600_000); // about 50 s on an idle 2-core machine; the bound is for a loaded one
});

describe('a request that fails inside the database', () => {
  it('is logged by its kind and place, without the names, tax number or text it carried', async () => {
    // A trigger stands for any failure of the query itself: the driver's error then holds the
    // statement's parameters, which are the body's values.
    await t.database.db.execute(sql`
      create function refuse_client() returns trigger language plpgsql as
        $$ begin raise exception 'fallo forzado' using errcode = 'XX000'; end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_client before insert on clients for each row execute function refuse_client()`,
    );
    const from = logged.length;
    try {
      const res = await api.post(
        '/api/clients',
        {
          name: 'Eustaquia Reservadísima',
          email: 'eustaquia.reservada@example.com',
          phone: '612345678',
          taxId: '12345678Z',
          notes: 'Descripción confidencial del caso',
        },
        trainer.token,
      );
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ success: false, code: 'INTERNAL_ERROR' });
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_client on clients`);
      await t.database.db.execute(sql`drop function refuse_client()`);
    }
    const log = logged.slice(from).join('');
    // The error is there, to be found: its kind, its database code and where it came from.
    expect(log).toContain('"level":50');
    expect(log).toContain('XX000');
    for (const sent of [
      'Eustaquia',
      'Reservad',
      'eustaquia.reservada',
      '612345678',
      '12345678Z',
      'confidencial',
    ])
      expect(log).not.toContain(sent);
  });
});
