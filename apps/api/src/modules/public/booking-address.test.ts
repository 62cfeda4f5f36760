import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingSlugs } from '../../db/schema.ts';
import type { ApiClient } from '../../test/api-client.ts';
import { booking, inDays, offerTime } from '../../test/booking-fixtures.ts';
import {
  createTestApp,
  trainerTestApp,
  type Admin,
  type TestApp,
  type Trainer,
} from '../../test/test-app.ts';

/** Issue 27: `/reservar/<nombre-del-negocio>`, one slug per trainer, the old address kept. */

let t: TestApp, api: ApiClient, admin: Admin, lucia: Trainer, pablo: Trainer, gone: Trainer;
const ADDRESS = '/api/owner-area/booking-address';

const settings = (businessName: string | null) => ({
  cancellationNoticeHours: 24,
  businessName,
  contactPhone: null,
  sessionPlace: null,
});
const name = async (trainer: Trainer, businessName: string | null) =>
  expect(
    (await api.put('/api/owner-area/settings', settings(businessName), trainer.token)).status,
  ).toBe(200);
const addressOf = async (trainer: Trainer) => (await api.get(ADDRESS, trainer.token)).body.data;
const educator = (idOrSlug: string) => api.get(`/api/public/educators/${idOrSlug}`);

beforeAll(async () => {
  ({
    t,
    api,
    admin,
    trainers: [lucia, pablo, gone],
  } = await trainerTestApp(['Lucía', 'Pablo', 'Baja']));
  return t.close;
});

describe('the readable booking address', () => {
  it('is the id address until the trainer names the business', async () => {
    expect(await addressOf(lucia)).toEqual({ slug: null, path: `/book-appointment/${lucia.id}` });
  });

  it('folds the business name, and numbers it for a second trainer of the same name', async () => {
    await name(lucia, 'Adiestramiento Núñez');
    expect(await addressOf(lucia)).toEqual({
      slug: 'adiestramiento-nunez',
      path: '/reservar/adiestramiento-nunez',
    });
    await name(pablo, 'ADIESTRAMIENTO  nuñez');
    expect((await addressOf(pablo)).slug).toBe('adiestramiento-nunez-2');
    // Saving again changes nothing.
    await name(lucia, 'Adiestramiento Núñez');
    expect((await addressOf(lucia)).slug).toBe('adiestramiento-nunez');
  });

  it('is taken by the public API wherever the id is, and the id keeps working', async () => {
    const bySlug = await educator('adiestramiento-nunez');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data).toMatchObject({ id: lucia.id, businessName: 'Adiestramiento Núñez' });
    expect((await educator('adiestramiento-nunez-2')).body.data.id).toBe(pablo.id);
    expect((await educator(lucia.id)).body.data.id).toBe(lucia.id);

    const services = await api.get('/api/public/educators/adiestramiento-nunez/services');
    expect(services.status).toBe(200);
    const date = inDays(8);
    await offerTime(api, lucia, date, '10:00');
    const slots = await api.get(
      `/api/appointments/public/available-slots?date=${date}&businessId=adiestramiento-nunez`,
    );
    expect(slots.body.data.slots.map((s: { time: string }) => s.time)).toContain('10:00');
    const month = date.slice(0, 7);
    const days = await api.get(
      `/api/public/educators/adiestramiento-nunez/available-days?month=${month}`,
    );
    expect(days.status).toBe(200);

    const sent = await api.post(
      '/api/public/appointments/request',
      booking('adiestramiento-nunez', { preferredDate: date, preferredTime: '10:00' }),
    );
    expect(sent.status).toBe(201);
    const mine = await api.get('/api/appointments/requests?limit=100', lucia.token);
    expect(mine.body.data.requests.map((r: { id: string }) => r.id)).toContain(sent.body.data.id);
    const his = await api.get('/api/appointments/requests?limit=100', pablo.token);
    expect(his.body.data.requests.map((r: { id: string }) => r.id)).not.toContain(
      sent.body.data.id,
    );
  });

  it('follows a new name, while the old address still leads to the trainer', async () => {
    await name(lucia, 'Escuela Canina Lucía');
    expect((await addressOf(lucia)).path).toBe('/reservar/escuela-canina-lucia');
    expect((await educator('adiestramiento-nunez')).body.data.id).toBe(lucia.id);
    // Back to the first name: the slug she held is hers again, not numbered anew.
    await name(lucia, 'Adiestramiento Núñez');
    expect((await addressOf(lucia)).slug).toBe('adiestramiento-nunez');
    const held = await t.database.db.select().from(bookingSlugs);
    expect(
      held
        .filter((row) => row.businessId === lucia.id)
        .map((row) => row.slug)
        .sort(),
    ).toEqual(['adiestramiento-nunez', 'escuela-canina-lucia']);
  });

  it('goes back to the id address when the business name is cleared', async () => {
    await name(pablo, null);
    expect(await addressOf(pablo)).toEqual({ slug: null, path: `/book-appointment/${pablo.id}` });
  });

  it('numbers a name that is a screen of the app', async () => {
    await name(pablo, 'Dashboard');
    expect((await addressOf(pablo)).slug).toBe('dashboard-2');
  });

  it('answers 404 for an unknown or malformed slug and for a deactivated trainer', async () => {
    await name(gone, 'Adiestra Baja');
    await api.put(`/api/admin/users/${gone.id}/status`, { isActive: false }, admin.token);
    for (const slug of ['nadie-con-este-nombre', 'adiestra-baja', '--', 'a%20b', 'x'.repeat(100)]) {
      const res = await educator(slug);
      expect(res.status, slug).toBe(404);
      expect(res.body.message).toBe('Educador no encontrado');
    }
  });

  it('is unique and well-formed in the database itself', async () => {
    const db = t.database.db;
    const now = new Date();
    await expect(
      db
        .insert(bookingSlugs)
        .values({ slug: 'adiestramiento-nunez', businessId: pablo.id, chosenAt: now }),
    ).rejects.toThrow();
    await expect(
      db.insert(bookingSlugs).values({ slug: 'Con Espacios', businessId: pablo.id, chosenAt: now }),
    ).rejects.toThrow();
  });

  it('needs a signed-in trainer', async () => {
    expect((await api.get(ADDRESS)).status).toBe(401);
  });
});

describe('the booking page at /reservar/*', () => {
  it('is the light booking page', async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'adiestra-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<p>back office</p>');
    writeFileSync(path.join(webDist, 'booking.html'), '<p>reservas</p>');
    const served = await createTestApp({ webDist });
    try {
      const page = (url: string) => served.app.inject({ method: 'GET', url }).then((r) => r.body);
      expect(await page('/reservar/adiestramiento-nunez')).toBe('<p>reservas</p>');
      expect(await page('/clients')).toBe('<p>back office</p>');
    } finally {
      await served.close();
    }
  });
});
