import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { timeToMinutes, zonedToUtc } from '@adiestra/shared';
import { runSweeps } from '../lib/sweeps.ts';
import { MovableClock } from '../lib/test-clock.ts';
import type { Mail } from '../lib/mailer.ts';
import type { ApiClient } from '../test/api-client.ts';
import { createPendingRequest, inDays, offerTime } from '../test/booking-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../test/test-app.ts';
import { createRecord } from '../test/api-client.ts';
import { groupService } from '../test/class-fixtures.ts';
import { reportFixtures, sendReport, setHomework } from '../test/report-fixtures.ts';

/**
 * Every e-mail the product sends, taken from the outbox after the real flows: an HTML part and a
 * text part made of the same words and links, in Spanish, self-contained (nothing fetched), and
 * for the owners' mails the trainer's name and contact.
 */

const clock = new MovableClock();
let t: TestApp, api: ApiClient, lucia: Trainer;
const mailTo = async (to: string, subject: RegExp, text = '') => {
  await t.app.outbox.drain();
  const mail = t.mails.find((m) => m.to === to && subject.test(m.subject) && m.text.includes(text));
  if (!mail) throw new Error(`no mail to ${to} matching ${String(subject)}`);
  return mail;
};

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia],
  } = await trainerTestApp(['Lucía'], {}, clock));
  await t.database.db.update(users).set({ phone: '+34 611 222 333' }).where(eq(users.id, lucia.id));
  return t.close;
});

/** http(s) links of the HTML part (href values) and of the text part. */
const htmlLinks = (html: string) =>
  new Set([...html.matchAll(/href="(https?:[^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')));
const textLinks = (text: string) => new Set(text.match(/https?:\/\/\S+/g) ?? []);

function expectWellFormed(mail: Mail) {
  expect(mail.html).toMatch(/^<!DOCTYPE html/);
  expect(mail.html).toMatch(/<html[^>]* lang="es"/);
  // Nothing a mail client would have to fetch: no images, stylesheets or web fonts.
  expect(mail.html).not.toMatch(/<img|<link|@import|@font-face|url\(/i);
  expect(mail.text.trim()).not.toBe('');
  expect(textLinks(mail.text)).toEqual(htmlLinks(mail.html!));
}

/** Every mail an owner receives leads to Mi área, in both parts. */
function expectOwnerArea(mail: Mail) {
  expect(mail.text).toContain('http://app.test/mi-area');
  expect(mail.html).toContain('href="http://app.test/mi-area');
}

function expectTrainerContact(mail: Mail) {
  for (const part of [mail.html!, mail.text]) {
    expect(part).toContain('Lucía García');
    expect(part).toContain(lucia.email);
    expect(part).toContain('+34 611 222 333');
  }
}

describe('every e-mail has an HTML and a text part with the same links', () => {
  it('new request to the trainer and receipt to the owner', async () => {
    await createPendingRequest(api, lucia, { clientEmail: 'receipt@example.com' });
    const toTrainer = await mailTo(lucia.email, /Nueva solicitud de cita/);
    expectWellFormed(toTrainer);
    expect(toTrainer.text).toContain('Aprobar o rechazar http://app.test/appointment-requests');
    expect(toTrainer.text).toContain('Teléfono: +34 612 345 678');
    const receipt = await mailTo('receipt@example.com', /Hemos recibido/);
    expectWellFormed(receipt);
    expectTrainerContact(receipt);
    expectOwnerArea(receipt);
  });

  it('approval, with its calendar file', async () => {
    const id = await createPendingRequest(api, lucia, { clientEmail: 'approved@example.com' });
    const date = inDays(9);
    await api.post(
      `/api/appointments/requests/${id}/approve`,
      { scheduledDate: date, scheduledTime: '10:00' },
      lucia.token,
    );
    const mail = await mailTo('approved@example.com', /está confirmada/);
    expectWellFormed(mail);
    expectTrainerContact(mail);
    expectOwnerArea(mail);
    expect(mail.text).toContain('Hora: 10:00 (1 h)');
    expect(mail.attachments?.[0]?.filename).toBe('cita.ics');
  });

  it('rejection, with the reason', async () => {
    const id = await createPendingRequest(api, lucia, { clientEmail: 'rejected@example.com' });
    const reason = 'Ese día estoy fuera <b>de viaje</b>';
    await api.post(`/api/appointments/requests/${id}/reject`, { reason }, lucia.token);
    const mail = await mailTo('rejected@example.com', /no ha podido aceptarse/);
    expectWellFormed(mail);
    expectTrainerContact(mail);
    expectOwnerArea(mail);
    expect(mail.text).toContain(`Motivo: ${reason}`);
    // The owner's words are text, never markup.
    expect(mail.html).toContain('&lt;b&gt;de viaje&lt;/b&gt;');
  });

  it('password reset', async () => {
    await api.post('/api/auth/forgot-password', { email: lucia.email });
    const mail = await mailTo(lucia.email, /Restablece tu contraseña/);
    expectWellFormed(mail);
    expect([...textLinks(mail.text)]).toEqual([
      expect.stringMatching(/^http:\/\/app\.test\/reset-password\?token=[\w-]{43}$/),
    ]);
  });

  it('registration attempt with an existing account', async () => {
    await api.post('/api/auth/register', {
      firstName: 'Otra',
      email: lucia.email,
      password: 'Otra-Contraseña-2026',
    });
    const mail = await mailTo(lucia.email, /intentado registrarse/);
    expectWellFormed(mail);
    expect(textLinks(mail.text)).toEqual(
      new Set(['http://app.test/login', 'http://app.test/forgot-password']),
    );
  });

  it('session report to the owner (issue 17)', async () => {
    const fx = reportFixtures(t.database.db);
    const { dogId } = await fx.ownerWithDog(lucia.id, 'informe@example.com', 'Rex');
    const sessionId = await fx.session({
      businessId: lucia.id,
      dogId,
      date: new Date(),
      observations: '<b>atento</b>',
      progress: 45,
    });
    await setHomework(api, lucia.token, sessionId);
    const { mail, token } = await sendReport(t, api, lucia.token, sessionId);
    expectWellFormed(mail);
    expectTrainerContact(mail);
    expect([...textLinks(mail.text)]).toEqual([
      `http://app.test/mi-area/informes/${sessionId}?token=${token}`,
      `http://app.test/privacidad/${lucia.id}`,
    ]);
    expect(mail.text).toContain('Progreso moderado');
    expect(mail.html).toContain('&lt;b&gt;atento&lt;/b&gt;');
  });
});

const TOKEN = /token=([\w-]{43})/;

/** An owner calling with the booking link an e-mail gave them. */
const asOwner = (link: string) => ({
  post: (url: string, body?: unknown) =>
    api.call('POST', url, { headers: { 'x-booking-link': link }, ...(body ? { body } : {}) }),
});

/** A request of `email` approved at `date` `time`; the appointment and its booking link. */
async function approvedFor(email: string, date: string, time = '10:00') {
  const requestId = await createPendingRequest(api, lucia, {
    clientEmail: email,
    preferredDate: date,
    preferredTime: time,
  });
  const approved = await api.post(
    `/api/appointments/requests/${requestId}/approve`,
    { scheduledDate: date, scheduledTime: time },
    lucia.token,
  );
  expect(approved.status).toBe(200);
  const mail = await mailTo(email, /está confirmada/);
  return { id: approved.body.data.appointment.id as string, link: TOKEN.exec(mail.text)![1]! };
}

describe('the owners’ area mails', () => {
  it('sign-in link', async () => {
    await approvedFor('entrar@example.com', inDays(10));
    await api.post('/api/owner/sign-in-links', { email: 'entrar@example.com' });
    const mail = await mailTo('entrar@example.com', /Tu enlace para entrar en Mi área/);
    expectWellFormed(mail);
    // Entering accepts the privacy text of each trainer the area shows: each is linked.
    expect([...textLinks(mail.text)]).toEqual([
      expect.stringMatching(/^http:\/\/app\.test\/mi-area\/entrar\?token=[\w-]{43}$/),
      `http://app.test/privacidad/${lucia.id}`,
    ]);
    expect(mail.text).toContain('Al entrar aceptas la información de privacidad de tu educador:');
    expect(mail.text).toContain('Privacidad de Lucía García');
  });

  it('the owner cancels in Mi área: the trainer is told', async () => {
    const { id, link } = await approvedFor('cancela@example.com', inDays(11));
    expect((await asOwner(link).post(`/api/owner/appointments/${id}/cancel`)).status).toBe(200);
    const mail = await mailTo(lucia.email, /^Marta Ruiz ha cancelado su cita/, 'desde Mi área');
    expectWellFormed(mail);
    expect(mail.text).toContain('Ver mis citas http://app.test/appointments');
  });

  it('a change of time: asked (trainer), approved and rejected (owner, in Mi área)', async () => {
    const [first, second] = [inDays(12), inDays(13)];
    await offerTime(api, lucia, second, '17:00');
    await offerTime(api, lucia, second, '12:00');
    const moving = await approvedFor('cambio@example.com', first);
    const staying = await approvedFor('sin-cambio@example.com', first, '11:00');
    const ask = async (appointment: { id: string; link: string }, time: string) => {
      const res = await asOwner(appointment.link).post(
        `/api/owner/appointments/${appointment.id}/change-requests`,
        { date: second, time },
      );
      expect(res.status).toBe(201);
      const listed = await api.get('/api/appointments/change-requests', lucia.token);
      return (listed.body.data.changes as { id: string; appointmentId: string }[]).find(
        (c) => c.appointmentId === appointment.id,
      )!.id;
    };

    const change = await ask(moving, '17:00');
    const asked = await mailTo(lucia.email, /pide cambiar la hora/);
    expectWellFormed(asked);
    expect(asked.text).toContain('Aprobar o rechazar http://app.test/appointment-requests');
    expect(asked.text).toMatch(/Propone: .+, 17:00/);

    await api.post(`/api/appointments/change-requests/${change}/approve`, {}, lucia.token);
    const approved = await mailTo('cambio@example.com', /ha aceptado el cambio/);
    expectWellFormed(approved);
    expectTrainerContact(approved);
    expectOwnerArea(approved);
    expect(approved.text).toMatch(
      /Consultar, cancelar o cambiar tu cita http:\/\/app\.test\/mi-area\/cita\?token=/,
    );
    expect(approved.text).toContain('Hora: 17:00 (1 h)');
    expect(approved.attachments?.[0]?.filename).toBe('cita.ics');

    const refused = await ask(staying, '12:00');
    await api.post(
      `/api/appointments/change-requests/${refused}/reject`,
      { reason: 'Esa tarde tengo un curso' },
      lucia.token,
    );
    const rejected = await mailTo('sin-cambio@example.com', /no ha podido aceptar el cambio/);
    expectWellFormed(rejected);
    expectTrainerContact(rejected);
    expectOwnerArea(rejected);
    expect(rejected.text).toContain('Motivo: Esa tarde tengo un curso');
    expect(rejected.text).toMatch(/Tu cita sigue: .+, 11:00/);
  });

  it('the trainer moves, then cancels, a confirmed appointment: the owner gets each with .ics', async () => {
    const { id } = await approvedFor('aviso@example.com', inDays(14));
    await api.put(`/api/appointments/${id}`, { scheduledTime: '12:30' }, lucia.token);
    const changed = await mailTo('aviso@example.com', /ha cambiado$/);
    expectWellFormed(changed);
    expectTrainerContact(changed);
    expectOwnerArea(changed);
    expect(changed.text).toContain('Hora: 12:30 (1 h)');
    expect(changed.text).toMatch(
      /Consultar, cancelar o cambiar tu cita http:\/\/app\.test\/mi-area\/cita\?token=/,
    );
    expect(changed.attachments?.[0]?.contentType).toContain('method=REQUEST');

    await api.put(`/api/appointments/${id}`, { status: 'CANCELLED' }, lucia.token);
    const cancelled = await mailTo('aviso@example.com', /se ha cancelado$/);
    expectWellFormed(cancelled);
    expectTrainerContact(cancelled);
    expectOwnerArea(cancelled);
    expect(cancelled.attachments?.[0]?.contentType).toContain('method=CANCEL');
  });
});

describe('the class place mails (issue 29)', () => {
  it("a course's confirmation, with every class, and a class's reminder, each with the .ics", async () => {
    const serviceId = await groupService(api, lucia);
    const date = inDays(20);
    const course = await api.post(
      '/api/courses',
      {
        name: 'Obediencia básica',
        serviceId,
        date,
        time: '18:00',
        duration: 60,
        place: 'Parque del Retiro',
        count: 2,
        places: 4,
        priceCents: 9000,
      },
      lucia.token,
    );
    expect(course.status, JSON.stringify(course.body)).toBe(201);
    const client = await createRecord(
      api,
      '/api/clients',
      { name: 'Marta Ruiz', email: 'curso@example.com', phone: '612345678' },
      lucia.token,
    );
    const dog = await createRecord(
      api,
      '/api/dogs',
      { name: 'Luna', breed: 'Beagle', clientId: client.id },
      lucia.token,
    );
    const enrolled = await api.post(
      `/api/courses/${course.body.data.id}/enrolments`,
      { clientId: client.id, dogId: dog.id },
      lucia.token,
    );
    expect(enrolled.status).toBe(201);
    const confirmed = await mailTo('curso@example.com', /^Plaza confirmada: Obediencia básica$/);
    expectWellFormed(confirmed);
    expectTrainerContact(confirmed);
    expectOwnerArea(confirmed);
    expect(confirmed.text).toContain('Clase 2');
    expect(confirmed.attachments?.[0]?.filename).toBe('clases.ics');
    try {
      clock.set(
        new Date(zonedToUtc(date, timeToMinutes('18:00'), 'Europe/Madrid').getTime() - 3_600_000),
      );
      await runSweeps(t.app);
      const reminder = await mailTo('curso@example.com', /^Recordatorio: Obediencia básica/);
      expectWellFormed(reminder);
      expectTrainerContact(reminder);
      expectOwnerArea(reminder);
      expect(reminder.attachments?.[0]?.filename).toBe('clase.ics');
    } finally {
      clock.set(new Date());
    }
  });
});

describe('the mails the clock sends', () => {
  it('reminder (to Mi área), the owner cancelling from it, and the daily agenda', async () => {
    const date = inDays(16);
    await approvedFor('recuerda@example.com', date);
    await approvedFor('agenda@example.com', date, '11:00');
    const start = zonedToUtc(date, timeToMinutes('10:00'), 'Europe/Madrid');
    // The owner may cancel from the reminder only outside the trainer's notice (12 h here).
    const area = (await api.get('/api/owner-area/settings', lucia.token)).body.data;
    const { businessName, contactPhone, sessionPlace } = area;
    const settings = { businessName, contactPhone, sessionPlace };
    await api.put(
      '/api/owner-area/settings',
      { ...settings, cancellationNoticeHours: 12 },
      lucia.token,
    );
    try {
      clock.set(new Date(start.getTime() - 23 * 3_600_000));
      await runSweeps(t.app);
      const reminder = await mailTo('recuerda@example.com', /^Recordatorio/);
      expectWellFormed(reminder);
      expectTrainerContact(reminder);
      expectOwnerArea(reminder);
      const token = /mi-area\/cita\?token=([\w-]{43})&respuesta=cancelar/.exec(reminder.text)![1]!;
      expect((await api.post(`/api/reminders/links/${token}/cancel`)).status).toBe(200);
      const cancelled = await mailTo(
        lucia.email,
        /^Marta Ruiz ha cancelado su cita/,
        'desde el recordatorio',
      );
      expectWellFormed(cancelled);

      await api.put(
        '/api/reminders/settings',
        { leadMinutes: null, dailyAgenda: true },
        lucia.token,
      );
      clock.set(zonedToUtc(date, timeToMinutes('07:01'), 'Europe/Madrid'));
      await runSweeps(t.app);
      const agenda = await mailTo(lucia.email, /^Tu agenda de hoy/);
      expectWellFormed(agenda);
      expect(agenda.text).toContain('11:00');
    } finally {
      clock.set(new Date());
      await api.put(
        '/api/owner-area/settings',
        { ...settings, cancellationNoticeHours: area.cancellationNoticeHours },
        lucia.token,
      );
    }
  });
});
