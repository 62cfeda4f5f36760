import {
  BOOKING_RULE_MESSAGES,
  DEFAULT_TIME_ZONE,
  SCHEDULING_MESSAGES,
  addDays,
  todayIn,
} from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { bookOwn } from '../../test/booking-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

/**
 * Issue 26: the calendar asks the server before a move instead of copying its rules. The check
 * answers the very message the move would be refused with, and the booking page's rule a time
 * breaks (which the trainer may override); it changes nothing.
 */

let t: TestApp, api: ApiClient, lucia: Trainer, other: Trainer;
const today = () => todayIn(DEFAULT_TIME_ZONE);
const day = addDays(today(), 9);

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, other],
  } = await trainerTestApp(['Lucía', 'Otro']));
  return t.close;
});

const check = (id: string, date: string, time: string, token = lucia.token) =>
  api.get(`/api/appointments/calendar/move-check/${id}?date=${date}&time=${time}`, token);

/** Opens 09:00–13:00 on `date` for the public page (availability slot). */
const open = async (date: string) =>
  expect(
    (
      await api.post(
        '/api/appointments/availability',
        { date, startTime: '09:00', endTime: '13:00' },
        lucia.token,
      )
    ).status,
  ).toBe(201);

describe('GET /api/appointments/calendar/move-check/:id', () => {
  let moving: string, blocking: string;
  beforeAll(async () => {
    await open(day);
    moving = await bookOwn(api, lucia, day, '09:00');
    blocking = await bookOwn(api, lucia, day, '11:00');
  });

  it('answers the move’s own refusal, the same message the move then gives, and changes nothing', async () => {
    const targets = [
      { date: day, time: '10:30', status: 409, message: SCHEDULING_MESSAGES.appointmentOverlap },
      {
        date: addDays(today(), -1),
        time: '10:00',
        status: 400,
        message: SCHEDULING_MESSAGES.pastDate,
      },
    ];
    for (const target of targets) {
      const answer = await check(moving, target.date, target.time);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ refusal: target.message, warnings: [] });
      const moved = await api.put(
        `/api/appointments/${moving}`,
        { scheduledDate: target.date, scheduledTime: target.time },
        lucia.token,
      );
      expect(moved.status).toBe(target.status);
      expect(moved.body.message).toBe(target.message);
    }
    const [row] = await t.database.sql`select scheduled_time, ics_sequence from appointments
      where id = ${moving}`;
    expect(row).toEqual({ scheduled_time: '09:00:00', ics_sequence: 0 });
  });

  it('refuses moving a cancelled appointment, like the move', async () => {
    await api.put(`/api/appointments/${blocking}`, { status: 'CANCELLED' }, lucia.token);
    const answer = await check(blocking, day, '12:00');
    expect(answer.body.data.refusal).toBe('Solo se puede mover una cita programada');
    const moved = await api.put(
      `/api/appointments/${blocking}`,
      { scheduledDate: day, scheduledTime: '12:00' },
      lucia.token,
    );
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(answer.body.data.refusal);
    // Cancelled, it no longer holds 11:00: moving there is fine now.
    expect((await check(moving, day, '11:00')).body.data).toEqual({ refusal: null, warnings: [] });
  });

  it('names the booking page’s rule a time breaks, which the move then allows', async () => {
    // Its own current time does not block it: half an hour later, inside the hours, is clean.
    expect((await check(moving, day, '09:30')).body.data).toEqual({ refusal: null, warnings: [] });
    expect((await check(moving, day, '09:10')).body.data).toEqual({
      refusal: null,
      warnings: [BOOKING_RULE_MESSAGES.step(30)],
    });
    expect((await check(moving, day, '15:00')).body.data).toEqual({
      refusal: null,
      warnings: [BOOKING_RULE_MESSAGES.outsideHours],
    });
    const rules = {
      bufferBeforeMinutes: 30,
      bufferAfterMinutes: 30,
      minNoticeHours: 12,
      horizonDays: 60,
      stepMinutes: 30,
    };
    expect((await api.put('/api/appointments/booking-rules', rules, lucia.token)).status).toBe(200);
    const neighbour = await bookOwn(api, lucia, day, '12:00');
    expect((await check(moving, day, '11:00')).body.data).toEqual({
      refusal: null,
      warnings: [BOOKING_RULE_MESSAGES.buffer],
    });
    // A rule is a warning, not a refusal: the move goes through.
    const moved = await api.put(
      `/api/appointments/${moving}`,
      { scheduledDate: day, scheduledTime: '11:00' },
      lucia.token,
    );
    expect(moved.status).toBe(200);
    expect(neighbour).toBeDefined();
  });

  it("is a 404 for another trainer's appointment and a 400 for a malformed time", async () => {
    expect((await check(moving, day, '10:00', other.token)).status).toBe(404);
    expect((await check(moving, day, '25:00')).status).toBe(400);
    expect((await check(moving, 'mañana', '10:00')).status).toBe(400);
  });
});
