import { beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../lib/mailer.ts';
import type { ApiClient } from '../../test/api-client.ts';
import {
  createPendingRequest,
  inDays,
  internalRequest,
  offerTime,
} from '../../test/booking-fixtures.ts';
import { OWNER, asOwner, bookFor, signInOwner } from '../../test/owner-fixtures.ts';
import { addMember } from '../../test/staff-fixtures.ts';
import { testClock, trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

/**
 * Issue 39, decision 0147: in a school, Mi área, every owner mail about an appointment or a
 * request, its calendar file and the WhatsApp link's answer name the trainer who gives it, and
 * the mails stay signed by the business; a one-person business sees none of it.
 */
const clock = testClock();
let t: TestApp, api: ApiClient, lucia: Trainer, solo: Trainer;
let pablo: Awaited<ReturnType<typeof addMember>>;
const SCHOOL = 'Escuela Canina Norte';
const LUCIA = 'Lucía García';
const PABLO = 'Pablo Ruiz';

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, solo],
  } = await trainerTestApp(['Lucía', 'Marta'], {}, clock));
  const settings = {
    cancellationNoticeHours: 24,
    businessName: SCHOOL,
    contactPhone: null,
    sessionPlace: null,
  };
  expect((await api.put('/api/owner-area/settings', settings, lucia.token)).status).toBe(200);
  pablo = await addMember(t, api, lucia.token, 'adiestrador', undefined, PABLO);
  return t.close;
});

/** Lucía's own booking for `email` ("Nueva Cita" naming her); `to: pablo` then gives it to him. */
async function book(email: string, at: { date: string; time: string }, to?: { id: string }) {
  const booked = await bookFor(t, api, lucia, email, at, { trainerId: lucia.id });
  if (to)
    await t.database.sql`update appointments set trainer_id = ${to.id} where id = ${booked.id}`;
  return booked;
}

/** The mails to `to` since `before` whose subject matches, once the outbox is drained. */
async function mailsTo(to: string, subject: RegExp, before = 0) {
  await t.app.outbox.drain();
  return t.mails.slice(before).filter((m) => m.to === to && subject.test(m.subject));
}
const names = (mail: Mail, name: string) => {
  expect(mail.text).toMatch(new RegExp(`Adiestrador/a:\\s*${name}`));
  // Signed and sent by the business, not by the trainer (item 4).
  expect(mail.fromName).toBe(SCHOOL);
};
const icsOf = (mail: Mail) => (mail.attachments![0]!.content as string).replace(/\r\n /g, '');

describe('Mi área in a school', () => {
  it('names who gives each appointment, the trainer asked for of a request, and nobody under "Cualquiera"', async () => {
    const email = 'mi.area@example.com';
    const date = inDays(20);
    await book(email, { date, time: '10:00' });
    const his = await book(email, { date, time: '12:00' }, pablo);
    const asked = await createPendingRequest(api, lucia, {
      clientEmail: email,
      preferredDate: inDays(22),
      trainerId: lucia.id,
    });
    const anyone = await createPendingRequest(api, lucia, {
      clientEmail: email,
      preferredDate: inDays(23),
      preferredTime: '11:00',
    });
    const session = asOwner(api, { cookie: await signInOwner(t, api, email) });
    const overview = (await session.get(`${OWNER}/overview`)).body.data;
    const [school] = overview.trainers;
    expect(school.trainer.businessName).toBe(SCHOOL);
    type Seen = { id: string; time?: string; givenBy: string | null };
    expect(school.appointments.map((a: Seen) => [a.time, a.givenBy])).toEqual([
      ['10:00', LUCIA],
      ['12:00', PABLO],
    ]);
    const requests = new Map(school.requests.map((r: Seen) => [r.id, r.givenBy]));
    expect(requests.get(asked)).toBe(LUCIA);
    expect(requests.get(anyone)).toBeNull();

    // Mi área's calendar file of the appointment names him too.
    const ics = await session.get(`${OWNER}/appointments/${his.id}/calendar.ics`);
    expect(ics.status).toBe(200);
    expect((ics.body as string).replace(/\r\n /g, '')).toContain(`Adiestrador/a: ${PABLO}`);

    // The WhatsApp message's link answer says whom, for "con <trainer>" (decision 0147).
    const share = (target: object) => api.post('/api/owner-area/share-links', target, lucia.token);
    expect((await share({ appointmentId: his.id })).body.data.givenBy).toBe(PABLO);
    expect((await share({ requestId: asked })).body.data.givenBy).toBe(LUCIA);
    expect((await share({ requestId: anyone })).body.data.givenBy).toBeNull();
  });

  it('names nobody in a one-person business', async () => {
    const email = 'solo@example.com';
    const { id } = await bookFor(t, api, solo, email, { date: inDays(21), time: '10:00' });
    const session = asOwner(api, { cookie: await signInOwner(t, api, email) });
    const [only] = (await session.get(`${OWNER}/overview`)).body.data.trainers;
    expect(only.appointments[0]).toMatchObject({ id, givenBy: null });
    const share = await api.post('/api/owner-area/share-links', { appointmentId: id }, solo.token);
    expect(share.status).toBe(201);
    expect(share.body.data.givenBy).toBeNull();
    const [approved] = await mailsTo(email, /confirmada/);
    expect(approved!.text).not.toContain('Adiestrador/a');
  });
});

describe("the owner's mails in a school", () => {
  it('a move and a cancellation by the trainer name who gives it, in the rows and the file', async () => {
    const email = 'avisos@example.com';
    const date = inDays(24);
    const his = await book(email, { date, time: '10:00' }, pablo);
    const moved = await api.put(
      `/api/appointments/${his.id}`,
      { scheduledDate: date, scheduledTime: '11:30' },
      lucia.token,
    );
    expect(moved.status).toBe(200);
    const [changed] = await mailsTo(email, /ha cambiado$/);
    names(changed!, PABLO);
    expect(icsOf(changed!)).toContain(`Adiestrador/a: ${PABLO}`);
    const cancelled = await api.put(
      `/api/appointments/${his.id}`,
      { status: 'CANCELLED' },
      lucia.token,
    );
    expect(cancelled.status).toBe(200);
    const [notice] = await mailsTo(email, /se ha cancelado$/);
    names(notice!, PABLO);

    // A one-person business's notice reads as before.
    const own = await bookFor(t, api, solo, 'solo.avisos@example.com', {
      date,
      time: '10:00',
    });
    await api.put(`/api/appointments/${own.id}`, { status: 'CANCELLED' }, solo.token);
    const [plain] = await mailsTo('solo.avisos@example.com', /se ha cancelado$/);
    expect(plain!.text).not.toContain('Adiestrador/a');
  });

  it("the owner's receipts and the answers to a change of time name who gives it", async () => {
    const email = 'cambios@example.com';
    const target = inDays(27);
    await offerTime(api, lucia, target, '17:00');
    await offerTime(api, lucia, target, '18:00');
    const first = await book(email, { date: inDays(25), time: '10:00' });
    const second = await book(email, { date: inDays(26), time: '10:00' });
    const owner = asOwner(api, { cookie: await signInOwner(t, api, email) });
    for (const [id, time] of [
      [first.id, '17:00'],
      [second.id, '18:00'],
    ] as const) {
      const asked = await owner.post(`${OWNER}/appointments/${id}/change-requests`, {
        date: target,
        time,
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    }
    const receipts = await mailsTo(email, /^Tu petición de cambio/);
    expect(receipts).toHaveLength(2);
    for (const receipt of receipts) names(receipt, LUCIA);

    const changes = (await api.get('/api/appointments/change-requests', lucia.token)).body.data
      .changes as { id: string; appointmentId: string }[];
    const changeOf = (id: string) => changes.find((c) => c.appointmentId === id)!.id;
    const approve = `/api/appointments/change-requests/${changeOf(first.id)}/approve`;
    expect((await api.post(approve, {}, lucia.token)).status).toBe(200);
    const [approved] = await mailsTo(email, /ha aceptado el cambio/);
    names(approved!, LUCIA);
    expect(icsOf(approved!)).toContain(`Adiestrador/a: ${LUCIA}`);
    const reject = `/api/appointments/change-requests/${changeOf(second.id)}/reject`;
    expect((await api.post(reject, { reason: 'Esa tarde no puedo' }, lucia.token)).status).toBe(
      200,
    );
    const [rejected] = await mailsTo(email, /no ha podido aceptar el cambio/);
    names(rejected!, LUCIA);

    const cancel = await owner.post(`${OWNER}/appointments/${second.id}/cancel`);
    expect(cancel.status).toBe(200);
    const [cancelled] = await mailsTo(email, /^Has cancelado tu cita/);
    names(cancelled!, LUCIA);
  });

  it('a weekly series and a blocked time name who gives it', async () => {
    const email = 'serie.escuela@example.com';
    const start = inDays(30);
    const series = await api.post(
      '/api/appointments/requests',
      internalRequest({
        clientEmail: email,
        requestedDate: start,
        requestedTime: '09:00',
        confirm: true,
        repeat: { count: 2 },
        trainerId: lucia.id,
      }),
      lucia.token,
    );
    expect(series.status, JSON.stringify(series.body)).toBe(201);
    const [confirmed] = await mailsTo(email, /^Tus citas semanales/);
    names(confirmed!, LUCIA);
    expect(icsOf(confirmed!)).toContain(`Adiestrador/a: ${LUCIA}`);

    const blocked = await api.post(
      '/api/appointments/availability-exceptions',
      {
        kind: 'CLOSED',
        startDate: start,
        endDate: start,
        reason: 'Curso de formación',
        notifyOwners: true,
      },
      lucia.token,
    );
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(201);
    const [notice] = await mailsTo(email, /^Aviso sobre tu cita/);
    names(notice!, LUCIA);
    // The trainer whose time it is, not the whole business, is away.
    expect(notice!.text).toContain(`${LUCIA} no estará disponible`);
  });

  it('the receipt and the refusal of a request name the trainer asked for, and nobody under "Cualquiera"', async () => {
    const email = 'solicitud@example.com';
    const before = t.mails.length;
    const asked = await createPendingRequest(api, lucia, {
      clientEmail: email,
      preferredDate: inDays(33),
      trainerId: lucia.id,
    });
    const [receipt] = await mailsTo(email, /^Hemos recibido/, before);
    names(receipt!, LUCIA);
    const rejected = await api.post(
      `/api/appointments/requests/${asked}/reject`,
      { reason: 'Ese día no trabajo' },
      lucia.token,
    );
    expect(rejected.status).toBe(200);
    const [refusal] = await mailsTo(email, /no ha podido aceptarse$/);
    names(refusal!, LUCIA);

    const open = t.mails.length;
    await createPendingRequest(api, lucia, {
      clientEmail: 'cualquiera@example.com',
      preferredDate: inDays(34),
    });
    const [anyone] = await mailsTo('cualquiera@example.com', /^Hemos recibido/, open);
    expect(anyone!.text).not.toContain('Adiestrador/a');
  });
});
