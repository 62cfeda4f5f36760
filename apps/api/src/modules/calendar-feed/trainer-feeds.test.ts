import ICAL from 'ical.js';
import { ACCESS_MESSAGES, addDays } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { createPendingRequest, today } from '../../test/booking-fixtures.ts';
import { addMember } from '../../test/staff-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

/** Each trainer's feed, and the titular's of the whole business (issue 39, decision 0140). */
let t: TestApp, api: ApiClient, lucia: Trainer, pablo: Trainer, rosa: Trainer;
const day = addDays(today(), 6);

async function book(time: string, email: string) {
  const id = await createPendingRequest(api, lucia, { clientEmail: email });
  const res = await api.post(
    `/api/appointments/requests/${id}/approve`,
    { scheduledDate: day, scheduledTime: time },
    lucia.token,
  );
  expect(res.status).toBe(200);
  return res.body.data.appointment.id as string;
}

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia],
  } = await trainerTestApp(['Lucía']));
  pablo = await addMember(t, api, lucia.token, 'adiestrador', undefined, 'Pablo Ruiz');
  rosa = await addMember(t, api, lucia.token, 'recepcion', undefined, 'Rosa Martín');
  await book('09:00', 'suya@example.com');
  const his = await book('11:00', 'de-pablo@example.com');
  await t.database.sql`update appointments set trainer_id = ${pablo.id} where id = ${his}`;
  return t.close;
});

async function feedOf(path: string, token: string) {
  const made = await api.post(path, undefined, token);
  expect(made.status).toBe(201);
  const res = await api.get(new URL(made.body.data.httpsUrl as string).pathname);
  expect(res.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return { time: event.startDate.toString().slice(11, 16), description: event.description };
    }),
    url: made.body.data.httpsUrl as string,
  };
}

describe('calendar feeds per trainer', () => {
  it("lists only the trainer's own work in their feed", async () => {
    const own = await feedOf('/api/calendar-feed', lucia.token);
    expect(own.events.map((e) => e.time)).toEqual(['09:00']);
    const his = await feedOf('/api/calendar-feed', pablo.token);
    expect(his.events.map((e) => e.time)).toEqual(['11:00']);
    expect(his.name).toBe('Adiestra: Pablo Ruiz');
    // Recepción gives nothing: their feed is empty.
    expect((await feedOf('/api/calendar-feed', rosa.token)).events).toEqual([]);
  });

  it('gives the titular the whole business, each event naming its trainer', async () => {
    const whole = await feedOf('/api/calendar-feed/business', lucia.token);
    expect(whole.events.map((e) => [e.time, e.description.split('\n')[0]])).toEqual([
      ['09:00', 'Adiestrador/a: Lucía García'],
      ['11:00', 'Adiestrador/a: Pablo Ruiz'],
    ]);
    // Its own token, beside the titular's own feed.
    expect((await api.get('/api/calendar-feed/business', lucia.token)).body.data.createdAt).toEqual(
      expect.any(String),
    );
    const refused = await api.post('/api/calendar-feed/business', undefined, pablo.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ACCESS_MESSAGES.business);
  });

  it("stops a removed member's feed", async () => {
    const eva = await addMember(t, api, lucia.token, 'adiestrador', undefined, 'Eva Sol');
    const { url } = await feedOf('/api/calendar-feed', eva.token);
    expect((await api.del(`/api/staff/members/${eva.id}`, lucia.token)).status).toBe(204);
    expect((await api.get(new URL(url).pathname)).status).toBe(404);
  });
});
