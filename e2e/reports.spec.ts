import { expect, test, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { expectNoSeriousViolations } from './support/axe';
import { createApprovedTrainer } from './support/api';
import { loginThroughUi } from './support/auth';
import { mailsTo } from './support/outbox';
import { imageLoaded, photoFile } from './support/photos';

const SHOTS = 'test-results/screens/reports';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const OWNER_EMAIL = `informe.${Date.now()}@correo.es`;
const PRIVATE_NOTE = 'Nota privada: el dueño se pone nervioso con la correa';

/** axe on a phone and a desktop, light and dark, with a screenshot of each; no sideways scroll. */
async function checkEverywhere(page: Page, where: string, shot: string) {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const dark of [false, true]) {
      await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
      await expectNoSeriousViolations(page, `${where}, ${name} (${dark ? 'oscuro' : 'claro'})`);
      await page.screenshot({
        path: `${SHOTS}/${shot}-${name}-${dark ? 'dark' : 'light'}.png`,
        fullPage: true,
      });
    }
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${where}: no sideways scroll`).toBeLessThanOrEqual(0);
  }
}

test('a trainer sends a report with homework; the owner ticks today; the trainer sees the adherence', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const trainer = await createApprovedTrainer(request, 'Nuria');
  await loginThroughUi(page, trainer.email, trainer.password);
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const headers = { Authorization: `Bearer ${token}` };
  const client = await request.post('/api/clients', {
    headers,
    data: { name: 'Marta Ruiz', email: OWNER_EMAIL, phone: '612 345 678' },
  });
  expect(client.status()).toBe(201);
  const clientId = ((await client.json()) as { data: { id: string } }).data.id;
  const dog = await request.post('/api/dogs', {
    headers,
    data: { name: 'Rocky', breed: 'Mestizo', clientId },
  });
  expect(dog.status()).toBe(201);
  const dogId = ((await dog.json()) as { data: { id: string } }).data.id;
  let sessionId = '';

  await test.step('The trainer gives «La llamada» a photo in the exercise library.', async () => {
    await page.goto('/exercises');
    await page.getByRole('button', { name: 'Editar La llamada' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar ejercicio' });
    await dialog.getByLabel('Subir foto').setInputFiles(await photoFile('llamada.jpg'));
    await expect(dialog.getByRole('img', { name: 'Vista previa de la foto' })).toHaveAttribute(
      'src',
      /^data:image\/jpeg;base64,/,
    );
    await checkEverywhere(page, 'ejercicio con foto', 'exercise-dialog');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Ejercicio actualizado')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('The trainer writes a session with two homework exercises and a private note.', async () => {
    await page.goto(`/sessions/new?dogId=${dogId}`);
    await page.getByLabel('Objetivos').fill('Llamada con distracciones');
    await page.getByLabel('Actividades').fill('Correa larga en el parque');
    await page.getByLabel('Observaciones').fill('Responde muy bien al silbato');
    await page.getByLabel(/^Progreso/).fill('72');
    await page.getByLabel('Notas privadas').fill(PRIVATE_NOTE);
    await page.getByLabel('Ejercicio de la biblioteca').selectOption({ label: 'La llamada' });
    await page.getByRole('button', { name: 'Añadir de la biblioteca' }).click();
    await page.getByRole('button', { name: 'Escribir un ejercicio' }).click();
    const second = page.getByRole('listitem', { name: 'Ejercicio 2 de los deberes' });
    await second.getByLabel(/^Ejercicio/).fill('Esperar en el ascensor');
    await second.getByLabel('Días por semana').fill('4');
    await page.getByText('Vista previa: lo que verá el propietario').click();
    const preview = page.locator('details').filter({ hasText: 'Vista previa' });
    await expect(preview.getByText('Esperar en el ascensor')).toBeVisible();
    await expect(preview.getByText('Buen progreso')).toBeVisible();
    await expect(preview).not.toContainText('Nota privada');
    await checkEverywhere(page, 'formulario de sesión con deberes', 'session-form');
    await page.getByRole('button', { name: 'Crear Sesión' }).click();
    await expect(page.getByText('Sesión creada exitosamente')).toBeVisible();
    const list = await request.get(`/api/sessions?dogId=${dogId}`, { headers });
    sessionId = ((await list.json()) as { data: { sessions: { id: string }[] } }).data.sessions[0]!
      .id;
  });

  await test.step('The trainer sends the report from the session detail.', async () => {
    await page.goto(`/sessions/${sessionId}`);
    await expect(page.getByText('Esperar en el ascensor')).toBeVisible();
    await page.getByRole('button', { name: 'Enviar informe al propietario' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Enviar informe', exact: true })
      .click();
    await expect(page.getByText('Informe enviado al propietario').first()).toBeVisible();
    await checkEverywhere(page, 'detalle de sesión', 'session-detail');
  });

  const [mail] = await mailsTo(OWNER_EMAIL, /Informe de la sesión de Rocky/);
  expect(mail!.text).not.toContain('Nota privada');
  expect(mail!.html).not.toContain('Nota privada');
  const link = mail!.text!.match(/https?:\/\/\S+\/mi-area\/informes\/\S+token=[\w-]{43}/)![0];
  const url = new URL(link);

  await test.step('In a fresh context the owner opens the link, sees no private note and ticks today.', async () => {
    const context = await browser.newContext({
      viewport: DESKTOP,
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
    });
    const owner = await context.newPage();
    await owner.goto(`${url.pathname}${url.search}`);
    await expect(owner.getByRole('heading', { name: 'Informe de Rocky' })).toBeVisible();
    await expect(owner.getByText('Responde muy bien al silbato')).toBeVisible();
    await expect(owner.getByText('Esperar en el ascensor', { exact: true })).toBeVisible();
    await expect(owner.locator('body')).not.toContainText('Nota privada');
    // The exercise's photo loads without signing in (its URL is the key).
    await expect
      .poll(() => imageLoaded(owner, 'Foto del ejercicio La llamada (abrir en grande)'))
      .toBe(true);
    const today = owner.getByRole('checkbox', { name: /\(hoy\)/ }).first();
    await today.check();
    await expect(owner.getByText('Práctica anotada')).toBeVisible();
    await expect(today).toBeChecked();
    await checkEverywhere(owner, 'informe del propietario', 'owner-report');

    await owner.setViewportSize(DESKTOP);
    await owner.emulateMedia({ media: 'print' });
    const pdf = await owner.pdf({ format: 'A4' });
    const parser = new PDFParse({ data: pdf });
    const text = (await parser.getText()).text;
    await parser.destroy();
    for (const expected of [
      'Informe de Rocky',
      'Llamada con distracciones',
      'Responde muy bien al silbato',
      'La llamada',
      'Esperar en el ascensor',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Nota privada');
    await context.close();
  });

  await test.step('The trainer sees the adherence on the dog detail.', async () => {
    await page.goto(`/dogs/${dogId}`);
    await expect(page.getByText('Practicado 1 de 1 día')).toBeVisible();
    await checkEverywhere(page, 'ficha del perro con práctica', 'dog-detail');
  });
});
