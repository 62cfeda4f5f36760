import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { addDays } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema.ts';
import type { ApiClient } from '../../test/api-client.ts';
import { createPendingRequest, nextSpringForward, today } from '../../test/booking-fixtures.ts';
import { CONTROL_CHARS, parseIcs, readCalendar, withControls } from '../../test/parse-ics.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

/** Issue 16: the trainer's private calendar subscription, read by an independent parser (ical.js). */

let t: TestApp, api: ApiClient, lucia: Trainer, other: Trainer, placed: Trainer;
const springForward = nextSpringForward();

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, other, placed],
  } = await trainerTestApp(['Lucía', 'Otro', 'Paula']));
  return t.close;
});

const subscribe = async (trainer = lucia) => {
  const res = await api.post('/api/calendar-feed', undefined, trainer.token);
  expect(res.status).toBe(201);
  return res.body.data as { httpsUrl: string; webcalUrl: string };
};
/** The path of a feed address, for the test client. */
const fetchFeed = (httpsUrl: string) => api.get(new URL(httpsUrl).pathname);

async function approvedAppointment(date: string, time: string, email: string) {
  const id = await createPendingRequest(api, lucia, { clientEmail: email });
  const res = await api.post(
    `/api/appointments/requests/${id}/approve`,
    { scheduledDate: date, scheduledTime: time },
    lucia.token,
  );
  expect(res.status).toBe(200);
  return res.body.data.appointment.id as string;
}

/** Every VEVENT of a feed, with its start as ical.js computes it from the VTIMEZONE. */
function readFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        isDate: event.startDate.isDate,
        status: String(vevent.getFirstPropertyValue('status')),
        sequence: event.sequence,
      };
    }),
  };
}

describe('calendar feed', () => {
  it('is private to the signed-in trainer: an anonymous caller gets 401', async () => {
    expect((await api.post('/api/calendar-feed')).status).toBe(401);
    expect((await api.get('/api/calendar-feed')).status).toBe(401);
  });

  it('gives an https and a webcal address with a 256-bit token, and says one exists', async () => {
    expect((await api.get('/api/calendar-feed', lucia.token)).body.data).toEqual({
      createdAt: null,
    });
    const { httpsUrl, webcalUrl } = await subscribe();
    expect(httpsUrl).toMatch(/^http:\/\/app\.test\/api\/calendar-feed\/[\w-]{43}\.ics$/);
    expect(webcalUrl).toBe(httpsUrl.replace('http:', 'webcal:'));
    const status = await api.get('/api/calendar-feed', lucia.token);
    expect(status.body.data.createdAt).toEqual(expect.any(String));
    // Only the token's hash is stored.
    const token = httpsUrl.split('/').at(-1)!.replace('.ics', '');
    const stored = await t.database.sql`select token_hash from calendar_feeds`;
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('lists appointments in the trainer zone with the right times across a DST change', async () => {
    const saturday = addDays(springForward, -1);
    const before = await approvedAppointment(saturday, '10:00', 'antes@example.com');
    const after = await approvedAppointment(springForward, '10:00', 'despues@example.com');
    const cancelled = await approvedAppointment(springForward, '12:00', 'cancela@example.com');
    await t.app.outbox.drain();
    expect(t.mails.filter((m) => m.to === 'despues@example.com')).toHaveLength(2);
    expect(
      (await api.put(`/api/appointments/${cancelled}`, { status: 'CANCELLED' }, lucia.token))
        .status,
    ).toBe(200);
    // A change elsewhere raised the event's SEQUENCE (appointments.ics_sequence).
    await t.database.db
      .update(appointments)
      .set({ icsSequence: 3 })
      .where(eq(appointments.id, cancelled));
    const pending = await createPendingRequest(api, lucia, {
      clientEmail: 'pendiente@example.com',
      preferredDate: addDays(today(), 5),
      preferredTime: '17:00',
    });

    const res = await fetchFeed((await subscribe()).httpsUrl);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = res.body as unknown as string;
    // Strict RFC 5545 shape (CRLF, folding, balanced components) as well.
    expect(parseIcs(text).children.map((c) => c.name)).toContain('VTIMEZONE');

    const { calendar, events } = readFeed(text);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
      'Europe/Madrid',
    );
    const byUid = new Map(events.map((e) => [e.uid, e]));
    // Winter time (UTC+1) the day before, summer time (UTC+2) on the day the clocks jump.
    expect(byUid.get(`${before}@adiestra`)).toMatchObject({
      start: `${saturday}T09:00:00.000Z`,
      end: `${saturday}T10:00:00.000Z`,
      status: 'CONFIRMED',
      sequence: 0,
    });
    expect(byUid.get(`${after}@adiestra`)).toMatchObject({
      start: `${springForward}T08:00:00.000Z`,
      status: 'CONFIRMED',
    });
    expect(byUid.get(`${cancelled}@adiestra`)).toMatchObject({
      status: 'CANCELLED',
      sequence: 3,
    });
    expect(byUid.get(`request-${pending}@adiestra`)).toMatchObject({
      status: 'TENTATIVE',
      summary: 'Solicitud pendiente: Rocky (Marta Ruiz)',
    });

    // The same UID as the .ics attached to the approval mail.
    const approval = t.mails.filter((m) => m.to === 'despues@example.com')[1]!;
    const mailed = parseIcs(approval.attachments![0]!.content as string).children[0]!;
    expect(mailed.props.UID?.value).toBe(`${after}@adiestra`);
  });

  it('gives every event one SEQUENCE and the place from Ajustes, with no control characters', async () => {
    const place = 'Pipicán del parque, junto al lago';
    const settings = { cancellationNoticeHours: 24, sessionPlace: withControls(place) };
    expect((await api.put('/api/owner-area/settings', settings, placed.token)).status).toBe(200);
    const request = await createPendingRequest(api, placed, {
      clientEmail: 'control@example.com',
      clientName: withControls('Marta'),
      dogName: withControls('Rocky'),
      notes: withControls('Nota'),
      preferredDate: addDays(today(), 6),
      preferredTime: '11:00',
    });
    const moved = await createPendingRequest(api, placed, {
      clientEmail: 'movida@example.com',
      preferredDate: addDays(today(), 7),
      preferredTime: '11:00',
    });
    const approved = await api.post(
      `/api/appointments/requests/${moved}/approve`,
      { scheduledDate: addDays(today(), 7), scheduledTime: '11:00' },
      placed.token,
    );
    expect(approved.status).toBe(200);
    const appointment = approved.body.data.appointment.id as string;
    const move = { scheduledTime: '12:00' };
    expect((await api.put(`/api/appointments/${appointment}`, move, placed.token)).status).toBe(
      200,
    );

    const text = (await fetchFeed((await subscribe(placed)).httpsUrl)).body as unknown as string;
    expect(text.replace(/\r\n/g, '')).not.toMatch(CONTROL_CHARS);
    const byUid = new Map(readCalendar(text).events.map((e) => [e.uid, e]));
    expect(byUid.get(`${appointment}@adiestra`)).toMatchObject({ sequences: [1], location: place });
    const pending = byUid.get(`request-${request}@adiestra`)!;
    expect(pending).toMatchObject({ sequences: [0], location: place, status: 'TENTATIVE' });
    expect(pending.summary).toMatch(/^Solicitud pendiente: Rocky.*\(Marta.*\)$/s);
    expect(`${pending.summary}${pending.description}`).not.toMatch(CONTROL_CHARS);
    await api.put('/api/owner-area/settings', { cancellationNoticeHours: 24 }, placed.token);
  });

  it('a regenerated address kills the old one at once', async () => {
    const first = await subscribe();
    expect((await fetchFeed(first.httpsUrl)).status).toBe(200);
    const second = await subscribe();
    expect((await fetchFeed(first.httpsUrl)).status).toBe(404);
    expect((await fetchFeed(second.httpsUrl)).status).toBe(200);
  });

  it("never shows another trainer's appointments, and unknown tokens are 404", async () => {
    const { events } = readFeed((await fetchFeed((await subscribe(other)).httpsUrl)).body);
    expect(events).toEqual([]);
    expect((await api.get(`/api/calendar-feed/${'a'.repeat(43)}.ics`)).status).toBe(404);
    expect((await api.get('/api/calendar-feed/nada.ics')).status).toBe(400);
  });
});
