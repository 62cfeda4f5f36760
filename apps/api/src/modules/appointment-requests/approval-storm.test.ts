import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTrainer, registerAdmin, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { inDays, internalRequest } from '../../test/booking-fixtures.ts';

/**
 * Issue 14 finding 1: simultaneous approvals into overlapping times once deadlocked for a minute.
 * Writes that compete for a trainer's time now queue behind one advisory lock per trainer
 * (lib/trainer-lock.ts). No timings are asserted here (see `npm run bench`): every approval
 * finishes, exactly one wins per round, the others get a 409, and an unrelated read issued in the
 * middle of the storm answers before the storm is over.
 */
let t: TestApp;
let api: ApiClient;
let lucia: Awaited<ReturnType<typeof createTrainer>>;
const URL = '/api/appointments/requests';
const STORM = 24;

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  const admin = await registerAdmin(api);
  lucia = await createTrainer(api, admin.token, 'Lucía');
});
afterAll(() => t.close());

const time = (minute: number) => `14:${String(minute).padStart(2, '0')}`;

describe('approval storm on one trainer', () => {
  it.each([1, 2, 3])('round %i: 24 overlapping approvals, exactly one winner', async (round) => {
    const date = inDays(20 + round);
    const ids: string[] = [];
    for (let i = 0; i < STORM; i++) {
      const res = await api.post<{ data: { id: string } }>(
        URL,
        internalRequest({ requestedDate: date, clientName: `Cliente ${round}-${i}` }),
        lucia.token,
      );
      expect(res.status).toBe(201);
      ids.push(res.body.data.id);
    }

    const finished: string[] = [];
    const approvals = ids.map((id, i) =>
      api
        .post(`${URL}/${id}/approve`, { scheduledDate: date, scheduledTime: time(i) }, lucia.token)
        .then((res) => {
          finished.push('approval');
          return res.status;
        }),
    );
    const read = api.get('/api/auth/profile', lucia.token).then((res) => {
      finished.push('read');
      return res.status;
    });
    const statuses = await Promise.all(approvals);

    expect(await read).toBe(200);
    expect(statuses.filter((s) => s === 201 || s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(STORM - 1);
    expect(finished.indexOf('read')).toBeLessThan(finished.lastIndexOf('approval'));

    const list = await api.get<{ data: { appointments: { scheduledDate: string }[] } }>(
      `/api/appointments?startDate=${date}&endDate=${date}`,
      lucia.token,
    );
    const booked = list.body.data.appointments.filter((a) => a.scheduledDate === date);
    expect(booked).toHaveLength(1);
  });
});
