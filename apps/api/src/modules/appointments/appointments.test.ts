import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';
import { createPendingRequest, inDays } from '../../test/booking-fixtures.ts';

let t: TestApp, api: ApiClient, lucia: Trainer, other: Trainer;
const URL = '/api/appointments';

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, other],
  } = await trainerTestApp(['Lucía', 'Otro']));
  return t.close;
});

/** A SCHEDULED appointment of `trainer` through the real flow: public request, then approval. */
async function schedule(trainer: { id: string; token: string }, date: string, time: string) {
  const id = await createPendingRequest(api, trainer);
  const res = await api.post(
    `${URL}/requests/${id}/approve`,
    { scheduledDate: date, scheduledTime: time },
    trainer.token,
  );
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data.appointment as { id: string };
}

describe('request → approve → appointment → completed or cancelled', () => {
  it('follows the whole life of an appointment and counts it in the stats', async () => {
    const before = (await api.get(`${URL}/stats`, lucia.token)).body.data;
    expect(before).toEqual({
      totalAppointments: 0,
      scheduledAppointments: 0,
      completedAppointments: 0,
      cancelledAppointments: 0,
      pendingRequests: 0,
    });
    await createPendingRequest(api, lucia);
    const done = await schedule(lucia, inDays(3), '10:00');
    const dropped = await schedule(lucia, inDays(3), '12:00');
    await schedule(lucia, inDays(4), '10:00');

    const completed = await api.put(`${URL}/${done.id}`, { status: 'COMPLETED' }, lucia.token);
    expect(completed.status).toBe(200);
    expect(completed.body.data).toMatchObject({ id: done.id, status: 'COMPLETED' });
    const cancelled = await api.put(
      `${URL}/${dropped.id}`,
      { status: 'CANCELLED', notes: 'Enfermo' },
      lucia.token,
    );
    expect(cancelled.body.data).toMatchObject({
      status: 'CANCELLED',
      notes: 'Enfermo',
      cancelledBy: 'trainer',
    });
    const notesOnly = await api.put(`${URL}/${dropped.id}`, { notes: '' }, lucia.token);
    expect(notesOnly.body.data).toMatchObject({ status: 'CANCELLED', notes: null });

    expect((await api.get(`${URL}/stats`, lucia.token)).body.data).toEqual({
      totalAppointments: 3,
      scheduledAppointments: 1,
      completedAppointments: 1,
      cancelledAppointments: 1,
      pendingRequests: 1,
    });
    const ranged = await api.get(
      `${URL}/stats?startDate=${inDays(4)}&endDate=${inDays(4)}`,
      lucia.token,
    );
    expect(ranged.body.data).toMatchObject({ totalAppointments: 1, scheduledAppointments: 1 });
  });

  it('lists with status and date filters, soonest upcoming first', async () => {
    const all = await api.get(URL, lucia.token);
    expect(
      all.body.data.appointments.map((a: any) => `${a.scheduledDate} ${a.scheduledTime}`),
    ).toEqual([`${inDays(3)} 10:00`, `${inDays(3)} 12:00`, `${inDays(4)} 10:00`]);
    expect(all.body.data.pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
    const scheduled = await api.get(`${URL}?status=SCHEDULED`, lucia.token);
    expect(scheduled.body.data.appointments.map((a: any) => a.scheduledDate)).toEqual([inDays(4)]);
    const day = await api.get(`${URL}?date=${inDays(3)}&status=CANCELLED`, lucia.token);
    expect(day.body.data.appointments).toHaveLength(1);
    expect((await api.get(`${URL}?status=PENDING`, lucia.token)).status).toBe(400);
    expect((await api.get(`${URL}?date=2031-02-31`, lucia.token)).status).toBe(400);
  });

  it('validates updates and refuses to re-schedule into a taken time', async () => {
    const first = await schedule(lucia, inDays(9), '09:00');
    expect((await api.put(`${URL}/${first.id}`, { status: 'DONE' }, lucia.token)).status).toBe(400);
    expect((await api.put(`${URL}/${first.id}`, {}, lucia.token)).status).toBe(400);
    await api.put(`${URL}/${first.id}`, { status: 'CANCELLED' }, lucia.token);
    await schedule(lucia, inDays(9), '09:30');
    const back = await api.put(`${URL}/${first.id}`, { status: 'SCHEDULED' }, lucia.token);
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('Ya tienes una cita programada que se solapa con ese horario');
  });

  it("keeps another trainer's appointments out of reach (404) and out of sight", async () => {
    const mine = await schedule(lucia, inDays(12), '10:00');
    const res = await api.put(`${URL}/${mine.id}`, { status: 'CANCELLED' }, other.token);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Cita no encontrada');
    expect((await api.get(URL, other.token)).body.data.appointments).toEqual([]);
    expect((await api.get(`${URL}/stats`, other.token)).body.data.totalAppointments).toBe(0);
    // The same wall-clock time is free for another trainer.
    await expect(schedule(other, inDays(12), '10:00')).resolves.toBeDefined();
  });

  it('needs a session', async () => {
    expect((await api.get(URL)).status).toBe(401);
    expect((await api.get(`${URL}/stats`)).status).toBe(401);
  });
});

describe('double booking', () => {
  it('lets exactly one of 20 concurrent approvals for one time win', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i++)
      ids.push(await createPendingRequest(api, lucia, { clientName: `Carrera ${i}` }));
    const date = inDays(30);
    // Hour-long visits at start times that all overlap one another (09:30 and 10:30 would not:
    // whichever of those two came first, both could rightly win).
    const times = ['10:00', '10:15', '10:30'];
    const results = await Promise.all(
      ids.map((id, i) =>
        t.app.inject({
          method: 'POST',
          url: `${URL}/requests/${id}/approve`,
          headers: { authorization: `Bearer ${lucia.token}` },
          payload: { scheduledDate: date, scheduledTime: times[i % 3] },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const day = await api.get(`${URL}?date=${date}`, lucia.token);
    expect(day.body.data.appointments).toHaveLength(1);
    const pending = (await api.get(`${URL}/requests?status=PENDING&limit=100`, lucia.token)).body
      .data.requests;
    expect(pending.filter((r: any) => r.clientName.startsWith('Carrera'))).toHaveLength(19);
  });
});
