import { DEFAULT_TIME_ZONE, addDays, todayIn } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { bookOwn, internalRequest } from '../../test/booking-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

let t: TestApp, api: ApiClient, lucia: Trainer, other: Trainer;

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, other],
  } = await trainerTestApp(['Lucía', 'Otro']));
  return t.close;
});

const today = () => todayIn(DEFAULT_TIME_ZONE);
/** A date well inside the booking horizon, computed from today. */
const day = addDays(today(), 9);
const HOURS = '/api/appointments/weekly-hours';
const EXCEPTIONS = '/api/appointments/availability-exceptions';
/** Every day 09:00–14:00 y 17:00–20:00, whatever weekday the test's date falls on. */
const EVERY_DAY = {
  ranges: [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
    { weekday, startTime: '09:00', endTime: '14:00' },
    { weekday, startTime: '17:00', endTime: '20:00' },
  ]),
};

describe('GET /api/appointments/calendar', () => {
  let first: string;
  beforeAll(async () => {
    first = await bookOwn(api, other, day, '15:00');
    const cancelled = await bookOwn(api, other, day, '11:00');
    await api.put(`/api/appointments/${cancelled}`, { status: 'CANCELLED' }, other.token);
  });

  it('answers a week: open hours, closures, appointments and pending requests, today and now', async () => {
    await api.post(
      EXCEPTIONS,
      { kind: 'CLOSED', startDate: day, startTime: '12:00', endTime: '13:00' },
      other.token,
    );
    await api.put(HOURS, EVERY_DAY, other.token);
    const pending = await api.post(
      '/api/appointments/requests',
      internalRequest({ requestedDate: day, requestedTime: '18:00' }),
      other.token,
    );
    expect(pending.status).toBe(201);
    const res = await api.get(
      `/api/appointments/calendar?startDate=${addDays(day, -1)}&endDate=${addDays(day, 5)}`,
      other.token,
    );
    expect(res.status).toBe(200);
    const week = res.body.data;
    expect(week.days).toHaveLength(7);
    expect(week.days[1]).toMatchObject({
      date: day,
      open: [
        { startTime: '09:00', endTime: '12:00' },
        { startTime: '13:00', endTime: '14:00' },
        { startTime: '17:00', endTime: '20:00' },
      ],
      closed: [{ startTime: '12:00', endTime: '13:00', reason: null }],
    });
    expect(week.appointments.map((a: any) => `${a.scheduledTime} ${a.status}`)).toEqual([
      '11:00 CANCELLED',
      '15:00 SCHEDULED',
    ]);
    expect(week.requests).toEqual([expect.objectContaining({ requestedTime: '18:00' })]);
    expect(week.today).toBe(today());
    expect(week.timeZone).toBe(DEFAULT_TIME_ZONE);
    // Nobody else's.
    const foreign = await api.get(
      `/api/appointments/calendar?startDate=${addDays(day, -1)}&endDate=${addDays(day, 5)}`,
      lucia.token,
    );
    expect(foreign.body.data.appointments.map((a: any) => a.id)).not.toContain(first);
  });

  it('validates the range', async () => {
    for (const query of [
      `startDate=${day}&endDate=${addDays(day, -1)}`,
      `startDate=${day}&endDate=${addDays(day, 42)}`,
      `startDate=${day}`,
      'startDate=2030-02-30&endDate=2030-03-01',
    ]) {
      expect((await api.get(`/api/appointments/calendar?${query}`, other.token)).status).toBe(400);
    }
  });
});
