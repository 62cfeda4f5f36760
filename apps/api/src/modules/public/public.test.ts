import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BOOKING_CONTACT_MESSAGE,
  BOOKING_RULE_MESSAGES,
  CONSENT_MESSAGE,
  DATE_RANGE_MESSAGES,
  SCHEDULING_MESSAGES,
} from '@adiestra/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outgoingMessages } from '../../db/schema.ts';
import {
  PASSWORD,
  apiClient,
  createTrainer,
  registerAdmin,
  uniqueEmail,
  type ApiClient,
} from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { booking, createPendingRequest, inDays, offerTime } from '../../test/booking-fixtures.ts';

let t: TestApp;
let api: ApiClient;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
let lucia: Awaited<ReturnType<typeof createTrainer>>;
const REQUEST_URL = '/api/public/appointments/request';
const NOT_FOUND = { success: false, code: 'NOT_FOUND', message: 'Educador no encontrado' };

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  admin = await registerAdmin(api);
  lucia = await createTrainer(api, admin.token, 'Lucía');
  // The default booking (in 7 days at 10:00) is a time Lucía's page offers.
  await offerTime(api, lucia, inDays(7), '10:00');
});
afterAll(() => t.close());

async function requestsOf(token: string) {
  return (await api.get('/api/appointments/requests?limit=100', token)).body.data.requests as any[];
}

describe('GET /api/public/educators/:id', () => {
  it('gives the public name and time zone of an approved, active trainer', async () => {
    const res = await api.get(`/api/public/educators/${lucia.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: lucia.id,
      name: 'Lucía García',
      businessName: null,
      place: null,
      timeZone: 'Europe/Madrid',
    });
  });

  it("gives the business name and the sessions' place once Ajustes has them (issue 27)", async () => {
    const settings = await api.put(
      '/api/owner-area/settings',
      {
        cancellationNoticeHours: 24,
        businessName: 'Huellas Felices',
        contactPhone: null,
        sessionPlace: 'Parque del Retiro, puerta de Madrid',
      },
      lucia.token,
    );
    expect(settings.status).toBe(200);
    const res = await api.get(`/api/public/educators/${lucia.id}`);
    expect(res.body.data).toMatchObject({
      name: 'Lucía García',
      businessName: 'Huellas Felices',
      place: 'Parque del Retiro, puerta de Madrid',
    });
  });

  it('answers 404 for unknown, malformed, pending and deactivated trainers', async () => {
    const pendingEmail = uniqueEmail('pendiente');
    await api.post('/api/auth/register', {
      firstName: 'Pendiente',
      email: pendingEmail,
      password: PASSWORD,
    });
    const gone = await createTrainer(api, admin.token, 'Baja');
    await api.put(`/api/admin/users/${gone.id}/status`, { isActive: false }, admin.token);
    const ids = [
      (await api.get('/api/admin/users?limit=100', admin.token)).body.data.users.find(
        (u: { email: string; id: string }) => u.email === pendingEmail,
      ).id,
      gone.id,
      '00000000-0000-7000-8000-000000000000',
      'dashboard',
    ];
    for (const id of ids) {
      const res = await api.get(`/api/public/educators/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
      const post = await api.post(REQUEST_URL, booking(id));
      expect(post.status).toBe(404);
      expect(post.body).toEqual(NOT_FOUND);
    }
  });
});

describe('POST /api/public/appointments/request', () => {
  const personal = 'Por favor, completa todos los campos de información personal';
  const pet = 'Por favor, completa la información de tu mascota y el servicio deseado';
  it.each([
    [{ clientName: '  ' }, 'clientName', personal],
    // Issue 45: an e-mail or a phone is enough, but one of them is needed.
    [{ clientEmail: undefined, clientPhone: '' }, 'clientEmail', BOOKING_CONTACT_MESSAGE],
    [{ clientEmail: 'marta@' }, 'clientEmail', 'Por favor, ingresa un email válido'],
    [{ clientPhone: '12' }, 'clientPhone', 'El teléfono no es válido'],
    [{ dogName: '' }, 'dogName', pet],
    [{ serviceType: undefined }, 'serviceId', pet],
    // 'evaluation' belongs to the internal form only.
    [{ serviceType: 'evaluation' }, 'serviceType', pet],
    [{ dogAge: 21 }, 'dogAge', 'La edad debe estar entre 0 y 20 años'],
    [{ preferredDate: '' }, 'preferredDate', 'Por favor, selecciona una fecha preferida'],
    [{ preferredDate: '2030-13-01' }, 'preferredDate', 'Fecha no válida. Use formato YYYY-MM-DD'],
    [{ preferredDate: inDays(-1) }, 'preferredDate', 'La fecha no puede ser en el pasado'],
    [{ preferredTime: '9am' }, 'preferredTime', 'Hora no válida. Use formato HH:mm'],
    [{ consent: undefined }, 'consent', CONSENT_MESSAGE],
    [{ consent: false }, 'consent', CONSENT_MESSAGE],
  ])('refuses %j', async (overrides, field, message) => {
    const res = await api.post(REQUEST_URL, booking(lucia.id, overrides));
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it('stores a PENDING request with the consent time and tells both people', async () => {
    const before = Date.now();
    // The accounts' own mails (new account, approval) came before.
    const sent = t.mails.length;
    const res = await api.post(REQUEST_URL, booking(lucia.id, { preferredTime: '', dogAge: '4' }));
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      status: 'PENDING',
      clientName: 'Marta Ruiz',
      dogName: 'Rocky',
      serviceType: 'basic_training',
      preferredDate: inDays(7),
      preferredTime: null,
    });
    const stored = (await requestsOf(lucia.token)).find((r) => r.id === res.body.data.id);
    expect(stored).toMatchObject({
      status: 'PENDING',
      source: 'public',
      duration: 60,
      dogAge: 4,
      requestedTime: null,
    });
    expect(Date.parse(stored.consentAt)).toBeGreaterThanOrEqual(before - 1000);

    await t.app.outbox.drain();
    expect(t.mails).toHaveLength(sent + 2);
    // One transaction wrote both: each is found by its recipient, not by its position.
    const latest = t.mails.slice(-2);
    const toTrainer = latest.find((mail) => mail.to === lucia.email);
    const receipt = latest.find((mail) => mail.to === 'marta.ruiz@example.com');
    expect(toTrainer).toMatchObject({
      to: lucia.email,
      subject: 'Nueva solicitud de cita de Marta Ruiz',
    });
    expect(toTrainer!.text).toContain('+34 612 345 678');
    expect(toTrainer!.text).toContain('http://app.test/appointment-requests');
    expect(receipt).toMatchObject({ to: 'marta.ruiz@example.com' });
    expect(receipt!.subject).toContain('Hemos recibido tu solicitud');
  });

  it('takes a phone-only request: the trainer is told with the phone, no receipt is mailed (issue 45)', async () => {
    const sent = t.mails.length;
    const res = await api.post(
      REQUEST_URL,
      booking(lucia.id, { clientEmail: '', clientPhone: '+34 600 111 222', preferredTime: '' }),
    );
    expect(res.status).toBe(201);
    const stored = (await requestsOf(lucia.token)).find((r) => r.id === res.body.data.id);
    expect(stored).toMatchObject({ clientEmail: '', clientPhone: '+34 600 111 222' });
    await t.app.outbox.drain();
    const mails = t.mails.slice(sent);
    expect(mails.map((mail) => mail.to)).toEqual([lucia.email]);
    expect(mails[0]!.text).toContain('+34 600 111 222');
  });

  it('refuses a filled honeypot without storing anything or saying why', async () => {
    const before = (await requestsOf(lucia.token)).length;
    const res = await api.post(REQUEST_URL, booking(lucia.id, { website: 'http://spam.example' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.message).not.toMatch(/website|honeypot/i);
    expect(await requestsOf(lucia.token)).toHaveLength(before);
  });

  it('keeps the request, and its mails for a retry, when the mail server fails', async () => {
    const send = vi.spyOn(t.app.mailer, 'send').mockImplementation(() => {
      throw new Error('SMTP caído');
    });
    const res = await api.post(REQUEST_URL, booking(lucia.id, { clientName: 'Sin Correo' }));
    expect(res.status).toBe(201);
    await t.app.outbox.drain();
    expect(send).toHaveBeenCalledTimes(2);
    send.mockRestore();
    expect((await requestsOf(lucia.token)).some((r) => r.clientName === 'Sin Correo')).toBe(true);
    const waiting = await t.database.db
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.status, 'pending'));
    expect(waiting.map((m) => [m.attempts, m.lastError])).toEqual([
      [1, 'SMTP caído'],
      [1, 'SMTP caído'],
    ]);
    // Their back-off over, the next run sends both.
    await t.database.db.update(outgoingMessages).set({ nextAttemptAt: new Date(0) });
    const sent = t.mails.length;
    await t.app.outbox.drain();
    expect(t.mails.length - sent).toBe(2);
    expect(t.mails.slice(-2).map((mail) => mail.to)).toContain(lucia.email);
  });
});

describe('rate limits on the public endpoints', () => {
  it('answers 429 with Retry-After past 30 requests an hour per IP', async () => {
    const limited = await createTestApp({ rateLimits: true });
    try {
      const client = apiClient(limited.app);
      const adminToken = (await registerAdmin(client)).token;
      const trainer = await createTrainer(client, adminToken);
      await offerTime(client, trainer, inDays(7), '10:00');
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        statuses.push((await client.post(REQUEST_URL, booking(trainer.id))).status);
      }
      expect(statuses).toEqual(Array(30).fill(201));
      const last = await client.post(REQUEST_URL, booking(trainer.id));
      expect(last.status).toBe(429);
      expect(last.headers['retry-after']).toBeDefined();
      expect(last.body.message).toMatch(/^Demasiadas solicitudes/);
      // Reads have their own, larger budget.
      expect((await client.get(`/api/public/educators/${trainer.id}`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('the booking page', () => {
  it('is served for /book-appointment/*, the back office for other pages', async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'adiestra-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<p>back office</p>');
    writeFileSync(path.join(webDist, 'booking.html'), '<p>reservas</p>');
    const served = await createTestApp({ webDist });
    try {
      const page = (url: string) => served.app.inject({ method: 'GET', url }).then((r) => r.body);
      expect(await page(`/book-appointment/${lucia.id}`)).toBe('<p>reservas</p>');
      expect(await page('/book-appointment/dashboard')).toBe('<p>reservas</p>');
      expect(await page('/appointments')).toBe('<p>back office</p>');
      expect(await page('/login')).toBe('<p>back office</p>');
    } finally {
      await served.close();
    }
  });
});

describe('receipts to one address (issue 14)', () => {
  it('sends at most 3 receipts an hour to one address, but stores and tells the trainer every time', async () => {
    const target = uniqueEmail('tercero');
    const before = t.mails.length;
    for (let i = 0; i < 5; i++) {
      await offerTime(api, lucia, inDays(8 + i), '10:00');
      const res = await api.post(
        '/api/public/appointments/request',
        booking(lucia.id, { clientEmail: target, preferredDate: inDays(8 + i) }),
      );
      expect(res.status).toBe(201);
    }
    await t.app.outbox.drain();
    expect(t.mails.length - before).toBe(5 + 3);
    expect(t.mails.filter((m) => m.to === target)).toHaveLength(3);
    const listed = await api.get('/api/appointments/requests?limit=100', lucia.token);
    const stored = listed.body.data.requests.filter(
      (r: { clientEmail: string }) => r.clientEmail === target,
    );
    expect(stored).toHaveLength(5);
  });
});

describe('only what the booking page offers (issue 14, finding 5)', () => {
  /** A fresh trainer, so no other test's slots or bookings change what the page offers. */
  let marta: Awaited<ReturnType<typeof createTrainer>>;
  beforeAll(async () => {
    marta = await createTrainer(api, admin.token, 'Marta');
    // Open 09:00–12:00 in 14 days: the page offers 09:00, 09:30 … 11:00 (60 minutes each).
    const open = await api.post(
      '/api/appointments/availability',
      { date: inDays(14), startTime: '09:00', endTime: '12:00' },
      marta.token,
    );
    expect(open.status).toBe(201);
  });

  const offered = async (date: string) =>
    (
      await api.get(
        `/api/appointments/public/available-slots?date=${date}&duration=60&businessId=${marta.id}`,
      )
    ).body.data.slots.map((s: { time: string }) => s.time) as string[];

  async function refused(
    overrides: Record<string, unknown>,
    field: string,
    message: string,
    status = 400,
  ) {
    const before = await requestsOf(marta.token);
    const mails = t.mails.length;
    const res = await api.post(REQUEST_URL, booking(marta.id, overrides));
    expect(res.status).toBe(status);
    expect(res.body.errors[field]).toBe(message);
    // Nothing stored, nobody mailed.
    expect(await requestsOf(marta.token)).toEqual(before);
    expect(t.mails.length).toBe(mails);
  }

  it('accepts a time the page offers, and no time on a day that has free times', async () => {
    expect(await offered(inDays(14))).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
    const res = await api.post(
      REQUEST_URL,
      booking(marta.id, { preferredDate: inDays(14), preferredTime: '11:00' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ preferredDate: inDays(14), preferredTime: '11:00' });
    const any = await api.post(
      REQUEST_URL,
      booking(marta.id, { preferredDate: inDays(14), preferredTime: '' }),
    );
    expect(any.status).toBe(201);
    // A request books nothing: the page still offers 11:00 until the trainer approves one.
    expect(await offered(inDays(14))).toContain('11:00');
  });

  it('refuses a crafted 03:00, a time whose hour runs past the free time, and one off the grid', async () => {
    // 11:30 + 60 min ends after the 12:00 the trainer is free until.
    for (const preferredTime of ['03:00', '11:30']) {
      await refused(
        { preferredDate: inDays(14), preferredTime },
        'preferredTime',
        BOOKING_RULE_MESSAGES.outsideHours,
      );
    }
    // 10:15 is off the 30-minute grid.
    await refused(
      { preferredDate: inDays(14), preferredTime: '10:15' },
      'preferredTime',
      BOOKING_RULE_MESSAGES.step(30),
    );
  });

  it('refuses a day without availability, with or without a time', async () => {
    expect(await offered(inDays(15))).toEqual([]);
    for (const preferredTime of ['10:00', '']) {
      await refused(
        { preferredDate: inDays(15), preferredTime },
        'preferredDate',
        SCHEDULING_MESSAGES.noFreeTimes,
      );
    }
  });

  it('refuses a time already booked, and a day whose free time is all booked', async () => {
    const day = inDays(16);
    await offerTime(api, marta, day, '10:00');
    const id = await createPendingRequest(api, marta, {
      preferredDate: day,
      preferredTime: '10:00',
    });
    const approved = await api.post(
      `/api/appointments/requests/${id}/approve`,
      { scheduledDate: day, scheduledTime: '10:00' },
      marta.token,
    );
    expect(approved.status).toBe(200);
    expect(await offered(day)).toEqual([]);
    await refused(
      { preferredDate: day, preferredTime: '10:00' },
      'preferredDate',
      SCHEDULING_MESSAGES.noFreeTimes,
    );
    // With another free hour that day, the booked one is refused on its own.
    await offerTime(api, marta, day, '12:00');
    await refused(
      { preferredDate: day, preferredTime: '10:00' },
      'preferredTime',
      SCHEDULING_MESSAGES.timeNotFree,
      409,
    );
    expect(
      (
        await api.post(
          REQUEST_URL,
          booking(marta.id, { preferredDate: day, preferredTime: '12:00' }),
        )
      ).status,
    ).toBe(201);
  });

  it('refuses 2099-12-31 and a day already past', async () => {
    await refused(
      { preferredDate: '2099-12-31', preferredTime: '10:00' },
      'preferredDate',
      DATE_RANGE_MESSAGES.bookingTooFar,
    );
    await refused(
      { preferredDate: inDays(-1), preferredTime: '10:00' },
      'preferredDate',
      SCHEDULING_MESSAGES.pastDate,
    );
  });
});
