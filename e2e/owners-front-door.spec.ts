import { expect, test, type Page } from '@playwright/test';
import { createApprovedTrainer, signInAdmin } from './support/api';
import { loginThroughUi } from './support/auth';
import { mailsTo } from './support/outbox';

/**
 * Issue 27, the owners' front door on a phone: the trainer finds their booking link with its QR
 * in Ajustes and on the Panel; an owner who cancels gets a receipt signed with the business name.
 */

const SHOTS = 'test-results/screens/owners-front-door';
const BUSINESS = 'Escuela Canina Carmen';
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function shoot(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${SHOTS}/${name}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The app's theme is the `dark` class (the toggle's), not the media query once a choice is stored. */
async function themes(page: Page, name: string) {
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
    await page.screenshot({
      path: `${SHOTS}/${name}-${dark ? 'dark' : 'light'}.png`,
      fullPage: true,
    });
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

test('the booking link with its QR, and the owner’s receipt under the business name', async ({
  page,
  request,
}) => {
  const trainer = await createApprovedTrainer(request, 'Carmen', await signInAdmin(request));
  const login = await request.post('/api/auth/login', {
    data: { email: trainer.email, password: trainer.password },
  });
  const session = ((await login.json()) as { data: { token: string; user: { id: string } } }).data;
  const headers = { Authorization: `Bearer ${session.token}` };
  const settings = await request.put('/api/owner-area/settings', {
    headers,
    data: {
      cancellationNoticeHours: 24,
      businessName: BUSINESS,
      contactPhone: null,
      sessionPlace: null,
    },
  });
  expect(settings.ok()).toBe(true);
  // Issue 27: the readable address of the business name (numbered when an earlier run holds it).
  const bookingLink = /\/reservar\/escuela-canina-carmen(-\d+)?$/;

  await test.step('Ajustes and the Panel show the whole link, its QR and a copy button', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginThroughUi(page, trainer.email, trainer.password);
    const card = page.getByRole('heading', { name: 'Tu enlace de reservas' });
    await expect(card).toBeVisible();
    await expect(page.getByTestId('booking-link')).toHaveText(bookingLink);
    await shoot(page, 'panel-movil');
    await page.goto('/settings');
    await expect(page.getByTestId('booking-link')).toHaveText(bookingLink);
    const qr = page.getByRole('img', { name: 'Código QR del enlace de reservas' });
    await expect(qr).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Descargar QR' })).toBeVisible();
    // The link opens the booking page.
    await expect(page.getByRole('link', { name: 'Abrir' })).toHaveAttribute('href', bookingLink);
    await page.screenshot({ path: `${SHOTS}/ajustes-movil-light.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SHOTS}/ajustes-movil-dark.png` });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: `${SHOTS}/ajustes-escritorio-light.png` });
  });

  await test.step('the readable address opens the booking page; the old one still does', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const readable = new URL((await page.getByTestId('booking-link').textContent())!).pathname;
    for (const address of [readable, `/book-appointment/${session.user.id}`]) {
      await page.goto(address);
      await expect(
        page.getByRole('heading', { level: 1, name: `Reserva una cita con ${BUSINESS}` }),
      ).toBeVisible();
    }
    await themes(page, 'reservar-direccion-legible-movil');
  });

  await test.step('the owner cancels and gets a receipt with a way to book again', async () => {
    const date = inDays(20);
    const email = 'marta.recibo27@example.com';
    const slot = await request.post('/api/appointments/availability', {
      headers,
      data: { date, startTime: '10:00', endTime: '11:00' },
    });
    expect(slot.status()).toBe(201);
    const requested = await request.post('/api/public/appointments/request', {
      data: {
        educatorId: session.user.id,
        clientName: 'Marta Ruiz Gómez',
        clientEmail: email,
        clientPhone: '612 345 678',
        dogName: 'Rocky',
        serviceType: 'basic_training',
        preferredDate: date,
        preferredTime: '10:00',
        consent: true,
      },
    });
    expect(requested.status()).toBe(201);
    const requestId = ((await requested.json()) as { data: { id: string } }).data.id;
    const approved = await request.post(`/api/appointments/requests/${requestId}/approve`, {
      headers,
      data: { scheduledDate: date, scheduledTime: '10:00' },
    });
    expect(approved.status()).toBe(200);
    const id = ((await approved.json()) as { data: { appointment: { id: string } } }).data
      .appointment.id;
    const [confirmation] = await mailsTo(email, /está confirmada/);
    const token = /token=([\w-]{43})/.exec(confirmation!.text ?? '')![1]!;
    const cancelled = await request.post(`/api/owner/appointments/${id}/cancel`, {
      headers: { 'x-booking-link': token },
    });
    expect(cancelled.status()).toBe(200);
    const [receipt] = await mailsTo(email, /Has cancelado tu cita/);
    expect(receipt!.subject).toBe(`Has cancelado tu cita con ${BUSINESS}`);
    expect(receipt!.from?.text).toContain(BUSINESS);
    expect(receipt!.text).toContain('Hola, Marta:');
    const html = typeof receipt!.html === 'string' ? receipt!.html : '';
    await page.setViewportSize({ width: 390, height: 844 });
    await page.setContent(html, { waitUntil: 'load' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Has cancelado tu cita' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pedir otra cita' })).toHaveAttribute(
      'href',
      bookingLink,
    );
    await shoot(page, 'correo-recibo-cancelacion-movil');

    // Mi área's "Pedir otra cita" opens the booking page with the owner and the dog filled in.
    await page.goto(`/mi-area/cita?token=${token}`);
    const again = page.getByRole('link', { name: 'Pedir otra cita para Rocky' });
    await expect(again).toBeVisible();
    await themes(page, 'mi-area-pedir-otra-cita-movil');
    await again.click();
    await expect(page).toHaveURL(bookingLink);
    await expect(page.getByLabel('Nombre completo')).toHaveValue('Marta Ruiz Gómez');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByLabel('Nombre de tu perro')).toHaveValue('Rocky');
  });
});
