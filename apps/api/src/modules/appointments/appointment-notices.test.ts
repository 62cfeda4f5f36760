import ICAL from 'ical.js';
import { zonedToUtc, timeToMinutes } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../lib/mailer.ts';
import type { ApiClient } from '../../test/api-client.ts';
import { CONTROL_CHARS, parseIcs, readCalendar, withControls } from '../../test/parse-ics.ts';
import { createPendingRequest, inDays } from '../../test/booking-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

/**
 * The owner hears of every cancellation and change of time, with a calendar file that replaces
 * the approval's: read here by ical.js, an independent parser, as a calendar app would.
 */

let t: TestApp, api: ApiClient, trainer: Trainer;
const ZONE = 'America/New_York';
const URL = '/api/appointments';

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [trainer],
  } = await trainerTestApp(['Lucía']));
  const profile = { firstName: 'Lucía', lastName: 'García', phone: '', timeZone: ZONE };
  expect((await api.put('/api/auth/profile', profile, trainer.token)).status).toBe(200);
  return t.close;
});

const mailsTo = (to: string) => t.mails.filter((m) => m.to === to);

/** The one VEVENT of a mail's .ics, with the calendar's METHOD. */
function calendarOf(mail: Mail) {
  const attachment = mail.attachments?.find((a) => a.filename === 'cita.ics');
  if (!attachment) throw new Error(`no .ics in "${mail.subject}"`);
  // Our strict reader first: CRLF, folded lines, balanced components (RFC 5545).
  parseIcs(attachment.content as string);
  const calendar = new ICAL.Component(ICAL.parse(attachment.content as string));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    status: vevent.getFirstPropertyValue('status'),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
  };
}

const instant = (date: string, time: string) =>
  zonedToUtc(date, timeToMinutes(time), ZONE).toISOString();

async function approvedAppointment(email: string, date: string, time: string) {
  const id = await createPendingRequest(api, trainer, { clientEmail: email });
  const res = await api.post(
    `${URL}/requests/${id}/approve`,
    { scheduledDate: date, scheduledTime: time },
    trainer.token,
  );
  expect(res.status).toBe(200);
  // The receipt of the request, then the approval with its .ics.
  await t.app.outbox.drain();
  expect(mailsTo(email)).toHaveLength(2);
  return res.body.data.appointment as { id: string };
}

describe('e-mails to the owner when the trainer changes a confirmed appointment', () => {
  it('sends a change with the same event, a higher SEQUENCE and the new times, then the cancellation', async () => {
    const email = 'cambios@example.com';
    const date = inDays(5);
    const appointment = await approvedAppointment(email, date, '10:00');
    const approval = calendarOf(mailsTo(email)[1]!);
    expect(approval).toMatchObject({
      uid: `${appointment.id}@adiestra`,
      sequence: 0,
      start: instant(date, '10:00'),
    });

    // Nothing about the time changes: no e-mail for any of these.
    expect(
      (await api.put(`${URL}/${appointment.id}`, { notes: 'Traer premios' }, trainer.token)).status,
    ).toBe(200);
    const same = { scheduledDate: date, scheduledTime: '10:00', status: 'SCHEDULED' };
    expect((await api.put(`${URL}/${appointment.id}`, same, trainer.token)).status).toBe(200);

    const newDate = inDays(6);
    const moved = await api.put(
      `${URL}/${appointment.id}`,
      { scheduledDate: newDate, scheduledTime: '16:30' },
      trainer.token,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ scheduledDate: newDate, scheduledTime: '16:30' });
    await t.app.outbox.drain();
    expect(mailsTo(email)).toHaveLength(3);
    const change = mailsTo(email)[2]!;
    expect(change.subject).toBe('Tu cita con Lucía García ha cambiado');
    expect(change.text).toContain('Hora: 16:30 (1 h)');
    expect(calendarOf(change)).toEqual({
      method: 'REQUEST',
      uid: approval.uid,
      sequence: 1,
      status: 'CONFIRMED',
      // 16:30 on the trainer's clock in New York, not in Madrid.
      start: instant(newDate, '16:30'),
      end: instant(newDate, '17:30'),
    });

    const cancelled = await api.put(
      `${URL}/${appointment.id}`,
      { status: 'CANCELLED' },
      trainer.token,
    );
    expect(cancelled.status).toBe(200);
    await t.app.outbox.drain();
    expect(mailsTo(email)).toHaveLength(4);
    const cancellation = mailsTo(email)[3]!;
    expect(cancellation.subject).toBe('Tu cita con Lucía García se ha cancelado');
    expect(calendarOf(cancellation)).toMatchObject({
      method: 'CANCEL',
      uid: approval.uid,
      sequence: 2,
      status: 'CANCELLED',
      start: instant(newDate, '16:30'),
    });

    // Already cancelled: editing its notes tells nobody.
    await api.put(`${URL}/${appointment.id}`, { notes: 'Sin cambios' }, trainer.token);
    // Completing another appointment is no change of time either; its own approval is the last mail.
    const other = await approvedAppointment('otra@example.com', inDays(8), '10:00');
    await api.put(`${URL}/${other.id}`, { status: 'COMPLETED' }, trainer.token);
    const last = await approvedAppointment('ultima@example.com', inDays(9), '10:00');
    expect(last.id).toBeDefined();
    expect(mailsTo(email)).toHaveLength(4);
    expect(mailsTo('otra@example.com')).toHaveLength(2);
  });

  it('tells the owner when a cancelled appointment is put back on the calendar', async () => {
    const email = 'vuelta@example.com';
    const date = inDays(11);
    const appointment = await approvedAppointment(email, date, '09:00');
    await api.put(`${URL}/${appointment.id}`, { status: 'CANCELLED' }, trainer.token);
    await api.put(`${URL}/${appointment.id}`, { status: 'SCHEDULED' }, trainer.token);
    await t.app.outbox.drain();
    expect(mailsTo(email)).toHaveLength(4);
    expect(calendarOf(mailsTo(email)[3]!)).toMatchObject({
      method: 'REQUEST',
      sequence: 2,
      status: 'CONFIRMED',
      start: instant(date, '09:00'),
    });
  });

  it('every file of an appointment (new, moved, cancelled) has one SEQUENCE, the place and no control characters', async () => {
    const place = 'Parque del Oeste, entrada por Moncloa; junto al quiosco';
    const settings = { cancellationNoticeHours: 24, sessionPlace: withControls(place) };
    expect((await api.put('/api/owner-area/settings', settings, trainer.token)).status).toBe(200);
    try {
      const email = 'lugar@example.com';
      const date = inDays(20);
      const id = await createPendingRequest(api, trainer, {
        clientEmail: email,
        clientName: withControls('Marta'),
        dogName: withControls('Rocky'),
      });
      const approved = await api.post(
        `${URL}/requests/${id}/approve`,
        { scheduledDate: date, scheduledTime: '10:00' },
        trainer.token,
      );
      expect(approved.status).toBe(200);
      const appointmentId = approved.body.data.appointment.id as string;
      expect(mailsTo(email)).toHaveLength(2);
      await api.put(`${URL}/${appointmentId}`, { scheduledTime: '12:00' }, trainer.token);
      expect(mailsTo(email)).toHaveLength(3);
      await api.put(`${URL}/${appointmentId}`, { status: 'CANCELLED' }, trainer.token);
      expect(mailsTo(email)).toHaveLength(4);

      const files = mailsTo(email)
        .slice(1)
        .map((mail) => mail.attachments!.find((a) => a.filename === 'cita.ics')!.content as string);
      const read = files.map(readCalendar);
      expect(read.map((c) => [c.method, c.events[0]!.status, c.events[0]!.sequences])).toEqual([
        ['PUBLISH', 'CONFIRMED', [0]],
        ['REQUEST', 'CONFIRMED', [1]],
        ['CANCEL', 'CANCELLED', [2]],
      ]);
      for (const [i, file] of files.entries()) {
        expect(file.replace(/\r\n/g, '')).not.toMatch(CONTROL_CHARS);
        const [event] = read[i]!.events;
        expect(event!.location).toBe(place);
        expect(event!.description).toMatch(/^Perro: Rocky/);
        expect(event!.description).not.toMatch(CONTROL_CHARS);
      }
    } finally {
      await api.put('/api/owner-area/settings', { cancellationNoticeHours: 24 }, trainer.token);
    }
  });

  it('refuses a move into a taken or past time, with nothing changed and nobody told', async () => {
    const email = 'choque@example.com';
    const date = inDays(14);
    const appointment = await approvedAppointment(email, date, '09:00');
    await approvedAppointment('ocupa@example.com', date, '12:00');
    const taken = await api.put(
      `${URL}/${appointment.id}`,
      { scheduledTime: '11:30' },
      trainer.token,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Ya tienes una cita programada que se solapa con ese horario');
    const past = await api.put(
      `${URL}/${appointment.id}`,
      { scheduledDate: inDays(-3) },
      trainer.token,
    );
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({ scheduledDate: 'La fecha no puede ser en el pasado' });
    const bad = await api.put(
      `${URL}/${appointment.id}`,
      { scheduledTime: '25:00' },
      trainer.token,
    );
    expect(bad.status).toBe(400);

    // A real move afterwards is SEQUENCE 1: the refused ones raised nothing.
    await api.put(`${URL}/${appointment.id}`, { scheduledTime: '15:00' }, trainer.token);
    await t.app.outbox.drain();
    expect(mailsTo(email)).toHaveLength(3);
    expect(calendarOf(mailsTo(email)[2]!)).toMatchObject({
      sequence: 1,
      start: instant(date, '15:00'),
    });
  });
});
