import { beforeAll, describe, expect, it } from 'vitest';
import { runSweeps } from '../../lib/sweeps.ts';
import { createPendingRequest, inDays } from '../../test/booking-fixtures.ts';
import { testClock, trainerTestApp } from '../../test/test-app.ts';
import { bookFor, signInOwner } from '../../test/owner-fixtures.ts';

/** Issue 20: each retention rule, driven by an injected clock (lib/sweeps.ts). */

const DAY = 86_400_000;
const clock = testClock();
let ctx: Awaited<ReturnType<typeof trainerTestApp<['Lucía']>>>;
beforeAll(async () => {
  ctx = await trainerTestApp(['Lucía'], {}, clock);
  return ctx.t.close;
});

const countOf = async (table: string, where = 'true') => {
  const { sql } = ctx.t.database;
  const [row] = await sql.unsafe<{ n: number }[]>(
    `select count(*)::int as n from ${table} where ${where}`,
  );
  return row!.n;
};

describe('retention sweeps', () => {
  it('deletes rejected and expired requests only once they are over 12 months old', async () => {
    const { api } = ctx;
    const [lucia] = ctx.trainers;
    const rejected = await createPendingRequest(api, lucia, {
      clientEmail: 'rechazada@example.com',
      preferredDate: inDays(5),
      preferredTime: '09:00',
    });
    const refusal = await api.post(
      `/api/appointments/requests/${rejected}/reject`,
      { reason: 'No hay hueco' },
      lucia.token,
    );
    expect(refusal.status).toBe(200);
    const pending = await createPendingRequest(api, lucia, {
      clientEmail: 'pendiente@example.com',
      preferredDate: inDays(6),
      preferredTime: '09:00',
    });
    const approved = await createPendingRequest(api, lucia, {
      clientEmail: 'aprobada@example.com',
      preferredDate: inDays(7),
      preferredTime: '09:00',
    });
    const approval = await api.post(
      `/api/appointments/requests/${approved}/approve`,
      { scheduledDate: inDays(7), scheduledTime: '09:00' },
      lucia.token,
    );
    expect(approval.status).toBe(200);
    const ids = `('${rejected}', '${pending}', '${approved}')`;
    const start = clock.now();
    try {
      // Eleven months on: nothing is old enough.
      clock.advance(335 * DAY);
      expect((await runSweeps(ctx.t.app))['request retention']).toEqual({ requests: 0 });
      expect(await countOf('appointment_requests', `id in ${ids}`)).toBe(3);

      // Thirteen months on: the refused and the expired ones go; the approved one stays.
      clock.advance(60 * DAY);
      expect((await runSweeps(ctx.t.app))['request retention']).toEqual({ requests: 2 });
      expect(await countOf('appointment_requests', `id in ${ids}`)).toBe(1);
      expect(await countOf('appointment_requests', `id = '${approved}'`)).toBe(1);
      expect(await countOf('appointments', `request_id = '${approved}'`)).toBe(1);
    } finally {
      clock.set(start);
    }
  });

  it("deletes owners' spent or expired sign-in links, ended sessions and expired booking links", async () => {
    const { t, api } = ctx;
    const [lucia] = ctx.trainers;
    const email = 'retencion@example.com';
    await bookFor(t, api, lucia, email, { date: inDays(3), time: '16:00' });
    await signInOwner(t, api, email);
    const start = clock.now();
    const of = `lower(email) = '${email}'`;
    try {
      expect(await countOf('owner_sign_in_tokens', of)).toBe(1);
      expect(await countOf('owner_sessions', of)).toBe(1);
      const links = await countOf('booking_links');
      expect(links).toBeGreaterThan(0);

      // A minute on: the spent sign-in link goes; the session lives on.
      clock.advance(60_000);
      await runSweeps(t.app);
      expect(await countOf('owner_sign_in_tokens', of)).toBe(0);
      expect(await countOf('owner_sessions', of)).toBe(1);

      // 31 days on: the session has expired and goes; the booking link (30 days after its
      // appointment's day) still works.
      clock.advance(31 * DAY);
      await runSweeps(t.app);
      expect(await countOf('owner_sessions', of)).toBe(0);
      expect(await countOf('booking_links')).toBe(links);

      // Two months on: the booking links have expired too.
      clock.advance(40 * DAY);
      await runSweeps(t.app);
      expect(await countOf('booking_links')).toBe(0);
    } finally {
      clock.set(start);
    }
  });
});
