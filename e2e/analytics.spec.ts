import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { ADMIN_STORAGE_STATE } from './support/accounts';
import { createApprovedTrainer } from './support/api';
import { loginThroughUi } from './support/auth';
import {
  captureTelemetry,
  countOf,
  telemetrySummary,
  viewsOf,
  type Summary,
} from './support/telemetry';

const ERROR_MESSAGE = 'Fallo de prueba e2e';

test('visiting screens and submitting forms records page views by pattern and form outcomes', async ({
  page,
  request,
}) => {
  // Batches leave every few seconds: this journey waits for several of them.
  test.setTimeout(120_000);
  const before = await telemetrySummary(request);
  const trainer = await createApprovedTrainer(request, 'Teresa');
  const sent = captureTelemetry(page);

  await loginThroughUi(page, trainer.email, trainer.password);
  // A route left within its settle time (route-tracking.ts) does not count as a view: wait until
  // the dashboard's view has been sent before leaving it.
  await expect
    .poll(() => sent.events.some((e) => e.type === 'page_view' && e.name === '/dashboard'), {
      timeout: 20_000,
    })
    .toBe(true);
  await page.getByRole('link', { name: 'Ajustes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  await page.getByLabel('Teléfono', { exact: true }).fill('+34 611 222 333');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Perfil actualizado exitosamente' }),
  ).toBeVisible();
  // The login and profile outcomes leave in batches (every few seconds). It is read from what the
  // browser sent: the summary lists only the top events, which a busy database may not reach.
  await expect
    .poll(
      () =>
        ['login', 'profile'].every((form) =>
          sent.events.some((e) => e.type === 'form_submit' && e.name === form),
        ),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
  // A feature form and a list search: the form by name and outcome, the search by length and
  // result count only.
  await page.getByRole('link', { name: 'Clientes', exact: true }).click();
  await page.getByRole('link', { name: 'Agregar Primer Cliente' }).click();
  await page.getByRole('button', { name: 'Crear Cliente' }).click();
  await expect(page.getByText('El nombre es requerido')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Zulema Ortiz');
  await page.getByRole('textbox', { name: 'Email' }).fill('zulema@correo.es');
  await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('600 444 555');
  await page.getByRole('button', { name: 'Crear Cliente' }).click();
  await expect(page.getByText('Cliente "Zulema Ortiz" creado exitosamente')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill('zulema');
  await expect(page.getByRole('link', { name: 'Zulema Ortiz' })).toBeVisible();
  await expect
    .poll(
      () => {
        const outcomes = sent.events
          .filter((e) => e.type === 'form_submit' && e.name === 'client-new')
          .map((e) => e.props?.outcome);
        const searches = sent.events.filter((e) => e.type === 'search' && e.name === 'clients');
        return { outcomes, searches: searches.map((e) => e.props) };
      },
      { timeout: 20_000 },
    )
    .toEqual({
      outcomes: ['invalid', 'success'],
      searches: [{ length: 6, resultCount: 1 }],
    });

  const clientId = randomUUID();
  await page.goto(`/clients/${clientId}`);

  // The server's own figures (what the admin screen shows) grow by each step of the journey.
  // A failure names what is missing.
  const expected: [string, (summary: Summary) => number][] = [
    ['vista /login', (x) => viewsOf(x, '/login')],
    ['vista /dashboard', (x) => viewsOf(x, '/dashboard')],
    ['vista /settings', (x) => viewsOf(x, '/settings')],
    ['vista /clients/:id', (x) => viewsOf(x, '/clients/:id')],
    ['navegación a /settings', (x) => countOf(x, 'navigation', '/settings')],
    ['app_start', (x) => countOf(x, 'app_start', 'app_start')],
  ];
  await expect
    .poll(
      async () => {
        const after = await telemetrySummary(request);
        return expected.filter(([, figure]) => figure(after) <= figure(before)).map(([n]) => n);
      },
      { timeout: 30_000 },
    )
    .toEqual([]);

  // What the browser sent (Playwright misses requests made while a page unloads, so this is a
  // subset): route patterns only, form outcomes only, and no id, e-mail, phone or password.
  expect(sent.events.length).toBeGreaterThan(0);
  for (const event of sent.events.filter((e) => e.type === 'page_view')) {
    expect(event.name).toMatch(/^\/[a-z-]*(\/(:id|[a-z-]+))*$/);
  }
  for (const event of sent.events.filter((e) => e.type === 'form_submit')) {
    expect(Object.keys(event.props ?? {})).toEqual(['outcome']);
  }
  const everything = sent.bodies.join('\n');
  for (const secret of [
    clientId,
    trainer.email,
    trainer.password,
    '611 222 333',
    'Zulema',
    'zulema',
    '600 444 555',
    'correo.es',
  ]) {
    expect(everything).not.toContain(secret);
  }
});

test('a dead telemetry endpoint never shows anything to the user', async ({ page, request }) => {
  let attempts = 0;
  await page.route('**/api/telemetry/**', (route) => {
    attempts += 1;
    return route.abort('connectionrefused');
  });
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  const trainer = await createApprovedTrainer(request, 'Bruno');

  await loginThroughUi(page, trainer.email, trainer.password);
  await page.getByRole('link', { name: 'Ajustes' }).click();
  await page.getByLabel('Teléfono', { exact: true }).fill('+34 622 333 444');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Perfil actualizado exitosamente' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Panel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^¡Hola, Bruno!/ })).toBeVisible();

  // The batches were tried (and retried) in vain…
  await expect.poll(() => attempts, { timeout: 30_000 }).toBeGreaterThan(1);
  // …and the user saw no error of any kind, and no tracking failure escaped as a page error.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/error|fallo/i).filter({ visible: true })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('admin', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('an error thrown in the interface appears on the Analítica screen with its stack', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const reported = page.waitForResponse(
      (r) => r.url().endsWith('/api/telemetry/errors') && r.status() === 202,
    );
    await page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message);
      });
    }, ERROR_MESSAGE);
    await reported;

    await page.getByRole('link', { name: 'Analítica' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Analítica' })).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: ERROR_MESSAGE });
    await expect(item).toBeVisible();
    // The route by its name, not its pattern.
    await expect(item).toContainText('RutaPanel');
    await expect(item).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    await item.getByText('Ver traza de ejemplo').click();
    await expect(item.getByLabel('Traza de ejemplo')).toContainText(`Error: ${ERROR_MESSAGE}`);
    await expect(page.getByRole('img', { name: /vistas de página en \d+ días/ })).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of [
      { name: 'wide', width: 1280, height: 800 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      test(`the Analítica screen is accessible (${theme}, ${viewport.name})`, async ({
        page,
        context,
      }) => {
        await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
        await page.setViewportSize(viewport);
        await page.goto('/admin/analytics');
        await expect(page.getByRole('heading', { level: 1, name: 'Analítica' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Vistas de página por día' })).toBeVisible();
        await expectNoSeriousViolations(page);
        await page.screenshot({
          path: test.info().outputPath(`analytics-${theme}-${viewport.name}.png`),
          fullPage: true,
        });
      });
    }
  }
});
