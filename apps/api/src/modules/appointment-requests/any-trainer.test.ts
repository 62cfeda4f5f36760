import { SERVICE_TRAINER_MESSAGES } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { inDays, internalRequest } from '../../test/booking-fixtures.ts';
import { addMember } from '../../test/staff-fixtures.ts';
import { trainerTestApp } from '../../test/test-app.ts';

/**
 * "Cualquiera" (issue 39, decision 0139): a booking with no trainer goes to the first trainer who
 * gives the service, by the stated rule, whose time the database accepts.
 */
let ctx: Awaited<ReturnType<typeof trainerTestApp<['Lucía']>>>;
let pablo: Awaited<ReturnType<typeof addMember>>;
let serviceId: string;
const URL = '/api/appointments/requests';
const STORM = 30;

beforeAll(async () => {
  ctx = await trainerTestApp(['Lucía'] as const);
  pablo = await addMember(ctx.t, ctx.api, ctx.trainers[0].token, 'adiestrador');
  const services = await ctx.api.get('/api/services', ctx.trainers[0].token);
  serviceId = services.body.data.services[0].id;
  return ctx.t.close;
});

const anyTrainer = (date: string, time: string, i = 0) =>
  internalRequest({
    requestedDate: date,
    requestedTime: time,
    serviceId,
    trainerId: null,
    confirm: true,
    clientName: `Cliente ${i}`,
  });

/** The appointments of `date`, with who gives each. */
async function trainersOn(date: string) {
  const list = await ctx.api.get(
    `/api/appointments?startDate=${date}&endDate=${date}&limit=100`,
    ctx.trainers[0].token,
  );
  const rows = list.body.data.appointments as {
    scheduledTime: string;
    trainerId: string;
  }[];
  return rows;
}
const trainerOf = async (date: string, time: string) =>
  (await trainersOn(date)).find((a) => a.scheduledTime === time)?.trainerId;

describe('"Cualquiera"', () => {
  it('follows the priority, then the trainer booked least recently', async () => {
    const lucia = ctx.trainers[0];
    const date = inDays(12);
    await ctx.api.put(
      `/api/services/${serviceId}/trainers`,
      {
        trainers: [
          { trainerId: pablo.id, priority: 0 },
          { trainerId: lucia.id, priority: 1 },
        ],
      },
      lucia.token,
    );
    const first = await ctx.api.post(URL, anyTrainer(date, '09:00'), lucia.token);
    expect(first.status).toBe(201);
    expect(await trainerOf(date, '09:00')).toBe(pablo.id);
    expect(first.body.message).toBe('Cita creada con Pablo Ruiz');
    // Same priority: Lucía has never been booked, so she is the one booked least recently.
    await ctx.api.put(`/api/services/${serviceId}/trainers`, { trainers: [] }, lucia.token);
    await ctx.api.post(URL, anyTrainer(date, '12:00', 1), lucia.token);
    expect(await trainerOf(date, '12:00')).toBe(lucia.id);
    await ctx.api.post(URL, anyTrainer(date, '16:00', 2), lucia.token);
    expect(await trainerOf(date, '16:00')).toBe(pablo.id);
  });

  it(`${STORM} concurrent bookings of the last free hour of two trainers: two win, one each`, async () => {
    const lucia = ctx.trainers[0];
    const date = inDays(14);
    // Both trainers' day is taken but for 11:00.
    for (const trainerId of [lucia.id, pablo.id]) {
      for (const time of ['09:00', '10:00', '12:00']) {
        const res = await ctx.api.post(
          URL,
          internalRequest({
            requestedDate: date,
            requestedTime: time,
            serviceId,
            trainerId,
            confirm: true,
          }),
          lucia.token,
        );
        expect(res.status).toBe(201);
      }
    }
    const results = await Promise.all(
      Array.from({ length: STORM }, (_, i) =>
        ctx.api.post(URL, anyTrainer(date, '11:00', i), lucia.token),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(STORM - 2);
    for (const r of refused) expect(r.body.message).toBe(SERVICE_TRAINER_MESSAGES.noneFree);
    const list = await ctx.api.get(
      `/api/appointments?startDate=${date}&endDate=${date}`,
      lucia.token,
    );
    const at11 = list.body.data.appointments.filter(
      (a: { scheduledTime: string; status: string }) => a.scheduledTime === '11:00',
    );
    expect(at11).toHaveLength(2);
  });

  it('a public request without a trainer is assigned on approval, and a move keeps the trainer', async () => {
    const lucia = ctx.trainers[0];
    const date = inDays(16);
    // Lucía is taken at 10:00: the approval goes to Pablo.
    await ctx.api.post(
      URL,
      internalRequest({
        requestedDate: date,
        requestedTime: '10:00',
        serviceId,
        trainerId: lucia.id,
        confirm: true,
      }),
      lucia.token,
    );
    const request = await ctx.api.post(
      URL,
      internalRequest({ requestedDate: date, requestedTime: '10:00', serviceId, trainerId: null }),
      lucia.token,
    );
    expect(request.status).toBe(201);
    const approved = await ctx.api.post(
      `${URL}/${request.body.data.id}/approve`,
      { scheduledDate: date, scheduledTime: '10:00' },
      lucia.token,
    );
    expect(approved.status).toBe(200);
    const appointment = approved.body.data.appointment;
    expect(appointment.trainerId).toBe(pablo.id);
    const moved = await ctx.api.put(
      `/api/appointments/${appointment.id}`,
      { scheduledDate: date, scheduledTime: '17:00' },
      lucia.token,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data.trainerId).toBe(pablo.id);
  });

  it("offers Nueva Cita one trainer's free times, or anyone's who gives the service, at the form's length", async () => {
    const lucia = ctx.trainers[0];
    const date = inDays(16);
    // Both open the morning; Lucía is booked at 9.
    for (const member of [lucia, pablo]) {
      const opened = await ctx.api.post(
        '/api/appointments/availability',
        { date, startTime: '09:00', endTime: '12:00' },
        member.token,
      );
      expect(opened.status).toBe(201);
    }
    const booked = await ctx.api.post(
      URL,
      internalRequest({
        requestedDate: date,
        requestedTime: '09:00',
        serviceId,
        trainerId: lucia.id,
        confirm: true,
      }),
      lucia.token,
    );
    expect(booked.status).toBe(201);
    const times = async (query: string) => {
      const res = await ctx.api.get(
        `/api/appointments/public/available-slots?date=${date}&duration=90&${query}`,
        lucia.token,
      );
      expect(res.status).toBe(200);
      return res.body.data.slots as { time: string; endTime: string }[];
    };
    const at9 = (slots: { time: string; endTime: string }[]) =>
      slots.find((s) => s.time === '09:00');
    expect(at9(await times(`trainerId=${lucia.id}`))).toBeUndefined();
    expect(at9(await times(`trainerId=${pablo.id}`))).toEqual({ time: '09:00', endTime: '10:30' });
    // "Cualquiera": Pablo is free at 9; the length is the form's (editable), not the service's.
    expect(at9(await times(`serviceId=${serviceId}`))).toEqual({ time: '09:00', endTime: '10:30' });
  });

  it('refuses a trainer who does not give the service', async () => {
    const lucia = ctx.trainers[0];
    await ctx.api.put(
      `/api/services/${serviceId}/trainers`,
      { trainers: [{ trainerId: lucia.id }] },
      lucia.token,
    );
    const res = await ctx.api.post(
      URL,
      internalRequest({ serviceId, trainerId: pablo.id, confirm: true }),
      lucia.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.trainerId).toBe(SERVICE_TRAINER_MESSAGES.notGiven);
    await ctx.api.put(`/api/services/${serviceId}/trainers`, { trainers: [] }, lucia.token);
    const page = await ctx.api.get(
      `/api/appointments/public/available-slots?date=${inDays(20)}&businessId=${lucia.id}&serviceId=${serviceId}&trainerId=${lucia.id}`,
    );
    expect(page.status).toBe(200);
  });
});
