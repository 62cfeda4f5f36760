import {
  DEFAULT_BOOKING_RULES,
  DEFAULT_TIME_ZONE,
  addDays,
  addMonths,
  todayIn,
  zonedToUtc,
} from '@adiestra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTrainer, registerAdmin, type ApiClient } from '../../test/api-client.ts';
import { bookOwn } from '../../test/booking-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// "Now" is 08:00 in Madrid on the first day of next month, computed: the dates never run out.
const first = addMonths(`${todayIn(DEFAULT_TIME_ZONE).slice(0, 7)}-01`, 1);
const month = first.slice(0, 7);
const day = (n: number) => addDays(first, n - 1);
const clock = { now: () => zonedToUtc(first, 8 * 60, DEFAULT_TIME_ZONE) };

let t: TestApp;
let api: ApiClient;
let rosa: Awaited<ReturnType<typeof createTrainer>>;
const daysUrl = (query: string, id = rosa.id) =>
  `/api/public/educators/${id}/available-days?${query}`;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  api = apiClient(t.app);
  const admin = await registerAdmin(api);
  rosa = await createTrainer(api, admin.token, 'Rosa');
  await api.put(
    '/api/appointments/booking-rules',
    { ...DEFAULT_BOOKING_RULES, horizonDays: 10 },
    rosa.token,
  );
  // Open 09:00–10:00 on days 1 (inside the 12 h notice), 3, 5 and 15 (past the horizon).
  for (const n of [1, 3, 5, 15]) {
    const res = await api.post(
      '/api/appointments/availability',
      { date: day(n), startTime: '09:00', endTime: '10:00' },
      rosa.token,
    );
    expect(res.status).toBe(201);
  }
  // Day 5's only hour is taken.
  await bookOwn(api, rosa, day(5), '09:00');
});
afterAll(() => t.close());

describe('GET /api/public/educators/:id/available-days (issue 27)', () => {
  it('marks each day of the month free, full or beyond the horizon, in one request', async () => {
    const res = await api.get(daysUrl(`month=${month}`));
    expect(res.status).toBe(200);
    const { days, lastBookableDate } = res.body.data;
    expect(lastBookableDate).toBe(day(11));
    const status = Object.fromEntries(
      days.map((d: { date: string; status: string }) => [d.date, d.status]),
    );
    expect(days[0].date).toBe(day(1));
    expect(days.at(-1).date.slice(0, 7)).toBe(month);
    expect(status[day(1)]).toBe('full'); // its only hour is within the notice
    expect(status[day(2)]).toBe('full'); // closed
    expect(status[day(3)]).toBe('free');
    expect(status[day(5)]).toBe('full'); // booked
    expect(status[day(11)]).toBe('full');
    expect(status[day(12)]).toBe('beyond');
    expect(status[day(15)]).toBe('beyond'); // open, but past the horizon
  });

  it('agrees with the day list: a free day offers times, a full one none', async () => {
    for (const [n, count] of [
      [3, 1],
      [5, 0],
    ] as const) {
      const slots = await api.get(
        `/api/appointments/public/available-slots?date=${day(n)}&duration=60&businessId=${rosa.id}`,
      );
      expect(slots.body.data.slots).toHaveLength(count);
    }
  });

  it('marks the days of a month gone by as past', async () => {
    const res = await api.get(daysUrl(`month=${addMonths(first, -1).slice(0, 7)}`));
    expect(res.status).toBe(200);
    expect(new Set(res.body.data.days.map((d: { status: string }) => d.status))).toEqual(
      new Set(['past']),
    );
  });

  it('refuses a malformed month in Spanish, and answers 404 for an unknown trainer', async () => {
    const bad = await api.get(daysUrl('month=2026-13'));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.month).toBe('El mes debe tener el formato AAAA-MM');
    const missing = await api.get(
      daysUrl(`month=${month}`, '00000000-0000-7000-8000-000000000000'),
    );
    expect(missing.status).toBe(404);
  });
});
