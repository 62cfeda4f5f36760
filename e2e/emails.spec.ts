import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { createApprovedTrainer } from './support/api';
import { mailsTo } from './support/outbox';
import { madridInstant, moveServerClock } from './support/server-clock';

/**
 * Every e-mail the product sends, as the server wrote it to its outbox, drawn by a real browser
 * at a desktop width and at a 390 px phone: the screenshots are kept as artefacts of the run.
 * The text part must carry the same links as the HTML one.
 */

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function signedInTrainer(request: APIRequestContext) {
  const trainer = await createApprovedTrainer(request, 'Carmen');
  const login = await request.post('/api/auth/login', {
    data: { email: trainer.email, password: trainer.password },
  });
  const session = ((await login.json()) as { data: { token: string; user: { id: string } } }).data;
  const headers = { Authorization: `Bearer ${session.token}` };
  const profile = await request.put('/api/auth/profile', {
    headers,
    data: { firstName: 'Carmen', lastName: 'Entrenador', phone: '+34 611 222 333' },
  });
  expect(profile.ok()).toBe(true);
  return { ...trainer, id: session.user.id, headers };
}

const links = (parts: string[]) =>
  new Set(parts.flatMap((part) => part.match(/https?:\/\/[^\s"<>]+/g) ?? []));

async function showMail(page: Page, mail: ParsedMail, name: string) {
  const html = typeof mail.html === 'string' ? mail.html : '';
  expect(html, name).toContain('<html');
  const hrefs = [...html.matchAll(/href="(https?:[^"]+)"/g)].map((m) =>
    m[1]!.replace(/&amp;/g, '&'),
  );
  expect(links([mail.text ?? '']), `${name}: same links in both parts`).toEqual(new Set(hrefs));
  // Nothing outside the mail may load (mail clients block remote content).
  const remote: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('data:') && r.url() !== 'about:blank') remote.push(r.url());
  });
  for (const [width, suffix] of [
    [1024, 'escritorio'],
    [390, 'movil'],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.setContent(html, { waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Nothing wider than the phone's screen: the card narrows instead.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width}px`).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: test.info().outputPath(`correo-${name}-${suffix}.png`),
      fullPage: true,
    });
  }
  expect(remote, name).toEqual([]);
}

test.afterAll(async ({ request }) => {
  // Later specs run on the same server: give it back the wall clock.
  await moveServerClock(request, new Date());
});

test('every e-mail renders in a browser, light, on desktop and on a 390 px phone', async ({
  page,
  request,
}) => {
  const trainer = await signedInTrainer(request);
  const date = inDays(21);
  const slot = await request.post('/api/appointments/availability', {
    headers: trainer.headers,
    data: { date, startTime: '10:00', endTime: '12:00' },
  });
  expect(slot.status()).toBe(201);
  const book = async (email: string, time: string) => {
    const res = await request.post('/api/public/appointments/request', {
      data: {
        educatorId: trainer.id,
        clientName: 'Marta Ruiz',
        clientEmail: email,
        clientPhone: '612 345 678',
        dogName: 'Rocky',
        dogBreed: 'Labrador',
        dogAge: 3,
        serviceType: 'basic_training',
        serviceDescription: 'Tira mucho de la correa en los paseos',
        preferredDate: date,
        preferredTime: time,
        notes: 'Mejor por la mañana',
        consent: true,
      },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { data: { id: string } }).data.id;
  };

  await test.step('a request: the trainer is told and the owner gets a receipt', async () => {
    await book('marta.recibo@example.com', '10:00');
    await showMail(page, (await mailsTo(trainer.email, /Nueva solicitud/))[0]!, 'nueva-solicitud');
    await showMail(
      page,
      (await mailsTo('marta.recibo@example.com', /Hemos recibido/))[0]!,
      'recibo',
    );
  });

  await test.step('approval with the calendar file, and rejection', async () => {
    const approved = await request.post(
      `/api/appointments/requests/${await book('marta.cita@example.com', '10:00')}/approve`,
      { headers: trainer.headers, data: { scheduledDate: date, scheduledTime: '10:00' } },
    );
    expect(approved.status()).toBe(200);
    const [approval] = await mailsTo('marta.cita@example.com', /está confirmada/);
    expect(approval!.attachments.map((a) => a.filename)).toEqual(['cita.ics']);
    await showMail(page, approval!, 'cita-confirmada');

    const rejected = await request.post(
      `/api/appointments/requests/${await book('marta.rechazo@example.com', '11:00')}/reject`,
      { headers: trainer.headers, data: { reason: 'Ese día estoy en un curso fuera de Madrid' } },
    );
    expect(rejected.status()).toBe(200);
    await showMail(
      page,
      (await mailsTo('marta.rechazo@example.com', /no ha podido/))[0]!,
      'rechazo',
    );
  });

  await test.step('reminder, the owner cancelling from it, and the daily agenda', async () => {
    const start = madridInstant(date, '10:00');
    await moveServerClock(request, new Date(start.getTime() - 23 * 3_600_000));
    const [reminder] = await mailsTo('marta.cita@example.com', /^Recordatorio/);
    await showMail(page, reminder!, 'recordatorio');
    const cancelLink = /\/mi-area\/cita\?token=([\w-]{43})&respuesta=cancelar/.exec(
      reminder!.text ?? '',
    );
    const cancelled = await request.post(`/api/reminders/links/${cancelLink![1]}/cancel`);
    expect(cancelled.status()).toBe(200);
    await showMail(
      page,
      (await mailsTo(trainer.email, /ha cancelado su cita/))[0]!,
      'cancelada-por-propietario',
    );

    const other = await request.post(
      `/api/appointments/requests/${await book('marta.agenda@example.com', '11:00')}/approve`,
      { headers: trainer.headers, data: { scheduledDate: date, scheduledTime: '11:00' } },
    );
    expect(other.status()).toBe(200);
    const settings = await request.put('/api/reminders/settings', {
      headers: trainer.headers,
      data: { leadMinutes: null, dailyAgenda: true },
    });
    expect(settings.status()).toBe(200);
    await moveServerClock(request, madridInstant(date, '07:01'));
    await showMail(page, (await mailsTo(trainer.email, /Tu agenda de hoy/))[0]!, 'agenda-diaria');
  });

  await test.step('account mails: password reset and a second registration', async () => {
    await request.post('/api/auth/forgot-password', { data: { email: trainer.email } });
    await showMail(page, (await mailsTo(trainer.email, /Restablece/))[0]!, 'restablecer');
    await request.post('/api/auth/register', {
      data: {
        firstName: 'Otra',
        lastName: 'Persona',
        email: trainer.email,
        password: 'Otra-2025-Clave!',
      },
    });
    await showMail(
      page,
      (await mailsTo(trainer.email, /intentado registrarse/))[0]!,
      'registro-repetido',
    );
  });
});
