import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { ADMIN } from './support/accounts';
import { createApprovedTrainer, signInAdmin } from './support/api';
import { groupClass } from './support/owner-area';
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
  // Its own admin sign-in: this spec runs after the others (playwright.config.ts), or alone.
  const trainer = await createApprovedTrainer(request, 'Carmen', await signInAdmin(request));
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

/** The mail to `to` whose subject matches and whose text holds `text`, once it has arrived. */
async function mailWith(to: string, subject: RegExp, text: string) {
  let mail: ParsedMail | undefined;
  await expect
    .poll(async () => {
      mail = (await mailsTo(to, subject)).find((m) => (m.text ?? '').includes(text));
      return Boolean(mail);
    })
    .toBe(true);
  return mail!;
}

const TOKEN = /token=([\w-]{43})/;

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
  const book = async (email: string, time: string, day = date) => {
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
        preferredDate: day,
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

  await test.step('the owners’ area: sign-in, cancel, change asked, approved and rejected', async () => {
    const later = inDays(23);
    const hours = await request.post('/api/appointments/availability', {
      headers: trainer.headers,
      data: { date: later, startTime: '09:00', endTime: '14:00' },
    });
    expect(hours.status()).toBe(201);
    /** Books and approves `time` on `later`; the appointment and its owner's booking link. */
    const approvedFor = async (email: string, time: string) => {
      const requestId = await book(email, time, later);
      const approved = await request.post(`/api/appointments/requests/${requestId}/approve`, {
        headers: trainer.headers,
        data: { scheduledDate: later, scheduledTime: time },
      });
      expect(approved.status()).toBe(200);
      const id = ((await approved.json()) as { data: { appointment: { id: string } } }).data
        .appointment.id;
      const [mail] = await mailsTo(email, /está confirmada/);
      return { id, headers: { 'x-booking-link': TOKEN.exec(mail!.text ?? '')![1]! } };
    };
    const changeOf = async (appointmentId: string) => {
      const listed = await request.get('/api/appointments/change-requests', {
        headers: trainer.headers,
      });
      const { changes } = (
        (await listed.json()) as {
          data: { changes: { id: string; appointmentId: string }[] };
        }
      ).data;
      return changes.find((c) => c.appointmentId === appointmentId)!.id;
    };

    const moving = await approvedFor('marta.cambio@example.com', '09:00');
    const asked = await request.post(`/api/owner/appointments/${moving.id}/change-requests`, {
      headers: moving.headers,
      data: { date: later, time: '12:00' },
    });
    expect(asked.status()).toBe(201);
    await showMail(
      page,
      (await mailsTo(trainer.email, /pide cambiar la hora/))[0]!,
      'cambio-pedido',
    );
    const approve = await request.post(
      `/api/appointments/change-requests/${await changeOf(moving.id)}/approve`,
      { headers: trainer.headers, data: {} },
    );
    expect(approve.status()).toBe(200);
    await showMail(
      page,
      (await mailsTo('marta.cambio@example.com', /ha aceptado el cambio/))[0]!,
      'cambio-aceptado',
    );

    const staying = await approvedFor('marta.sincambio@example.com', '10:00');
    await request.post(`/api/owner/appointments/${staying.id}/change-requests`, {
      headers: staying.headers,
      data: { date: later, time: '13:00' },
    });
    const reject = await request.post(
      `/api/appointments/change-requests/${await changeOf(staying.id)}/reject`,
      { headers: trainer.headers, data: { reason: 'Esa tarde tengo un curso' } },
    );
    expect(reject.status()).toBe(200);
    await showMail(
      page,
      (await mailsTo('marta.sincambio@example.com', /no ha podido aceptar el cambio/))[0]!,
      'cambio-rechazado',
    );

    const leaving = await approvedFor('marta.anula@example.com', '13:00');
    const cancel = await request.post(`/api/owner/appointments/${leaving.id}/cancel`, {
      headers: leaving.headers,
    });
    expect(cancel.status()).toBe(200);
    await showMail(
      page,
      await mailWith(trainer.email, /ha cancelado su cita/, 'desde Mi área'),
      'cancelada-en-mi-area',
    );

    const signIn = await request.post('/api/owner/sign-in-links', {
      data: { email: 'marta.cambio@example.com' },
    });
    expect(signIn.status()).toBe(202);
    await showMail(
      page,
      (await mailsTo('marta.cambio@example.com', /Tu enlace para entrar/))[0]!,
      'entrar-mi-area',
    );
  });

  await test.step('the trainer moves, then cancels, a confirmed appointment', async () => {
    const requestId = await book('marta.aviso@example.com', '11:00');
    const approved = await request.post(`/api/appointments/requests/${requestId}/approve`, {
      headers: trainer.headers,
      data: { scheduledDate: date, scheduledTime: '11:00' },
    });
    const id = ((await approved.json()) as { data: { appointment: { id: string } } }).data
      .appointment.id;
    const moved = await request.put(`/api/appointments/${id}`, {
      headers: trainer.headers,
      data: { scheduledDate: inDays(24) },
    });
    expect(moved.status()).toBe(200);
    await showMail(
      page,
      (await mailsTo('marta.aviso@example.com', /ha cambiado$/))[0]!,
      'cita-cambiada',
    );
    const cancelled = await request.put(`/api/appointments/${id}`, {
      headers: trainer.headers,
      data: { status: 'CANCELLED' },
    });
    expect(cancelled.status()).toBe(200);
    await showMail(
      page,
      (await mailsTo('marta.aviso@example.com', /se ha cancelado$/))[0]!,
      'cita-cancelada',
    );
  });

  await test.step('a place in a class: its confirmation and its reminder, each with the .ics', async () => {
    // The day before the appointments' day, so its reminder's moment comes before theirs.
    const classDate = inDays(20);
    const classId = await groupClass(request, trainer.headers, { date: classDate, places: 4 });
    const post = async (url: string, data: object) => {
      const res = await request.post(url, { headers: trainer.headers, data });
      expect(res.ok(), url).toBe(true);
      return ((await res.json()) as { data: { id: string } }).data;
    };
    const email = 'marta.clase@example.com';
    const client = await post('/api/clients', { name: 'Marta Ruiz', email, phone: '612 345 679' });
    const dog = await post('/api/dogs', { name: 'Luna', breed: 'Beagle', clientId: client.id });
    await post(`/api/classes/${classId}/enrolments`, { clientId: client.id, dogId: dog.id });
    const [confirmed] = await mailsTo(email, /^Plaza confirmada/);
    expect(confirmed!.attachments.map((a) => a.filename)).toEqual(['clase.ics']);
    await showMail(page, confirmed!, 'plaza-confirmada');
    await moveServerClock(
      request,
      new Date(madridInstant(classDate, '18:00').getTime() - 23 * 3_600_000),
    );
    const [reminder] = await mailsTo(email, /^Recordatorio: Clase de cachorros/);
    expect(reminder!.attachments.map((a) => a.filename)).toEqual(['clase.ics']);
    await showMail(page, reminder!, 'recordatorio-de-clase');
  });

  await test.step('reminder, the owner cancelling from it, and the daily agenda', async () => {
    // The reminder's cancel obeys the trainer's notice (issue 26): 12 h lets it through 23 h ahead.
    const notice = await request.put('/api/owner-area/settings', {
      headers: trainer.headers,
      data: { cancellationNoticeHours: 12 },
    });
    expect(notice.status()).toBe(200);
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
      await mailWith(trainer.email, /ha cancelado su cita/, 'desde el recordatorio'),
      'cancelada-desde-recordatorio',
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

  await test.step('a session report with homework, to the owner', async () => {
    const post = async (url: string, data: object, method: 'post' | 'put' = 'post') => {
      const res = await request[method](url, { headers: trainer.headers, data });
      expect(res.ok(), url).toBe(true);
      return ((await res.json()) as { data: { id: string } }).data;
    };
    const client = await post('/api/clients', {
      name: 'Marta Ruiz',
      email: 'marta.informe@example.com',
      phone: '612 345 678',
    });
    const dog = await post('/api/dogs', { name: 'Rocky', breed: 'Labrador', clientId: client.id });
    const session = await post('/api/sessions', {
      dogId: dog.id,
      date: new Date(Date.now() - 3_600_000).toISOString(),
      duration: 60,
      objectives: 'Llamada con distracciones',
      activities: 'Correa larga en el parque',
      observations: 'Vuelve a la primera cuando no hay otros perros',
      progress: 60,
      rating: 4,
      nextSteps: 'Practicar la llamada con un perro a lo lejos',
    });
    await post(
      `/api/sessions/${session.id}/homework`,
      {
        items: [
          { name: 'La llamada', timesPerDay: 2, daysPerWeek: 5 },
          { name: 'Mirada', instructions: 'Premia cada mirada', timesPerDay: 1, daysPerWeek: 7 },
        ],
      },
      'put',
    );
    await post(`/api/sessions/${session.id}/report`, {});
    await showMail(
      page,
      (await mailsTo('marta.informe@example.com', /Informe/))[0]!,
      'informe-de-sesion',
    );
  });

  await test.step('account mails: new account (admin), approval, password reset, a second registration', async () => {
    await showMail(
      page,
      await mailWith(ADMIN.email, /Nueva cuenta/, trainer.email),
      'cuenta-nueva',
    );
    await showMail(page, (await mailsTo(trainer.email, /está aprobada/))[0]!, 'cuenta-aprobada');
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
