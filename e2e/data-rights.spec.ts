import { expect, test, type Page } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from './support/accounts';
import { createApprovedTrainer } from './support/api';
import { loginThroughUi } from './support/auth';
import { expectNoSeriousViolations } from './support/axe';
import { madridDay } from './support/days';

/*
 * Issue 20: the owners' rights. A trainer writes their privacy text, an owner reads it from the
 * booking wizard, the trainer erases that owner ("Eliminar y anonimizar"): the appointment stays,
 * anonymised, and the admins' audit log shows who erased what and when.
 */

const SHOTS = 'test-results/screens/data-rights';
const OWNER_NAME = 'Eulalia Borrable';
const OWNER_EMAIL = `eulalia.${Date.now()}@correo.es`;

/** axe in light and dark (the class the theme toggle sets), with a screenshot of each. */
async function checkBothThemes(page: Page, where: string, shot: string) {
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
    await expectNoSeriousViolations(page, `${where} (${dark ? 'oscuro' : 'claro'})`);
    await page.screenshot({ path: `${SHOTS}/${shot}-${dark ? 'dark' : 'light'}.png` });
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

test('privacy page from the wizard, erasure of a client, and the audit log', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  const trainer = await createApprovedTrainer(request, 'Rita');
  await loginThroughUi(page, trainer.email, trainer.password);
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const trainerId = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { id: string }).id,
  );
  const headers = { Authorization: `Bearer ${token}` };
  const date = madridDay(3);

  await test.step('The trainer edits the privacy text in Ajustes: a new version.', async () => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Información de privacidad' })).toBeVisible();
    const text = page.getByLabel('Texto de privacidad');
    await expect(text).toHaveValue(/^Responsable del tratamiento: Rita Entrenador\./);
    await expect(page.getByText(/^Versión 1 · guardada el/)).toBeVisible();
    await text.fill(
      'Responsable del tratamiento: Rita Entrenador, Escuela Canina Rita.\n\nFinalidad: gestionar tus citas.\n\nDerechos: escríbeme para acceder a tus datos o borrarlos.',
    );
    await page.getByRole('button', { name: 'Guardar nueva versión' }).click();
    await expect(page.getByText('Texto de privacidad guardado')).toBeVisible();
    await expect(page.getByText(/^Versión 2 · guardada el/)).toBeVisible();
    await page.getByRole('heading', { name: 'Información de privacidad' }).scrollIntoViewIfNeeded();
    await checkBothThemes(page, 'ajustes, información de privacidad', 'privacy-settings');
  });

  await test.step('The owner reads it from the wizard and books.', async () => {
    const opened = await request.post('/api/appointments/availability', {
      data: { date, startTime: '09:00', endTime: '12:00' },
      headers,
    });
    expect(opened.status()).toBe(201);
    const context = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    const owner = await context.newPage();
    await owner.goto(`/book-appointment/${trainerId}`);
    await owner.getByLabel('Nombre completo').fill(OWNER_NAME);
    await owner.getByLabel('Email').fill(OWNER_EMAIL);
    await owner.getByLabel('Teléfono').fill('+34 655 443 322');
    await owner.getByRole('button', { name: 'Siguiente' }).click();
    await owner.getByLabel('Nombre de tu perro').fill('Trufa');
    await owner.getByLabel('Servicio').selectOption({ label: 'Socialización' });
    await owner.getByRole('button', { name: 'Siguiente' }).click();
    await owner.getByLabel('Fecha preferida').fill(date);
    await owner.getByRole('radio', { name: '10:00' }).check({ force: true });
    await owner.getByRole('button', { name: 'Siguiente' }).click();
    const link = owner.getByRole('link', { name: /información de privacidad de Rita/ });
    await expect(link).toHaveAttribute('href', `/privacidad/${trainerId}`);
    const [privacy] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(
      privacy.getByRole('heading', { level: 1, name: 'Información de privacidad' }),
    ).toBeVisible();
    await expect(privacy.getByText('Escuela Canina Rita.', { exact: false })).toBeVisible();
    await expect(privacy.getByText('Versión 2,', { exact: false })).toBeVisible();
    await checkBothThemes(privacy, 'página de privacidad', 'privacy-page');
    await privacy.setViewportSize({ width: 390, height: 844 });
    await checkBothThemes(privacy, 'página de privacidad, móvil', 'privacy-page-phone');
    await privacy.close();
    await owner.getByLabel(/^Acepto que .* trate mis datos/).check();
    await owner.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(owner.getByRole('heading', { name: '¡Solicitud Enviada!' })).toBeVisible();
    await context.close();
  });

  let clientId = '';
  await test.step('The trainer approves it; the client and dog are created.', async () => {
    const listed = await request.get('/api/appointments/requests?status=PENDING', { headers });
    const { requests } = ((await listed.json()) as { data: { requests: { id: string }[] } }).data;
    expect(requests).toHaveLength(1);
    const approved = await request.post(`/api/appointments/requests/${requests[0]!.id}/approve`, {
      data: { scheduledDate: date, scheduledTime: '10:00' },
      headers,
    });
    expect(approved.ok()).toBe(true);
    const clients = await request.get('/api/clients?search=Eulalia', { headers });
    const found = ((await clients.json()) as { data: { clients: { id: string }[] } }).data.clients;
    if (found.length === 0) {
      const created = await request.post('/api/clients', {
        data: { name: OWNER_NAME, email: OWNER_EMAIL, phone: '+34 655 443 322' },
        headers,
      });
      expect(created.status()).toBe(201);
      clientId = ((await created.json()) as { data: { id: string } }).data.id;
    } else {
      clientId = found[0]!.id;
    }
  });

  await test.step('"Eliminar y anonimizar", confirmed by typing the name.', async () => {
    await page.goto(`/clients/${clientId}`);
    await expect(page.getByRole('heading', { level: 1, name: OWNER_NAME })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Eliminar y anonimizar' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/client-detail-phone.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Eliminar y anonimizar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar y anonimizar' });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Eliminar y anonimizar' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(`Escribe «${OWNER_NAME}» para confirmar`).fill('eulalia borrable');
    await expect(confirm).toBeEnabled();
    await checkBothThemes(page, 'diálogo eliminar y anonimizar', 'erase-dialog');
    await confirm.click();
    await expect(page).toHaveURL(/\/clients$/);
    await expect(page.getByText('Cliente eliminado y datos anonimizados')).toBeVisible();
    const gone = await request.get(`/api/clients/${clientId}`, { headers });
    expect(gone.status()).toBe(404);
  });

  await test.step('The appointment stays, anonymised and cancelled.', async () => {
    await page.goto('/appointments');
    await expect(page.getByText('Anonimizado').first()).toBeVisible();
    await expect(page.getByText(OWNER_NAME)).toHaveCount(0);
    await checkBothThemes(page, 'citas tras anonimizar', 'appointments-anonymised');
  });

  await test.step('The admin sees the erasure in Registro de actividad.', async () => {
    const context = await browser.newContext({ storageState: ADMIN_STORAGE_STATE });
    const admin = await context.newPage();
    await admin.goto('/admin/audit');
    await expect(
      admin.getByRole('heading', { level: 1, name: 'Registro de actividad' }),
    ).toBeVisible();
    await admin.getByLabel('Acción').selectOption({ label: 'Cliente eliminado y anonimizado' });
    const row = admin.getByRole('row').filter({ hasText: 'Cliente eliminado y anonimizado' });
    await expect(row.first()).toContainText('Rita Entrenador');
    await expect(row.first()).toContainText(clientId.slice(-8));
    // Issue 27: the details read as a sentence, and the log filters by day.
    await expect(row.first()).toContainText(/Eliminó los datos de un cliente; se borraron 1 perro/);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
      new Date(),
    );
    await admin.getByLabel('Desde').fill(today);
    await expect(row.first()).toContainText(clientId.slice(-8));
    await expect(admin.getByText(OWNER_NAME)).toHaveCount(0);
    await checkBothThemes(admin, 'registro de actividad', 'audit-log');
    await context.close();
  });
});
