import { expect, test, type Page } from '@playwright/test';
import { createApprovedTrainer, signInAdmin } from './support/api';
import { loginThroughUi } from './support/auth';
import { expectNoSeriousViolations } from './support/axe';
import { mailsTo } from './support/outbox';
import { madridInstant, moveServerClock } from './support/server-clock';

/**
 * Issue 16: the server's clock is moved (POST /api/test/clock, only on the e2e server) to the
 * appointment's lead time; the reminder reaches the outbox once, and its "Confirmo asistencia",
 * opened in a fresh browser context, marks the appointment confirmed for the trainer.
 */

const OWNER = 'ana.recordatorio@example.com';
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function bothThemes(page: Page, where: string, shot: string) {
  for (const pass of [0, 1]) {
    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    const theme = dark ? 'oscuro' : 'claro';
    await expectNoSeriousViolations(page, `${where} (${theme})`);
    await page.screenshot({ path: test.info().outputPath(`${shot}-${theme}.png`), fullPage: true });
    if (pass === 0) await page.evaluate(() => document.documentElement.classList.toggle('dark'));
  }
}

test.afterAll(async ({ request }) => {
  // Later specs run on the same server: give it back the wall clock.
  await moveServerClock(request, new Date());
});

test('a reminder at the lead time, once; the owner confirms from it; the trainer sees it', async ({
  page,
  browser,
  request,
}) => {
  // Seven steps, two themes each, on a machine that runs other specs beside it.
  test.setTimeout(120_000);
  // Its own admin sign-in: this spec runs after the others (playwright.config.ts), or alone.
  const trainer = await createApprovedTrainer(request, 'Rosa', await signInAdmin(request));
  const login = await request.post('/api/auth/login', {
    data: { email: trainer.email, password: trainer.password },
  });
  const session = ((await login.json()) as { data: { token: string; user: { id: string } } }).data;
  const headers = { Authorization: `Bearer ${session.token}` };
  const date = inDays(9);

  const start = await test.step('an owner books and the trainer approves 10:00', async () => {
    const slot = await request.post('/api/appointments/availability', {
      headers,
      data: { date, startTime: '10:00', endTime: '11:00' },
    });
    expect(slot.status()).toBe(201);
    const booked = await request.post('/api/public/appointments/request', {
      data: {
        educatorId: session.user.id,
        clientName: 'Ana Torres',
        clientEmail: OWNER,
        clientPhone: '622 333 444',
        dogName: 'Nala',
        serviceType: 'basic_training',
        preferredDate: date,
        preferredTime: '10:00',
        consent: true,
      },
    });
    const id = ((await booked.json()) as { data: { id: string } }).data.id;
    const approved = await request.post(`/api/appointments/requests/${id}/approve`, {
      headers,
      data: { scheduledDate: date, scheduledTime: '10:00' },
    });
    expect(approved.status()).toBe(200);
    return madridInstant(date, '10:00');
  });

  const confirmLink =
    await test.step('the clock reaches the 24 h lead time: one reminder', async () => {
      await moveServerClock(request, new Date(start.getTime() - 25 * 3_600_000));
      await moveServerClock(request, new Date(start.getTime() - 23 * 3_600_000));
      await moveServerClock(request, new Date(start.getTime() - 22 * 3_600_000));
      const reminders = await mailsTo(OWNER, /^Recordatorio/);
      expect(reminders).toHaveLength(1);
      const html = typeof reminders[0]!.html === 'string' ? reminders[0]!.html : '';
      const href = /href="([^"]+respuesta=confirmar)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
      expect(href).toBeTruthy();
      expect(reminders[0]!.text).toContain(href!);
      return href!;
    });

  await test.step('"Confirmo asistencia" in a fresh context: the page acts only on its button', async () => {
    const owner = await browser.newContext();
    try {
      const ownerPage = await owner.newPage();
      // The link names the app's address (APP_URL); the test server answers on its own.
      const url = new URL(confirmLink);
      await ownerPage.goto(
        new URL(url.pathname + url.search, test.info().project.use.baseURL).href,
      );
      // The appointment's page in Mi área, asking first for the answer picked in the mail.
      expect(url.pathname).toBe('/mi-area/cita');
      await expect(ownerPage.getByRole('heading', { level: 1, name: 'Tu cita' })).toBeVisible();
      await expect(
        ownerPage.getByRole('heading', { level: 2, name: 'Confirma tu asistencia' }),
      ).toBeVisible();
      await expect(ownerPage.getByText('Cita de Nala con Rosa Entrenador')).toBeVisible();
      // Below, the appointment as Mi área shows it, and the way to all of the owner's bookings.
      await expect(ownerPage.getByText('Próximas citas')).toBeVisible();
      await expect(
        ownerPage.getByRole('link', { name: 'Ver todas mis citas en Mi área' }),
      ).toBeVisible();
      await bothThemes(ownerPage, 'recordatorio', 'recordatorio');
      await ownerPage.getByRole('button', { name: 'Confirmo asistencia' }).click();
      await expect(ownerPage.getByText('Asistencia confirmada')).toBeVisible();
      await ownerPage.screenshot({ path: test.info().outputPath('recordatorio-confirmado.png') });
    } finally {
      await owner.close();
    }
  });

  await test.step('the trainer sees "Confirmada por el propietario"', async () => {
    await loginThroughUi(page, trainer.email, trainer.password);
    await page.goto('/appointments');
    const card = page.getByText('Ana Torres').first();
    await expect(card).toBeVisible();
    await expect(page.getByText('Confirmada por el propietario').first()).toBeVisible();
    await bothThemes(page, 'citas con confirmación', 'citas-confirmada');
  });

  await test.step('WhatsApp: the message carries the day, the place and the owner’s link', async () => {
    const place = await request.put('/api/owner-area/settings', {
      headers,
      data: { cancellationNoticeHours: 24, sessionPlace: 'Parque del Retiro, puerta de Alcalá' },
    });
    expect(place.status()).toBe(200);
    await page.reload();
    // wa.me is not reached from the test: the tab's address is what the trainer would send.
    await page
      .context()
      .route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      );
    const opened = page.waitForEvent('popup');
    await page
      .getByRole('button', { name: /WhatsApp a Ana Torres \(Nala\)/ })
      .first()
      .click();
    const chat = await opened;
    await chat.waitForURL(/^https:\/\/wa\.me\/34622333444\?text=/);
    const text = new URL(chat.url()).searchParams.get('text') ?? '';
    expect(text).toContain('Te recuerdo la cita con Nala');
    expect(text).toContain('a las 10:00');
    expect(text).toContain('Lugar: Parque del Retiro, puerta de Alcalá.');
    const link = /https?:\/\/\S+\/mi-area\/cita\?token=([\w-]{43})/.exec(text);
    expect(link).toBeTruthy();
    // The link opens that appointment for the owner.
    const overview = await request.get('/api/owner/overview', {
      headers: { 'x-booking-link': link![1]! },
    });
    expect(overview.status()).toBe(200);
    await chat.close();
  });

  await test.step('Ajustes: reminder settings and a private calendar address', async () => {
    await page.goto('/settings');
    await expect(page.getByLabel('Recordatorio a tus clientes')).toHaveValue('1440');
    await page.getByLabel('Recordatorio a tus clientes').selectOption('120');
    await page.getByRole('button', { name: 'Guardar recordatorios' }).click();
    await expect(page.getByText('Recordatorios guardados')).toBeVisible();
    await page.getByRole('button', { name: 'Crear enlace del calendario', exact: true }).click();
    const address = page.getByLabel('Enlace (https)');
    await expect(address).toHaveValue(/\/api\/calendar-feed\/[\w-]{43}\.ics$/);
    const feed = await request.get(new URL(await address.inputValue()).pathname);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('STATUS:CONFIRMED');
    await bothThemes(page, 'ajustes', 'ajustes-recordatorios');
  });
});
