import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../db/schema.ts';
import type { Mail } from '../lib/mailer.ts';
import type { ApiClient } from '../test/api-client.ts';
import { createPendingRequest, inDays } from '../test/booking-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../test/test-app.ts';
import { reportFixtures, sendReport, setHomework } from '../test/report-fixtures.ts';

/**
 * Every e-mail the product sends, taken from the outbox after the real flows: an HTML part and a
 * text part made of the same words and links, in Spanish, self-contained (nothing fetched), and
 * for the owners' mails the trainer's name and contact.
 */

let t: TestApp, api: ApiClient, lucia: Trainer;
const mailTo = async (to: string, subject: RegExp) =>
  vi.waitFor(() => {
    const mail = t.mails.find((m) => m.to === to && subject.test(m.subject));
    if (!mail) throw new Error(`no mail to ${to} matching ${String(subject)}`);
    return mail;
  });

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia],
  } = await trainerTestApp(['Lucía']));
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
    expect(mail.text).toContain('Hora: 10:00 (60 minutos)');
    expect(mail.attachments?.[0]?.filename).toBe('cita.ics');
  });

  it('rejection, with the reason', async () => {
    const id = await createPendingRequest(api, lucia, { clientEmail: 'rejected@example.com' });
    const reason = 'Ese día estoy fuera <b>de viaje</b>';
    await api.post(`/api/appointments/requests/${id}/reject`, { reason }, lucia.token);
    const mail = await mailTo('rejected@example.com', /no ha podido aceptarse/);
    expectWellFormed(mail);
    expectTrainerContact(mail);
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
      userId: lucia.id,
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
    ]);
    expect(mail.text).toContain('Progreso moderado');
    expect(mail.html).toContain('&lt;b&gt;atento&lt;/b&gt;');
  });
});
