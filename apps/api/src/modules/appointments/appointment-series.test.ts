import ICAL from 'ical.js';
import { addDays } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { bookOwn, inDays, internalRequest } from '../../test/booking-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

/**
 * Recurring individual appointments (issue 29): "every Thursday at 10:00 with Luna" is a weekly
 * series of appointments. Each week is kept from double booking by the database; a series whose
 * weeks are taken is refused whole, naming the weeks; the owner gets one mail for the series.
 */

let t: TestApp, api: ApiClient, trainer: Trainer, other: Trainer;
const URL = '/api/appointments';

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [trainer, other],
  } = await trainerTestApp(['Lucía', 'Marta']));
  return t.close;
});

interface Row {
  id: string;
  scheduledDate: string;
  scheduledTime: string;
  status: string;
  seriesId: string | null;
}

async function seriesRows(seriesId: string, token = trainer.token) {
  const res = await api.get<{ data: { appointments: Row[] } }>(`${URL}?limit=100`, token);
  return res.body.data.appointments
    .filter((a) => a.seriesId === seriesId)
    .sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate));
}

/** "Nueva cita" with "Repetir cada semana"; `appointment` is its first week, when created. */
async function createSeries(start: string, time: string, email: string, repeat: object) {
  const res = await api.post<{ message: string }>(
    `${URL}/requests`,
    internalRequest({
      requestedDate: start,
      requestedTime: time,
      clientEmail: email,
      confirm: true,
      repeat,
    }),
    trainer.token,
  );
  const day = await api.get<{ data: { appointments: Row[] } }>(
    `${URL}?date=${start}&limit=100`,
    trainer.token,
  );
  const appointment = day.body.data.appointments.find(
    (a) => a.scheduledTime === time && a.seriesId !== null,
  );
  return { ...res, appointment };
}

const mailsTo = (to: string) => t.mails.filter((m) => m.to === to);

function eventsOf(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  return {
    method: calendar.getFirstPropertyValue('method'),
    events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)),
  };
}

describe('a weekly series of appointments', () => {
  it('creates one appointment a week (N times) and sends the owner one mail with every week', async () => {
    const start = inDays(7);
    const email = 'serie@example.com';
    const res = await createSeries(start, '10:00', email, { count: 4 });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('4 citas creadas');
    const rows = await seriesRows(res.appointment!.seriesId!);
    expect(rows.map((r) => r.scheduledDate)).toEqual([0, 7, 14, 21].map((d) => addDays(start, d)));
    expect(rows.every((r) => r.scheduledTime === '10:00' && r.status === 'SCHEDULED')).toBe(true);

    await t.app.outbox.drain();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Tus citas semanales con Lucía García están confirmadas');
    const ics = eventsOf(mails[0]!.attachments![0]!.content as string);
    expect(ics.method).toBe('PUBLISH');
    expect(ics.events.map((e) => e.uid).sort()).toEqual(rows.map((r) => `${r.id}@adiestra`).sort());
  });

  it('repeats until a date, that date included', async () => {
    const start = inDays(8);
    const res = await createSeries(start, '09:00', 'hasta@example.com', {
      until: addDays(start, 14),
    });
    expect(res.status).toBe(201);
    const rows = await seriesRows(res.appointment!.seriesId!);
    expect(rows).toHaveLength(3);
  });

  it('refuses a series whose weeks are taken, naming them in Spanish, and creates nothing', async () => {
    const start = inDays(9);
    await bookOwn(api, trainer, addDays(start, 7), '12:30');
    await bookOwn(api, trainer, addDays(start, 21), '12:00');
    const before = (await api.get(`${URL}?limit=100`, trainer.token)).body.data.pagination.total;
    const email = 'choque@example.com';
    const res = await createSeries(start, '12:00', email, { count: 4 });
    expect(res.status).toBe(409);
    const week = (d: string) =>
      new Intl.DateTimeFormat('es-ES', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${d}T00:00:00Z`));
    expect(res.body.message).toBe(
      `No se ha guardado nada: ya tienes una cita que se solapa el ${week(addDays(start, 7))} y el ${week(addDays(start, 21))}. Cambia la hora o las semanas.`,
    );
    const after = (await api.get(`${URL}?limit=100`, trainer.token)).body.data.pagination.total;
    expect(after).toBe(before);
    const requests = await api.get(`${URL}/requests?search=choque`, trainer.token);
    expect(requests.body.data.requests).toHaveLength(0);
    await t.app.outbox.drain();
    expect(mailsTo(email)).toHaveLength(0);
    // Another trainer's appointments never stand in the way.
    const theirs = await api.post(
      `${URL}/requests`,
      internalRequest({
        requestedDate: start,
        requestedTime: '12:00',
        confirm: true,
        repeat: { count: 4 },
      }),
      other.token,
    );
    expect(theirs.status).toBe(201);
  });

  it('refuses a repeat without confirming, or past the cap, with the form field named', async () => {
    const unconfirmed = await api.post(
      `${URL}/requests`,
      internalRequest({ confirm: false, repeat: { count: 3 } }),
      trainer.token,
    );
    expect(unconfirmed.status).toBe(400);
    expect(JSON.stringify(unconfirmed.body)).toContain('Solo una cita confirmada puede repetirse');
    const tooMany = await createSeries(inDays(10), '08:00', 'x@example.com', { count: 53 });
    expect(tooMany.status).toBe(400);
  });

  it('skips a week (cancels one), then moves this and the following ones, with one mail', async () => {
    const start = inDays(11);
    const email = 'editar@example.com';
    const created = await createSeries(start, '16:00', email, { count: 4 });
    const seriesId = created.appointment!.seriesId!;
    const [w1, w2, w3, w4] = await seriesRows(seriesId);
    await t.app.outbox.drain();
    const sent = mailsTo(email).length;

    // Skip the second week: only that one is cancelled.
    const skip = await api.put(`${URL}/${w2!.id}`, { status: 'CANCELLED' }, trainer.token);
    expect(skip.status).toBe(200);
    expect((await seriesRows(seriesId)).map((r) => r.status)).toEqual([
      'SCHEDULED',
      'CANCELLED',
      'SCHEDULED',
      'SCHEDULED',
    ]);

    // From week 1 on, one day later at 17:30: the scheduled ones move, the skipped one stays.
    const moved = await api.put(
      `${URL}/${w1!.id}`,
      { scheduledDate: addDays(start, 1), scheduledTime: '17:30', scope: 'following' },
      trainer.token,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      scheduledDate: addDays(start, 1),
      scheduledTime: '17:30',
    });
    const after = await seriesRows(seriesId);
    const byId = new Map(after.map((r) => [r.id, r]));
    expect(byId.get(w2!.id)).toMatchObject({
      scheduledDate: w2!.scheduledDate,
      status: 'CANCELLED',
    });
    for (const [week, days] of [
      [w1, 1],
      [w3, 15],
      [w4, 22],
    ] as const) {
      expect(byId.get(week!.id)).toMatchObject({
        scheduledDate: addDays(start, days),
        scheduledTime: '17:30',
        status: 'SCHEDULED',
      });
    }
    await t.app.outbox.drain();
    const notices = mailsTo(email).slice(sent);
    // The skip's own cancellation, then one mail for the three moved weeks.
    expect(notices.map((m) => m.subject).sort()).toEqual([
      'Tu cita con Lucía García se ha cancelado',
      'Tus citas semanales con Lucía García han cambiado',
    ]);
    const change = notices.find((m) => m.subject.includes('semanales'))!;
    const ics = eventsOf(change.attachments![0]!.content as string);
    expect(ics.method).toBe('REQUEST');
    expect(ics.events).toHaveLength(3);
    expect(ics.events.every((e) => e.sequence === 1)).toBe(true);
  });

  it('moves the following ones a week later, past their own old slots', async () => {
    const start = inDays(12);
    const created = await createSeries(start, '07:00', 'semana@example.com', { count: 3 });
    const seriesId = created.appointment!.seriesId!;
    const [w1] = await seriesRows(seriesId);
    const res = await api.put(
      `${URL}/${w1!.id}`,
      { scheduledDate: addDays(start, 7), scope: 'following' },
      trainer.token,
    );
    expect(res.status).toBe(200);
    expect((await seriesRows(seriesId)).map((r) => r.scheduledDate)).toEqual(
      [7, 14, 21].map((d) => addDays(start, d)),
    );
  });

  it('refuses an edit of the following ones that lands on a taken week, and moves none', async () => {
    const start = inDays(13);
    const created = await createSeries(start, '13:00', 'mover@example.com', { count: 3 });
    const seriesId = created.appointment!.seriesId!;
    const rows = await seriesRows(seriesId);
    await bookOwn(api, trainer, addDays(start, 14), '18:00');
    const res = await api.put(
      `${URL}/${rows[0]!.id}`,
      { scheduledTime: '18:00', scope: 'following' },
      trainer.token,
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('No se ha guardado nada');
    expect((await seriesRows(seriesId)).map((r) => r.scheduledTime)).toEqual([
      '13:00',
      '13:00',
      '13:00',
    ]);
  });

  it('cancels this and the following ones (ends the series) with one cancellation mail', async () => {
    const start = inDays(14);
    const email = 'fin@example.com';
    const created = await createSeries(start, '19:00', email, { count: 4 });
    const seriesId = created.appointment!.seriesId!;
    const rows = await seriesRows(seriesId);
    await t.app.outbox.drain();
    const sent = mailsTo(email).length;
    const res = await api.put(
      `${URL}/${rows[2]!.id}`,
      { status: 'CANCELLED', scope: 'following' },
      trainer.token,
    );
    expect(res.status).toBe(200);
    expect((await seriesRows(seriesId)).map((r) => r.status)).toEqual([
      'SCHEDULED',
      'SCHEDULED',
      'CANCELLED',
      'CANCELLED',
    ]);
    await t.app.outbox.drain();
    const notices = mailsTo(email).slice(sent);
    expect(notices.map((m) => m.subject)).toEqual([
      'Tus citas semanales con Lucía García se han cancelado',
    ]);
    expect(eventsOf(notices[0]!.attachments![0]!.content as string).method).toBe('CANCEL');
  });

  it('refuses "the following" on an appointment outside a series, and another trainer\'s', async () => {
    const single = await bookOwn(api, trainer, inDays(15), '08:00');
    const res = await api.put(
      `${URL}/${single}`,
      { scheduledTime: '08:30', scope: 'following' },
      trainer.token,
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Esta cita no forma parte de una serie');
    const created = await createSeries(inDays(16), '20:00', 'ajeno@example.com', { count: 2 });
    const theirs = await api.put(
      `${URL}/${created.appointment!.id}`,
      { status: 'CANCELLED', scope: 'following' },
      other.token,
    );
    expect(theirs.status).toBe(404);
  });
});
