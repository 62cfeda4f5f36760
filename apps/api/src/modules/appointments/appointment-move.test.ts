import { DEFAULT_TIME_ZONE, SCHEDULING_MESSAGES, addDays, todayIn } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { bookOwn } from '../../test/booking-fixtures.ts';
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

describe('moving an appointment (PUT /api/appointments/:id with a new date and time)', () => {
  let first: string, second: string;
  beforeAll(async () => {
    first = await bookOwn(api, other, day, '09:00');
    second = await bookOwn(api, other, day, '11:00');
  });

  it('moves into free time, refuses a conflict (409) and a past date, and keeps it its own', async () => {
    const url = `/api/appointments/${first}`;
    const conflict = await api.put(
      url,
      { scheduledDate: day, scheduledTime: '11:30' },
      other.token,
    );
    expect(conflict.status).toBe(409);
    expect(conflict.body.errors.scheduledTime).toBe(SCHEDULING_MESSAGES.appointmentOverlap);
    const past = await api.put(
      url,
      { scheduledDate: addDays(today(), -1), scheduledTime: '10:00' },
      other.token,
    );
    expect(past.status).toBe(400);
    expect(
      (await api.put(url, { scheduledDate: day, scheduledTime: '15:00' }, lucia.token)).status,
    ).toBe(404);
    const moved = await api.put(url, { scheduledDate: day, scheduledTime: '15:00' }, other.token);
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ scheduledDate: day, scheduledTime: '15:00' });
    await api.put(`/api/appointments/${second}`, { status: 'CANCELLED' }, other.token);
    const cancelled = await api.put(
      `/api/appointments/${second}`,
      { scheduledDate: day, scheduledTime: '17:00' },
      other.token,
    );
    expect(cancelled.status).toBe(409);
  });
});
