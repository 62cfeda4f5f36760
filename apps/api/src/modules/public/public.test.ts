import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONSENT_MESSAGE } from '@adiestra/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PASSWORD,
  apiClient,
  createTrainer,
  registerAdmin,
  uniqueEmail,
  type ApiClient,
} from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { booking, inDays } from '../../test/booking-fixtures.ts';

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
      timeZone: 'Europe/Madrid',
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
    [{ clientEmail: undefined }, 'clientEmail', personal],
    [{ clientEmail: 'marta@' }, 'clientEmail', 'Por favor, ingresa un email válido'],
    [{ clientPhone: '' }, 'clientPhone', personal],
    [{ dogName: '' }, 'dogName', pet],
    [{ serviceType: undefined }, 'serviceType', pet],
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

    await vi.waitFor(() => expect(t.mails).toHaveLength(2));
    const [toTrainer, receipt] = t.mails.slice(-2);
    expect(toTrainer).toMatchObject({
      to: lucia.email,
      subject: 'Nueva solicitud de cita de Marta Ruiz',
    });
    expect(toTrainer!.text).toContain('+34 612 345 678');
    expect(toTrainer!.text).toContain('http://app.test/appointment-requests');
    expect(receipt).toMatchObject({ to: 'marta.ruiz@example.com' });
    expect(receipt!.subject).toContain('Hemos recibido tu solicitud');
  });

  it('refuses a filled honeypot without storing anything or saying why', async () => {
    const before = (await requestsOf(lucia.token)).length;
    const res = await api.post(REQUEST_URL, booking(lucia.id, { website: 'http://spam.example' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.message).not.toMatch(/website|honeypot/i);
    expect(await requestsOf(lucia.token)).toHaveLength(before);
  });

  it('keeps the request when the mail server fails', async () => {
    const send = vi.spyOn(t.app.mailer, 'send').mockImplementation(() => {
      throw new Error('SMTP caído');
    });
    const res = await api.post(REQUEST_URL, booking(lucia.id, { clientName: 'Sin Correo' }));
    expect(res.status).toBe(201);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect((await requestsOf(lucia.token)).some((r) => r.clientName === 'Sin Correo')).toBe(true);
    send.mockRestore();
  });
});

describe('rate limits on the public endpoints', () => {
  it('answers 429 with Retry-After past 30 requests an hour per IP', async () => {
    const limited = await createTestApp({ rateLimits: true });
    try {
      const client = apiClient(limited.app);
      const adminToken = (await registerAdmin(client)).token;
      const trainer = await createTrainer(client, adminToken);
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
      const res = await api.post(
        '/api/public/appointments/request',
        booking(lucia.id, { clientEmail: target, preferredDate: inDays(8 + i) }),
      );
      expect(res.status).toBe(201);
    }
    await vi.waitFor(() => expect(t.mails.length - before).toBe(5 + 3));
    expect(t.mails.filter((m) => m.to === target)).toHaveLength(3);
    const listed = await api.get('/api/appointments/requests?limit=100', lucia.token);
    const stored = listed.body.data.requests.filter(
      (r: { clientEmail: string }) => r.clientEmail === target,
    );
    expect(stored).toHaveLength(5);
  });
});
