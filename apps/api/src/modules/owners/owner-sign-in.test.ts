import { OWNER_MESSAGES } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTrainer, registerAdmin, type ApiClient } from '../../test/api-client.ts';
import { inDays } from '../../test/booking-fixtures.ts';
import { createTestApp, testClock, type TestApp, type Trainer } from '../../test/test-app.ts';
import { recordQueries } from '../../test/query-recorder.ts';
import { deleteDeadOwnerCredentials } from './owners.repository.ts';
import {
  OWNER,
  asOwner,
  bookFor,
  sessionCookie,
  signInOwner,
  tokenFromMail,
} from '../../test/owner-fixtures.ts';

const clock = testClock();
let t: TestApp, api: ApiClient, lucia: Trainer;
const MARTA = 'marta.owner@example.com';
// Each address gets at most 3 sign-in links an hour: the later tests sign in other owners.
const PABLO = 'pablo.owner@example.com';
const ROSA = 'rosa.owner@example.com';

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  api = apiClient(t.app);
  const admin = await registerAdmin(api);
  lucia = await createTrainer(api, admin.token, 'Lucía');
  await bookFor(t, api, lucia, MARTA, { date: inDays(5), time: '10:00' });
  await bookFor(t, api, lucia, PABLO, { date: inDays(5), time: '12:00' });
  await bookFor(t, api, lucia, ROSA, { date: inDays(5), time: '16:00' });
  return t.close;
});

async function askLink(email: string) {
  const res = await api.post(`${OWNER}/sign-in-links`, { email });
  expect(res.status).toBe(202);
  return res.body;
}

describe('sign-in by e-mailed link', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const before = t.mails.length;
    const known = await askLink('Marta.Owner@Example.com');
    const unknown = await askLink('nadie.conocido@example.com');
    expect(unknown).toEqual(known);
    expect(known).toEqual({ success: true, data: null, message: OWNER_MESSAGES.signInSent });
    await t.app.outbox.drain();
    expect(t.mails.length).toBe(before + 1);
    expect(t.mails.at(-1)).toMatchObject({
      to: MARTA,
      subject: 'Tu enlace para entrar en Mi área',
    });
    expect(t.mails.at(-1)!.text).toContain('http://app.test/mi-area/entrar?token=');
    expect(t.mails.some((m) => m.to === 'nadie.conocido@example.com')).toBe(false);
  });

  it('does the same database work for a known and an unknown address (issue 28, timing)', async () => {
    /** The statements one request sends, with its own values left out. */
    async function statementsOf(email: string) {
      const recorder = recordQueries(t.database, { transactions: true });
      try {
        await askLink(email);
      } finally {
        recorder.stop();
      }
      // The outbox worker (its periodic claim, and the test client's drain after the answer)
      // is not the request's work: its claims, updates and transaction brackets are left out.
      return recorder.queries
        .map((q) => q.sql)
        .filter(
          (sql) =>
            !/^(begin|commit|rollback)\b/i.test(sql.trim()) &&
            !sql.includes('for update skip locked') &&
            !sql.startsWith('update "outgoing_messages"'),
        );
    }
    const known = await statementsOf(ROSA);
    const unknown = await statementsOf('otra.desconocida@example.com');
    expect(known.length).toBeGreaterThan(2);
    expect(unknown).toEqual(known);
    // The unknown address's token was born expired: nothing can ever sign in with it.
    const [row] = await t.database.sql<{ live: boolean }[]>`
      select expires_at > now() as live from owner_sign_in_tokens
      where email = 'otra.desconocida@example.com'`;
    expect(row).toEqual({ live: false });
  });

  it('starts an owner session in an httpOnly, SameSite=Lax cookie for 30 days', async () => {
    await askLink(MARTA);
    const token = await tokenFromMail(t, MARTA, '/mi-area/entrar');
    const res = await api.post(`${OWNER}/sessions`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: MARTA });
    const header = String([res.headers['set-cookie']].flat()[0]);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\/api\/owner/);
    // Served over plain HTTP here: Secure would make the browser drop it.
    expect(header).not.toMatch(/Secure/);
    const expires = Date.parse(header.match(/Expires=([^;]+)/)![1]!);
    expect(Math.round((expires - clock.now().getTime()) / 86_400_000)).toBe(30);
    const overview = await asOwner(api, { cookie: sessionCookie(res.headers['set-cookie']) }).get(
      `${OWNER}/overview`,
    );
    expect(overview.status).toBe(200);
    expect(overview.body.data.email).toBe(MARTA);
    expect(overview.body.data.trainers[0].appointments).toHaveLength(1);
  });

  it('refuses a reused, a tampered, a malformed and an expired link', async () => {
    await askLink(MARTA);
    const token = await tokenFromMail(t, MARTA, '/mi-area/entrar');
    expect((await api.post(`${OWNER}/sessions`, { token })).status).toBe(200);
    const reused = await api.post(`${OWNER}/sessions`, { token });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(OWNER_MESSAGES.badLink);

    await askLink(MARTA);
    const fresh = await tokenFromMail(t, MARTA, '/mi-area/entrar');
    const tampered = `${fresh.slice(0, -1)}${fresh.endsWith('A') ? 'B' : 'A'}`;
    expect((await api.post(`${OWNER}/sessions`, { token: tampered })).status).toBe(400);
    expect((await api.post(`${OWNER}/sessions`, { token: 'corto' })).status).toBe(400);

    // 15 minutes and one second later, the untouched link is refused too.
    clock.advance(15 * 60_000 + 1000);
    try {
      const expired = await api.post(`${OWNER}/sessions`, { token: fresh });
      expect(expired.status).toBe(400);
      expect(expired.body.message).toBe(OWNER_MESSAGES.badLink);
    } finally {
      clock.advance(-(15 * 60_000 + 1000));
    }
  });
});

describe('owner sessions and trainer sessions are separate', () => {
  it("an owner's cookie opens no trainer route, a trainer's token no owner route", async () => {
    const cookie = await signInOwner(t, api, PABLO);
    const owner = asOwner(api, { cookie });
    for (const url of ['/api/appointments', '/api/auth/profile', '/api/clients']) {
      expect((await owner.get(url)).status, url).toBe(401);
    }
    const appointmentId = (await owner.get(`${OWNER}/overview`)).body.data.trainers[0]
      .appointments[0].id;
    expect((await api.get(`${OWNER}/overview`, lucia.token)).status).toBe(401);
    const cancel = await api.post(`${OWNER}/appointments/${appointmentId}/cancel`, {}, lucia.token);
    expect(cancel.status).toBe(401);
    // Neither kind of token is accepted in the other's place.
    const swapped = await api.call('GET', `${OWNER}/overview`, {
      headers: { cookie: `adiestra_owner=${lucia.token}` },
    });
    expect(swapped.status).toBe(401);
    expect((await api.get('/api/appointments', cookie)).status).toBe(401);
  });

  it('is revoked by signing out, and ends after 30 days', async () => {
    const cookie = await signInOwner(t, api, ROSA);
    const owner = asOwner(api, { cookie });
    expect((await owner.post(`${OWNER}/sessions/end`)).status).toBe(200);
    expect((await owner.get(`${OWNER}/overview`)).status).toBe(401);

    const later = asOwner(api, { cookie: await signInOwner(t, api, ROSA) });
    clock.advance(29 * 86_400_000);
    try {
      expect((await later.get(`${OWNER}/overview`)).status).toBe(200);
      clock.advance(2 * 86_400_000);
      expect((await later.get(`${OWNER}/overview`)).status).toBe(401);
    } finally {
      clock.advance(-31 * 86_400_000);
    }
  });
});

describe('rate limits on sign-in links', () => {
  it('mails one address at most 3 links an hour, and answers 429 past 20 requests an hour per IP', async () => {
    const limited = await createTestApp({ rateLimits: true });
    try {
      const client = apiClient(limited.app);
      const admin = await registerAdmin(client);
      const trainer = await createTrainer(client, admin.token, 'Ana');
      await bookFor(limited, client, trainer, 'ana.owner@example.com', {
        date: inDays(6),
        time: '10:00',
      });
      const before = limited.mails.length;
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) {
        const res = await client.post(`${OWNER}/sign-in-links`, { email: 'ana.owner@example.com' });
        statuses.push(res.status);
      }
      expect(statuses).toEqual(Array(20).fill(202));
      await limited.app.outbox.drain();
      expect(limited.mails.length - before).toBe(3);
      const last = await client.post(`${OWNER}/sign-in-links`, { email: 'otra@example.com' });
      expect(last.status).toBe(429);
      expect(last.body.message).toMatch(/^Demasiadas solicitudes/);
    } finally {
      await limited.close();
    }
  });
});

describe('cleanup of dead owner credentials', () => {
  it('deletes spent and expired sign-in links and ended sessions, and keeps live ones', async () => {
    const [a, b, c] = ['limpia.a@example.com', 'limpia.b@example.com', 'limpia.c@example.com'];
    for (const [i, email] of [a, b, c].entries()) {
      await bookFor(t, api, lucia, email, { date: inDays(7), time: `1${i}:00` });
    }
    const live = await signInOwner(t, api, a);
    const ended = await signInOwner(t, api, b);
    await asOwner(api, { cookie: ended }).post(`${OWNER}/sessions/end`);
    await askLink(c);
    const pending = await tokenFromMail(t, c, '/mi-area/entrar');
    // A second later: the sign-out and the spent links are in the past, the live ones are not.
    clock.advance(1000);
    try {
      const deleted = await deleteDeadOwnerCredentials(t.database.db, clock.now());
      expect(deleted.sessions).toBeGreaterThanOrEqual(1);
      expect(deleted.signInLinks).toBeGreaterThanOrEqual(2);
      // Booking links live until 30 days after their appointment.
      expect(deleted.bookingLinks).toBe(0);
      expect((await asOwner(api, { cookie: live }).get(`${OWNER}/overview`)).status).toBe(200);
      expect((await api.post(`${OWNER}/sessions`, { token: pending })).status).toBe(200);
      expect(await deleteDeadOwnerCredentials(t.database.db, clock.now())).toMatchObject({
        sessions: 0,
      });
    } finally {
      clock.advance(-1000);
    }
  });
});
