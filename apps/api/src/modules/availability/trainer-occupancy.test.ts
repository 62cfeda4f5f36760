import { SCHEDULING_MESSAGES, addDays, todayIn } from '@adiestra/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../lib/ids.ts';
import { createRecord } from '../../test/api-client.ts';
import { bookOwn, internalRequest } from '../../test/booking-fixtures.ts';
import { serviceBody } from '../../test/service-fixtures.ts';
import { trainerTestApp } from '../../test/test-app.ts';
import { appointments, businessMembers, users } from '../../db/schema.ts';
import { sqlState, violatedConstraint } from '../../lib/db-errors.ts';
import { trainerOccupancy } from './availability.schema.ts';

/**
 * Issue 45.3 and issue 39, decision 0134: a class takes its trainer's time like an appointment,
 * in the database, and double booking is refused per trainer — two trainers may work at once.
 */

let ctx: Awaited<ReturnType<typeof trainerTestApp<['Lucía']>>>;
let lucia: { id: string; token: string };
let groupServiceId: string;
const inDays = (days: number) => addDays(todayIn('Europe/Madrid', ctx.t.app.clock.now()), days);

beforeAll(async () => {
  ctx = await trainerTestApp(['Lucía'] as const);
  lucia = ctx.trainers[0];
  groupServiceId = (
    await createRecord(
      ctx.api,
      '/api/services',
      serviceBody({ name: 'Clase de cachorros', kind: 'group', duration: 60 }),
      lucia.token,
    )
  ).id;
  return ctx.t.close;
});

const createClass = (date: string, time: string) =>
  ctx.api.post(
    '/api/classes',
    { serviceId: groupServiceId, date, time, duration: 60, place: 'Parque', places: 4 },
    lucia.token,
  );

const freeTimes = async (date: string) => {
  const res = await ctx.api.get(
    `/api/appointments/public/available-slots?date=${date}&duration=60&businessId=${lucia.id}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.slots as { time: string }[]).map((s) => s.time);
};

const openDay = async (date: string) => {
  const res = await ctx.api.post(
    '/api/appointments/availability',
    { date, startTime: '09:00', endTime: '14:00' },
    lucia.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};

describe("a class takes its trainer's time", () => {
  it('is not offered on the public page, and booking over it is refused with the reason', async () => {
    const date = inDays(12);
    await openDay(date);
    expect(await freeTimes(date)).toContain('11:00');
    expect((await createClass(date, '11:00')).status).toBe(201);
    const offered = await freeTimes(date);
    expect(offered).not.toContain('11:00');
    expect(offered).not.toContain('10:30');
    expect(offered).toContain('09:00');
    const res = await ctx.api.post(
      '/api/appointments/requests',
      internalRequest({ requestedDate: date, requestedTime: '11:30', confirm: true }),
      lucia.token,
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      message: SCHEDULING_MESSAGES.classOverlap,
      errors: { requestedTime: SCHEDULING_MESSAGES.classOverlap },
    });
    // Nothing of the refused booking was kept.
    const day = await ctx.api.get(`/api/appointments?date=${date}&limit=100`, lucia.token);
    expect(day.body.data.appointments).toEqual([]);
  });

  it('cannot be created or moved over an appointment of its trainer', async () => {
    const date = inDays(13);
    await bookOwn(ctx.api, lucia, date, '10:00');
    const over = await createClass(date, '10:30');
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({
      message: SCHEDULING_MESSAGES.trainerBusy,
      errors: { time: SCHEDULING_MESSAGES.trainerBusy },
    });
    const classes = await ctx.api.get(`/api/classes?from=${date}&to=${date}`, lucia.token);
    expect(classes.body.data.classes).toEqual([]);

    const later = await createClass(date, '12:00');
    expect(later.status).toBe(201);
    const [made] = later.body.data.classes as { id: string }[];
    const moved = await ctx.api.put(
      `/api/classes/${made!.id}`,
      {
        date,
        time: '10:00',
        duration: 60,
        place: 'Parque',
        places: 4,
        minPlaces: null,
        scope: 'one',
      },
      lucia.token,
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(409);
    expect(moved.body.message).toBe(SCHEDULING_MESSAGES.trainerBusy);
    const kept = await ctx.api.get(`/api/classes/${made!.id}`, lucia.token);
    expect(kept.body.data.time).toBe('12:00');
  });

  it('refuses moving an appointment onto the class, keeping it where it was', async () => {
    const date = inDays(15);
    expect((await createClass(date, '17:00')).status).toBe(201);
    const id = await bookOwn(ctx.api, lucia, date, '15:00');
    const moved = await ctx.api.put(
      `/api/appointments/${id}`,
      { scheduledDate: date, scheduledTime: '16:30' },
      lucia.token,
    );
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(SCHEDULING_MESSAGES.classOverlap);
    const day = await ctx.api.get(`/api/appointments?date=${date}&limit=100`, lucia.token);
    expect(day.body.data.appointments).toEqual([
      expect.objectContaining({ id, scheduledTime: '15:00', status: 'SCHEDULED' }),
    ]);
    const free = await ctx.api.put(
      `/api/appointments/${id}`,
      { scheduledDate: date, scheduledTime: '18:00' },
      lucia.token,
    );
    expect(free.status, JSON.stringify(free.body)).toBe(200);
  });

  it('frees its time when cancelled', async () => {
    const date = inDays(14);
    await openDay(date);
    const created = await createClass(date, '09:00');
    const [made] = created.body.data.classes as { id: string }[];
    expect(await freeTimes(date)).not.toContain('09:00');
    const cancelled = await ctx.api.post(`/api/classes/${made!.id}/cancel`, {}, lucia.token);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await freeTimes(date)).toContain('09:00');
  });
});

describe('double booking is refused per trainer', () => {
  it('lets two trainers of one business work at once, and never one trainer twice', async () => {
    const { db } = ctx.t.database;
    // A second trainer of Lucía's business, as the staff invitations will add one.
    const marcos = uuidv7();
    await db.insert(users).values({
      id: marcos,
      email: 'marcos.adiestrador@example.com',
      passwordHash: 'x',
      firstName: 'Marcos',
    });
    await db
      .insert(businessMembers)
      .values({ businessId: lucia.id, userId: marcos, role: 'adiestrador' });
    const date = inDays(20);
    const at = (trainerId: string) => ({
      id: uuidv7(),
      businessId: lucia.id,
      trainerId,
      clientName: 'Ana Pérez',
      clientEmail: 'ana@example.com',
      clientPhone: '611000111',
      dogName: 'Toby',
      scheduledDate: date,
      scheduledTime: '10:00',
      duration: 60,
      serviceType: 'evaluacion',
    });
    await db.insert(appointments).values(at(lucia.id));
    await db.insert(appointments).values(at(marcos));
    const refusal = await db
      .insert(appointments)
      .values({ ...at(marcos), scheduledTime: '10:30' })
      .then(
        () => null,
        (error: unknown) => [sqlState(error), violatedConstraint(error)],
      );
    expect(refusal).toEqual(['23P01', 'appointments_no_overlap']);
    const held = await db
      .select({ trainerId: trainerOccupancy.trainerId })
      .from(trainerOccupancy)
      .where(sql`lower(${trainerOccupancy.period}) = ${`${date} 10:00`}::timestamp`);
    expect(held.map((row) => row.trainerId).sort()).toEqual([lucia.id, marcos].sort());
    // A trainer must be a member of the row's own business.
    const stranger = await db
      .insert(appointments)
      .values({ ...at(uuidv7()), scheduledTime: '13:00' })
      .then(
        () => null,
        (error: unknown) => sqlState(error),
      );
    expect(stranger).toBe('23503');
  });
});
