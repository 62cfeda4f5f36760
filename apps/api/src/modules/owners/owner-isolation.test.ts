import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { inDays, offerTime } from '../../test/booking-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';
import {
  OWNER,
  asOwner,
  bookFor,
  signInOwner,
  type OwnerCredential,
} from '../../test/owner-fixtures.ts';

/**
 * The isolation matrix of the owners' area: two owners, each with an appointment with each of two
 * trainers, and a booking link. Every owner route, called with every credential on every
 * appointment out of its reach, answers 404 and changes nothing; the overview shows exactly
 * what is in reach. Built from the route table, so a new owner route is attacked too.
 */
let t: TestApp, api: ApiClient, ana: Trainer, bruno: Trainer;
const OWNERS = ['uno.owner@example.com', 'dos.owner@example.com'] as const;
const booked: { owner: string; trainer: Trainer; id: string; link: string }[] = [];

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [ana, bruno],
  } = await trainerTestApp(['Ana', 'Bruno']));
  let hour = 9;
  for (const owner of OWNERS) {
    for (const trainer of [ana, bruno]) {
      const at = { date: inDays(10), time: `${String(hour++).padStart(2, '0')}:00` };
      const { id, link } = await bookFor(t, api, trainer, owner, at);
      booked.push({ owner, trainer, id, link });
    }
    await offerTime(api, ana, inDays(12), '10:00');
    await offerTime(api, bruno, inDays(12), '10:00');
  }
  return t.close;
});

async function dump() {
  const tables = ['appointments', 'appointment_change_requests', 'owner_sessions'];
  const parts = tables.map(
    (table) =>
      sql`select ${table} as t, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from ${sql.identifier(table)} r`,
  );
  return JSON.stringify(await t.database.db.execute(sql.join(parts, sql` union all `)));
}

describe('owner isolation matrix', () => {
  it('every owner route refuses every appointment out of reach, for sessions and links', async () => {
    const sessions = new Map<string, string>();
    for (const owner of OWNERS) sessions.set(owner, await signInOwner(t, api, owner));
    const credentials: { name: string; credential: OwnerCredential; reaches: string[] }[] = [
      ...OWNERS.map((owner) => ({
        name: `session of ${owner}`,
        credential: { cookie: sessions.get(owner)! },
        reaches: booked.filter((b) => b.owner === owner).map((b) => b.id),
      })),
      ...booked.map((b) => ({
        name: `link to ${b.owner} with ${b.trainer.email}`,
        credential: { link: b.link },
        reaches: [b.id],
      })),
    ];
    const routes = t.app.routeTable.filter((r) => r.url.startsWith(`${OWNER}/appointments/:id`));
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/owner/appointments/:id/calendar.ics',
      'GET /api/owner/appointments/:id/free-times',
      'POST /api/owner/appointments/:id/cancel',
      'POST /api/owner/appointments/:id/change-requests',
    ]);
    const before = await dump();
    let attacks = 0;
    for (const { name, credential, reaches } of credentials) {
      const owner = asOwner(api, credential);
      for (const target of booked.filter((b) => !reaches.includes(b.id))) {
        for (const route of routes) {
          const url = `${route.url.replace(':id', target.id)}?date=${inDays(12)}`;
          const res =
            route.method === 'GET'
              ? await owner.get(url)
              : await owner.post(
                  url,
                  route.url.endsWith('change-requests')
                    ? { date: inDays(12), time: '10:00' }
                    : undefined,
                );
          expect(res.status, `${name}: ${route.method} ${url}`).toBe(404);
          attacks++;
        }
      }
      // What is in reach does answer (GETs only: nothing changes).
      for (const id of reaches) {
        const res = await owner.get(`${OWNER}/appointments/${id}/calendar.ics`);
        expect(res.status, `${name}: own ${id}`).toBe(200);
      }
    }
    expect(attacks).toBe(2 * 2 * 4 + 4 * 3 * 4);
    expect(await dump()).toBe(before);
  });

  it('the overview shows exactly what is in reach and nothing of the other owner', async () => {
    for (const owner of OWNERS) {
      const other = OWNERS.find((o) => o !== owner)!;
      const res = await asOwner(api, { cookie: await signInOwner(t, api, owner) }).get(
        `${OWNER}/overview`,
      );
      const ids = res.body.data.trainers.flatMap((g: { appointments: { id: string }[] }) =>
        g.appointments.map((a) => a.id),
      );
      expect(ids.sort()).toEqual(
        booked
          .filter((b) => b.owner === owner)
          .map((b) => b.id)
          .sort(),
      );
      expect(
        res.body.data.trainers.map((g: { trainer: { id: string } }) => g.trainer.id).sort(),
      ).toEqual([ana.id, bruno.id].sort());
      const text = JSON.stringify(res.body);
      for (const b of booked.filter((x) => x.owner === other)) expect(text).not.toContain(b.id);
      expect(text).not.toContain(other);
    }
    for (const b of booked) {
      const res = await asOwner(api, { link: b.link }).get(`${OWNER}/overview`);
      expect(res.body.data.trainers).toHaveLength(1);
      expect(res.body.data.trainers[0].trainer.id).toBe(b.trainer.id);
      expect(res.body.data.trainers[0].appointments.map((a: { id: string }) => a.id)).toEqual([
        b.id,
      ]);
    }
  });

  it('a trainer reaches no other trainer’s change requests', async () => {
    const mine = booked.find((b) => b.trainer === ana)!;
    const asked = await asOwner(api, { link: mine.link }).post(
      `${OWNER}/appointments/${mine.id}/change-requests`,
      { date: inDays(12), time: '10:00' },
    );
    expect(asked.status).toBe(201);
    const [change] = (await api.get('/api/appointments/change-requests', ana.token)).body.data
      .changes;
    expect(
      (await api.get('/api/appointments/change-requests', bruno.token)).body.data.changes,
    ).toEqual([]);
    const before = await dump();
    for (const action of ['approve', 'reject']) {
      const res = await api.post(
        `/api/appointments/change-requests/${change.id}/${action}`,
        { reason: 'x' },
        bruno.token,
      );
      expect(res.status, action).toBe(404);
    }
    expect(await dump()).toBe(before);
  });
});
