import { AUDIT_MESSAGES, DATA_RIGHTS_MESSAGES, userDeletedMessage } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTrainer } from '../../test/api-client.ts';
import { inDays } from '../../test/booking-fixtures.ts';
import {
  createTenantFixture,
  dumpTenant,
  FISCAL_RECORD_TABLES,
  TENANT_TABLES,
} from '../../test/tenant-fixture.ts';
import { trainerTestApp } from '../../test/test-app.ts';
import { asOwner, bookFor, OWNER, signInOwner } from '../../test/owner-fixtures.ts';

/** Issue 20: the admins' audit log, and deleting a trainer account with its data. */

let ctx: Awaited<ReturnType<typeof trainerTestApp<['Lucía']>>>;
beforeAll(async () => {
  ctx = await trainerTestApp(['Lucía']);
  return ctx.t.close;
});

type Entry = {
  actorId: string | null;
  actorName: string | null;
  action: string;
  targetId: string | null;
  details: Record<string, unknown>;
};
const entries = async (query = '') =>
  (await ctx.api.get(`/api/admin/audit${query}`, ctx.admin.token)).body.data as {
    entries: Entry[];
    pagination: { total: number; totalPages: number };
  };

describe('audit log', () => {
  it('records approvals, role and status changes in the same transaction', async () => {
    const { api, admin } = ctx;
    const before = (await entries()).pagination.total;
    // Every approval, including the test setup's, is in the log.
    expect((await entries('?action=user.approval_changed')).entries.length).toBeGreaterThan(0);
    const nuria = await createTrainer(api, admin.token, 'Nuria');
    expect(
      (await api.put(`/api/admin/users/${nuria.id}/role`, { role: 'admin' }, admin.token)).status,
    ).toBe(200);
    await api.put(`/api/admin/users/${nuria.id}/status`, { isActive: false }, admin.token);
    const latest = (await entries()).entries.slice(0, 3);
    expect(latest.map((e) => e.action)).toEqual([
      'user.status_changed',
      'user.role_changed',
      'user.approval_changed',
    ]);
    expect(latest[0]).toMatchObject({
      actorId: admin.user.id,
      actorName: 'Admin Principal',
      targetId: nuria.id,
      details: { isActive: false },
    });
    expect(latest[1]!.details).toEqual({ role: 'admin' });
    expect((await entries()).pagination.total).toBe(before + 3);

    // A refused change writes nothing.
    const self = await api.put(
      `/api/admin/users/${admin.user.id}/role`,
      { role: 'user' },
      admin.token,
    );
    expect(self.status).toBe(403);
    expect((await entries()).pagination.total).toBe(before + 3);
  });

  it('pages and filters, and is for admins only', async () => {
    const { api } = ctx;
    const [lucia] = ctx.trainers;
    const page = await entries('?limit=1&page=2');
    expect(page.entries).toHaveLength(1);
    expect(page.pagination.totalPages).toBe(page.pagination.total);
    const filtered = await entries('?action=user.role_changed');
    expect(filtered.entries.every((e) => e.action === 'user.role_changed')).toBe(true);
    const bad = await api.get('/api/admin/audit?action=nada', ctx.admin.token);
    expect(bad.status).toBe(400);
    expect((await api.get('/api/admin/audit', lucia.token)).status).toBe(403);
    expect((await api.get('/api/admin/audit')).status).toBe(401);
  });

  it("filters by days on the admin's clock, both ends included (issue 27)", async () => {
    // Everything here was written today, on the test's real clock.
    const all = (await entries()).pagination.total;
    expect(all).toBeGreaterThan(0);
    const today = inDays(0);
    expect((await entries(`?from=${today}&to=${today}`)).pagination.total).toBe(all);
    expect((await entries(`?to=${inDays(-1)}`)).pagination.total).toBe(0);
    expect((await entries(`?from=${inDays(1)}`)).pagination.total).toBe(0);
    const reversed = await ctx.api.get(
      `/api/admin/audit?from=${today}&to=${inDays(-1)}`,
      ctx.admin.token,
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors.to).toBe(AUDIT_MESSAGES.toBeforeFrom);
    const notADay = await ctx.api.get('/api/admin/audit?from=2026-02-30', ctx.admin.token);
    expect(notADay.status).toBe(400);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  /** What the law keeps of a deleted account (decision 0123); the rest of TENANT_TABLES goes. */
  const FISCAL_TABLES = [...FISCAL_RECORD_TABLES, 'invoice_submissions'];
  /** The account's invoices unlink from its deleted clients, as an erasure does. */
  const withoutClient = (rows: unknown) =>
    (rows as Record<string, unknown>[]).map(({ client_id: _client, ...row }) => row);
  const fiscalRows = async (businessId: string) => {
    const out: Record<string, unknown> = {};
    for (const table of FISCAL_TABLES) {
      out[table] = withoutClient(
        await ctx.t.database.sql.unsafe(
          `select * from ${table} where business_id = $1 order by 1`,
          [businessId],
        ),
      );
    }
    return out;
  };
  const answerAll = (businessId: string, status: string) =>
    ctx.t.database.sql`update invoice_submissions set status = ${status}, answered_at = now()
      where business_id = ${businessId}`;

  it("deletes the account with its data and its owners' sessions, keeps its fiscal records; the others stay", async () => {
    const { t, api, admin } = ctx;
    const [lucia] = ctx.trainers;
    const leaving = await createTrainer(api, admin.token, 'Saliente');
    await createTenantFixture(api, leaving.token);
    const onlyHis = 'solo.del.saliente@example.com';
    const shared = 'de.los.dos@example.com';
    await bookFor(t, api, leaving, onlyHis, { date: inDays(3), time: '10:00' });
    await bookFor(t, api, leaving, shared, { date: inDays(3), time: '12:00' });
    await bookFor(t, api, lucia, shared, { date: inDays(3), time: '12:00' });
    const hisOwner = asOwner(api, { cookie: await signInOwner(t, api, onlyHis) });
    const sharedOwner = asOwner(api, { cookie: await signInOwner(t, api, shared) });
    await createTenantFixture(api, lucia.token);
    const luciaBefore = await dumpTenant(t.database.db, lucia.id);

    expect((await api.del(`/api/admin/users/${leaving.id}`, lucia.token)).status).toBe(403);
    expect((await api.del(`/api/admin/users/${admin.user.id}`, admin.token)).status).toBe(403);

    // Its records still wait for the AEAT (never sent, then one refused): refused, nothing changes.
    const pending = await t.database.sql<{ records: number }[]>`
      select count(*)::int as records from invoice_submissions where business_id = ${leaving.id}`;
    const records = pending[0]!.records;
    expect(records).toBeGreaterThan(1);
    const leavingBefore = await dumpTenant(t.database.db, leaving.id);
    const waiting = await api.del(`/api/admin/users/${leaving.id}`, admin.token);
    expect(waiting.status).toBe(409);
    expect(waiting.body).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: DATA_RIGHTS_MESSAGES.userAwaitingAeat(records),
    });
    await answerAll(leaving.id, 'correcto');
    await t.database.sql`update invoice_submissions set status = 'incorrecto'
      where record_id = (select record_id from invoice_submissions where business_id = ${leaving.id}
                         order by record_id limit 1)`;
    const refused = await api.del(`/api/admin/users/${leaving.id}`, admin.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(DATA_RIGHTS_MESSAGES.userAwaitingAeat(1));
    expect((await api.get('/api/auth/verify', leaving.token)).status).toBe(200);
    await answerAll(leaving.id, 'aceptado_con_errores');
    expect(await dumpTenant(t.database.db, leaving.id)).toEqual(leavingBefore);

    // Every record the AEAT has: deleted, and it says what it keeps and for how long.
    const keptBefore = await fiscalRows(leaving.id);
    const invoices = (keptBefore.invoices as unknown[]).length;
    expect(invoices).toBeGreaterThan(0);
    const gone = await api.del(`/api/admin/users/${leaving.id}`, admin.token);
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe(userDeletedMessage(invoices));
    expect(gone.body.message).toMatch(
      /^Cuenta eliminada\. Se conservan sus \d+ facturas .* seis años/,
    );
    expect((await api.del(`/api/admin/users/${leaving.id}`, admin.token)).status).toBe(404);

    // Nothing else of the account is left in any trainer table; its fiscal records are whole.
    const after = await dumpTenant(t.database.db, leaving.id);
    for (const table of TENANT_TABLES.filter((name) => !FISCAL_TABLES.includes(name))) {
      expect(after[table], table).toEqual([]);
    }
    expect(await fiscalRows(leaving.id)).toEqual(keptBefore);
    const [unlinked] = await t.database.sql<{ linked: number }[]>`
      select count(client_id)::int as linked from invoices where business_id = ${leaving.id}`;
    expect(unlinked!.linked).toBe(0);
    // Kept for good: no statement deletes them, now that no account cascade explains it.
    await expect(
      t.database.sql`delete from invoice_lines where business_id = ${leaving.id}`,
    ).rejects.toThrow(/no se modifican ni se borran/);
    await expect(
      t.database.sql`delete from invoice_sources where business_id = ${leaving.id}`,
    ).rejects.toThrow(/solo se libera al anularla/);
    expect((await api.get('/api/auth/verify', leaving.token)).status).toBe(401);
    // Its owner's session ends; an owner who also books with Lucía keeps theirs.
    expect((await hisOwner.get(`${OWNER}/overview`)).status).toBe(401);
    expect((await sharedOwner.get(`${OWNER}/overview`)).status).toBe(200);
    expect(await dumpTenant(t.database.db, lucia.id)).toEqual(luciaBefore);

    const [entry] = (await entries('?action=user.deleted')).entries;
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      targetId: leaving.id,
      details: { role: 'user', keptInvoices: invoices },
    });
    // Two trainers' full fixtures, three deletions and dumps of every tenant table.
  }, 120_000);
});
