import { DEFAULT_TIME_ZONE, TRAINER_FILTER_MESSAGES, addDays, todayIn } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { bookOwn, internalRequest } from '../../test/booking-fixtures.ts';
import { createClass, groupService } from '../../test/class-fixtures.ts';
import { addMember } from '../../test/staff-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

/** The calendar per trainer (issue 39, decision 0140). */
let t: TestApp, api: ApiClient, lucia: Trainer, marta: Trainer, pablo: Trainer, rosa: Trainer;
const day = addDays(todayIn(DEFAULT_TIME_ZONE), 9);
const url = (query = '') =>
  `/api/appointments/calendar?startDate=${day}&endDate=${addDays(day, 6)}${query}`;

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, marta],
  } = await trainerTestApp(['Lucía', 'Marta']));
  pablo = await addMember(t, api, lucia.token, 'adiestrador', undefined, 'Pablo Ruiz');
  rosa = await addMember(t, api, lucia.token, 'recepcion', undefined, 'Rosa Martín');
  await bookOwn(api, lucia, day, '10:00');
  // Pablo's work, given to him as the handover would (a member's own booking is not this step's).
  const his = await bookOwn(api, lucia, day, '12:00');
  const service = await groupService(api, lucia);
  const lesson = await createClass(api, lucia, { serviceId: service, date: addDays(day, 1) });
  await t.database.sql`update appointments set trainer_id = ${pablo.id} where id = ${his}`;
  await t.database.sql`update classes set trainer_id = ${pablo.id} where id = ${lesson}`;
  const request = await api.post(
    '/api/appointments/requests',
    internalRequest({ requestedDate: addDays(day, 2), requestedTime: '12:00', trainerId: null }),
    lucia.token,
  );
  expect(request.status).toBe(201);
  return t.close;
});

const luciaTag = () => ({ id: lucia.id, name: 'Lucía García', colour: 'blue' });
const pabloTag = () => ({ id: pablo.id, name: 'Pablo Ruiz', colour: 'green' });

describe('the calendar per trainer', () => {
  it('names the trainer of every block and lists the trainers for the filter', async () => {
    const res = await api.get(url(), rosa.token);
    expect(res.status).toBe(200);
    const week = res.body.data;
    expect(week.trainers).toEqual([luciaTag(), pabloTag()]);
    expect(week.appointments.map((a: any) => a.trainer)).toEqual([luciaTag(), pabloTag()]);
    expect(week.classes.map((c: any) => c.trainer)).toEqual([pabloTag()]);
    // A "Cualquiera" request names nobody yet.
    expect(week.requests.map((r: any) => r.trainer)).toEqual([null]);
  });

  it("filters by trainers, keeping the requests nobody's yet", async () => {
    const res = await api.get(url(`&adiestradores=${pablo.id}`), pablo.token);
    expect(res.status).toBe(200);
    const week = res.body.data;
    expect(week.appointments.map((a: any) => a.trainer.id)).toEqual([pablo.id]);
    expect(week.classes).toHaveLength(1);
    expect(week.requests).toHaveLength(1);
    const both = await api.get(url(`&adiestradores=${pablo.id},${lucia.id}`), lucia.token);
    expect(both.body.data.appointments).toHaveLength(2);
    const own = await api.get(url(`&adiestradores=${lucia.id}`), lucia.token);
    expect(own.body.data.classes).toEqual([]);
  });

  it("refuses a malformed filter (400) and another business's or a non-trainer's id (404)", async () => {
    for (const bad of ['', 'x', `${pablo.id},nope`]) {
      const res = await api.get(url(`&adiestradores=${bad}`), lucia.token);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBe(TRAINER_FILTER_MESSAGES.invalid);
    }
    for (const id of [marta.id, rosa.id, '01890a5d-ac96-774b-bcce-b302099a8057']) {
      const res = await api.get(url(`&adiestradores=${id}`), lucia.token);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(TRAINER_FILTER_MESSAGES.notFound);
    }
  });

  it('shows an adiestrador their own work, and the titular the whole business (0148)', async () => {
    // The calendar reads the member's business, not the account's own id.
    const whole = await api.get(url(), lucia.token);
    expect(whole.body.data.appointments).toHaveLength(2);
    const his = await api.get(url(), pablo.token);
    expect(his.body.data.appointments.map((a: any) => a.trainer)).toEqual([pabloTag()]);
    expect(his.body.data.trainers).toEqual([pabloTag()]);
    const other = await api.get(url(), marta.token);
    expect(other.body.data.appointments).toEqual([]);
    expect(other.body.data.trainers).toEqual([
      { id: marta.id, name: 'Marta García', colour: 'blue' },
    ]);
  });
});
