import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';
import { inDays, today } from '../../test/booking-fixtures.ts';

let t: TestApp, api: ApiClient, lucia: Trainer, other: Trainer;
const URL = '/api/appointments/availability';

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, other],
  } = await trainerTestApp(['Lucía', 'Otro']));
  return t.close;
});

const slot = (date: string, startTime: string, endTime: string) => ({ date, startTime, endTime });

describe('availability validation (SPEC §5 Availability form)', () => {
  it.each([
    [{ startTime: '09:00', endTime: '10:00' }, 'date', 'La fecha es requerida'],
    [slot('', '09:00', '10:00'), 'date', 'La fecha es requerida'],
    [slot('2030-02-30', '09:00', '10:00'), 'date', 'Fecha no válida. Use formato YYYY-MM-DD'],
    [slot('30/01/2099', '09:00', '10:00'), 'date', 'Fecha no válida. Use formato YYYY-MM-DD'],
    [slot(inDays(30), '', '10:00'), 'startTime', 'La hora de inicio es requerida'],
    [{ date: inDays(30), endTime: '10:00' }, 'startTime', 'La hora de inicio es requerida'],
    [slot(inDays(30), '09:00', ''), 'endTime', 'La hora de fin es requerida'],
    [slot(inDays(30), '25:00', '26:00'), 'startTime', 'Hora no válida. Use formato HH:mm'],
    [
      slot(inDays(30), '10:00', '10:00'),
      'endTime',
      'La hora de fin debe ser posterior a la hora de inicio',
    ],
    [
      slot(inDays(30), '11:00', '10:00'),
      'endTime',
      'La hora de fin debe ser posterior a la hora de inicio',
    ],
    [slot(inDays(-1), '09:00', '10:00'), 'date', 'La fecha no puede ser en el pasado'],
  ])('refuses %j (%s)', async (body, field, message) => {
    const res = await api.post(URL, body, lucia.token);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it('accepts today and answers the slot with its derived fields', async () => {
    const res = await api.post(URL, slot(today(), '21:00', '22:00'), lucia.token);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      date: today(),
      startTime: '21:00',
      endTime: '22:00',
      isBooked: false,
      bookedMinutes: 0,
    });
    expect(res.body.data.dayOfWeek).toBe(new Date(`${today()}T00:00:00Z`).getUTCDay());
  });

  it('refuses a slot overlapping another of the same trainer, but not of another trainer', async () => {
    const date = inDays(20);
    expect((await api.post(URL, slot(date, '09:00', '12:00'), lucia.token)).status).toBe(201);
    const overlap = await api.post(URL, slot(date, '11:00', '13:00'), lucia.token);
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toBe('Este horario se solapa con otro horario de disponibilidad');
    expect((await api.post(URL, slot(date, '12:00', '13:00'), lucia.token)).status).toBe(201);
    expect((await api.post(URL, slot(date, '10:00', '11:00'), other.token)).status).toBe(201);
  });
});

describe('availability list, update and delete', () => {
  it('lists a date range in order, with pagination', async () => {
    for (const [d, s, e] of [
      [5, '10:00', '11:00'],
      [2, '16:00', '18:00'],
      [2, '09:00', '10:00'],
    ] as const) {
      await api.post(URL, slot(inDays(40 + d), s, e), lucia.token);
    }
    const res = await api.get(
      `${URL}?startDate=${inDays(41)}&endDate=${inDays(46)}&limit=2`,
      lucia.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.slots.map((s: any) => `${s.date} ${s.startTime}`)).toEqual([
      `${inDays(42)} 09:00`,
      `${inDays(42)} 16:00`,
    ]);
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
  });

  it('updates and deletes its own slots; another trainer gets 404', async () => {
    const created = (await api.post(URL, slot(inDays(60), '09:00', '10:00'), lucia.token)).body
      .data;
    const foreign = await api.put(
      `${URL}/${created.id}`,
      slot(inDays(61), '09:00', '10:00'),
      other.token,
    );
    expect(foreign.status).toBe(404);
    expect((await api.del(`${URL}/${created.id}`, other.token)).status).toBe(404);
    const listOther = await api.get(
      `${URL}?startDate=${inDays(60)}&endDate=${inDays(60)}`,
      other.token,
    );
    expect(listOther.body.data.slots).toEqual([]);

    const updated = await api.put(
      `${URL}/${created.id}`,
      slot(inDays(61), '15:00', '16:30'),
      lucia.token,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      id: created.id,
      date: inDays(61),
      startTime: '15:00',
      endTime: '16:30',
    });
    const bad = await api.put(
      `${URL}/${created.id}`,
      slot(inDays(61), '17:00', '16:00'),
      lucia.token,
    );
    expect(bad.status).toBe(400);

    expect((await api.del(`${URL}/${created.id}`, lucia.token)).status).toBe(200);
    expect((await api.del(`${URL}/${created.id}`, lucia.token)).status).toBe(404);
  });

  it('needs a session', async () => {
    expect((await api.get(URL)).status).toBe(401);
    expect((await api.post(URL, slot(inDays(3), '09:00', '10:00'))).status).toBe(401);
  });
});

describe('available slots', () => {
  const date = inDays(40);
  const slotsUrl = (query: string) => `/api/appointments/public/available-slots?${query}`;

  beforeAll(async () => {
    await api.post(URL, slot(date, '09:00', '12:00'), lucia.token);
    await api.post(URL, slot(date, '12:00', '13:00'), lucia.token);
  });

  it('offers 30-minute steps inside the slots to anyone who knows the trainer id', async () => {
    const res = await api.get(slotsUrl(`date=${date}&duration=60&businessId=${lucia.id}`));
    expect(res.status).toBe(200);
    expect(res.body.data.slots.map((s: any) => s.time)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
    ]);
    expect(res.body.data.slots[0]).toEqual({ time: '09:00', endTime: '10:00' });
    const long = await api.get(slotsUrl(`date=${date}&duration=120&businessId=${lucia.id}`));
    expect(long.body.data.slots.map((s: any) => s.time)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
    ]);
  });

  it('leaves out times taken by an appointment and marks the slot Ocupado', async () => {
    const created = await api.post(
      '/api/appointments/requests',
      {
        clientName: 'Ana',
        clientEmail: 'ana@example.com',
        clientPhone: '612345678',
        dogName: 'Toby',
        requestedDate: date,
        requestedTime: '10:15',
        duration: 30,
        serviceType: 'evaluation',
        confirm: true,
      },
      lucia.token,
    );
    expect(created.status).toBe(201);
    const res = await api.get(slotsUrl(`date=${date}&businessId=${lucia.id}`));
    expect(res.body.data.slots.map((s: any) => s.time)).toEqual([
      '09:00',
      '11:00',
      '11:30',
      '12:00',
    ]);
    const list = await api.get(`${URL}?startDate=${date}&endDate=${date}`, lucia.token);
    expect(list.body.data.slots.map((s: any) => s.isBooked)).toEqual([true, false]);
  });

  it('counts the booked minutes of each slot, an appointment across two slots in both', async () => {
    const across = await api.post(
      '/api/appointments/requests',
      {
        clientName: 'Bea',
        clientEmail: 'bea@example.com',
        clientPhone: '612345679',
        dogName: 'Nala',
        requestedDate: date,
        requestedTime: '11:45',
        duration: 60,
        serviceType: 'evaluation',
        confirm: true,
      },
      lucia.token,
    );
    expect(across.status).toBe(201);
    const list = await api.get(`${URL}?startDate=${date}&endDate=${date}`, lucia.token);
    // 09:00–12:00 holds 10:15–10:45 and 11:45–12:00; 12:00–13:00 holds 12:00–12:45.
    expect(
      list.body.data.slots.map((s: any) => [s.startTime, s.isBooked, s.bookedMinutes]),
    ).toEqual([
      ['09:00', true, 45],
      ['12:00', true, 45],
    ]);
  });

  it("counts only the slot's own trainer's appointments: another business's time is not theirs", async () => {
    const created = await api.post(URL, slot(date, '09:00', '13:00'), other.token);
    expect(created.status).toBe(201);
    const list = await api.get(`${URL}?startDate=${date}&endDate=${date}`, other.token);
    expect(
      list.body.data.slots.map((s: any) => [s.startTime, s.isBooked, s.bookedMinutes]),
    ).toEqual([['09:00', false, 0]]);
    expect((await api.del(`${URL}/${created.body.data.id}`, other.token)).status).toBe(200);
  });

  it('serves the signed-in trainer without businessId (internal form), and needs one of the two', async () => {
    const own = await api.get(slotsUrl(`date=${date}&duration=30`), lucia.token);
    expect(own.body.data.slots[0]).toEqual({ time: '09:00', endTime: '09:30' });
    expect((await api.get(slotsUrl(`date=${date}`), other.token)).body.data.slots).toEqual([]);
    expect((await api.get(slotsUrl(`date=${date}`))).status).toBe(401);
  });

  it('offers only future times today, and nothing on past dates', async () => {
    await api.post(URL, slot(today(), '00:00', '20:30'), lucia.token);
    const res = await api.get(slotsUrl(`date=${today()}&duration=30&businessId=${lucia.id}`));
    const nowMadrid = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date());
    for (const s of res.body.data.slots) expect(s.time > nowMadrid).toBe(true);
    const past = await api.get(slotsUrl(`date=${inDays(-1)}&businessId=${lucia.id}`));
    expect(past.status).toBe(200);
    expect(past.body.data.slots).toEqual([]);
  });

  it('validates the query and hides unknown trainers', async () => {
    const bad = await api.get(slotsUrl(`date=2030-02-30&businessId=${lucia.id}`));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.date).toBe('Fecha no válida. Use formato YYYY-MM-DD');
    // Any service's duration, 15–480 minutes (issue 18).
    const duration = await api.get(slotsUrl(`date=${date}&duration=10&businessId=${lucia.id}`));
    expect(duration.body.errors.duration).toBe('La duración debe estar entre 15 y 480 minutos');
    for (const id of ['00000000-0000-7000-8000-000000000000', 'dashboard', 'x'.repeat(40)]) {
      const res = await api.get(slotsUrl(`date=${date}&businessId=${id}`));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Educador no encontrado');
    }
  });
});
