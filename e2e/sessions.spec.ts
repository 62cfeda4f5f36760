import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { createApprovedTrainer } from './support/api';
import { loginThroughUi } from './support/auth';

const DAY = 86_400_000;
const SHOTS = 'test-results/screens/sessions';

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/**
 * Arranged through the API (the clients and dogs screens have their own spec): a trainer with
 * one client, two dogs and 13 sessions dated 40+ days ago — 3 for Luna, 10 for Toby — all of
 * 60 minutes and rated 1 to 4, so 'today', rating 5 and 'this month' only find what the UI adds.
 */
async function arrange(request: APIRequestContext, firstName: string) {
  const trainer = await createApprovedTrainer(request, firstName);
  const login = await request.post('/api/auth/login', {
    data: { email: trainer.email, password: trainer.password },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
  const post = async (path: string, data: object) => {
    const res = await request.post(path, { data, headers });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
    return (await res.json()).data as { id: string };
  };
  const client = await post('/api/clients', {
    name: 'Marta Ruiz Gil',
    email: `marta.${Date.now()}@correo.es`,
    phone: '600 123 456',
  });
  const luna = await post('/api/dogs', {
    name: 'Luna',
    breed: 'Border collie',
    clientId: client.id,
    age: 2,
  });
  const toby = await post('/api/dogs', {
    name: 'Toby',
    breed: 'Beagle',
    clientId: client.id,
    age: 5,
  });
  const lunaProgress = [30, 50, 60];
  for (let i = 0; i < 13; i += 1) {
    await post('/api/sessions', {
      dogId: i < 3 ? luna.id : toby.id,
      date: new Date(Date.now() - (60 - i) * DAY).toISOString(),
      duration: 60,
      objectives: i < 3 ? `Llamada, nivel ${i + 1}` : `Paseo tranquilo ${i}`,
      activities: 'Trabajo con correa larga',
      progress: i < 3 ? lunaProgress[i] : null,
      rating: i < 3 ? [2, 3, 3][i] : (i % 4) + 1,
    });
  }
  return { trainer, luna, toby };
}

test('from a dog’s page to the list and back: create, filter, page, edit and delete a session', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { trainer, luna } = await arrange(request, 'Sara');
  await loginThroughUi(page, trainer.email, trainer.password);
  // Each step names what the trainer does, so a failure says where it stopped.
  const recent = page.getByRole('region', { name: 'Sesiones recientes' });
  const card = page
    .getByRole('article', { name: 'Luna' })
    .filter({ hasText: 'Quieta con distracciones' });

  await test.step('Luna\'s page: her 3 sessions, no "see all" yet, and a chart of them.', async () => {
    await page.goto(`/dogs/${luna.id}`);
    await expect(heading(page, 'Luna')).toBeVisible();
    await expect(recent.getByRole('link', { name: /Llamada, nivel/ })).toHaveCount(3);
    await expect(recent.getByRole('link', { name: /Ver todas las sesiones/ })).toHaveCount(0);
  });
  await test.step('Create a session from there: the dog comes preselected.', async () => {
    await recent.getByRole('link', { name: 'Nueva sesión' }).click();
    await expect(page).toHaveURL(new RegExp(`/sessions/new\\?dogId=${luna.id}$`));
    await expect(heading(page, 'Nueva Sesión')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Perro' })).toHaveValue(/^Luna \(/);
    await page.getByRole('button', { name: 'Crear Sesión' }).click();
    await expect(page.getByText('Los objetivos son requeridos')).toBeVisible();
    await expect(page.getByText('Las actividades son requeridas')).toBeVisible();
    await page.getByLabel('Duración (minutos)').fill('45');
    await page.getByLabel('Objetivos').fill('Quieta con distracciones');
    await page.getByLabel('Actividades').fill('Juego de autocontrol en el parque');
    await page.getByLabel('Observaciones').fill('Muy concentrada');
    await page.getByLabel('Progreso (%)').fill('85');
    await page.getByRole('radio', { name: '5 estrellas' }).check({ force: true });
    await expect(page.getByText('Excelente sesión')).toBeVisible();
    await page.getByRole('button', { name: 'Crear Sesión' }).click();
  });
  await test.step('The list: the new session first, 14 in all over two pages.', async () => {
    await expect(page).toHaveURL(/\/sessions$/);
    await expect(page.getByText('Sesión creada exitosamente')).toBeVisible();
    await expect(card).toBeVisible();
    await expect(card.getByText('45 min')).toBeVisible();
    await expect(card.getByText('Excelente progreso')).toBeVisible();
    await expect(page.getByText('Mostrando 1 a 10 de 14 resultados')).toBeVisible();
    await page.getByRole('button', { name: 'Página 2' }).click();
    await expect(page.getByText('Mostrando 11 a 14 de 14 resultados')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(4);
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expect(page.getByText('Mostrando 1 a 10 de 14 resultados')).toBeVisible();
  });
  await test.step('Filters: rating 5 and the period both find only the new session.', async () => {
    await page.getByLabel('Calificación').selectOption('5');
    await expect(page.getByText('Mostrando 1 a 1 de 1 resultado')).toBeVisible();
    await expect(card).toBeVisible();
    await page.getByRole('button', { name: 'Limpiar filtros' }).first().click();
    await expect(page.getByText('Mostrando 1 a 10 de 14 resultados')).toBeVisible();
    await page.getByLabel('Período').selectOption({ label: 'Hoy' });
    await expect(page.getByText('Mostrando 1 a 1 de 1 resultado')).toBeVisible();
    await page.getByLabel('Período').selectOption({ label: 'Últimos 30 días' });
    await expect(page.getByText('Mostrando 1 a 1 de 1 resultado')).toBeVisible();
    await page.getByLabel('Período').selectOption({ label: 'Todo el período' });
    await page.getByRole('searchbox', { name: 'Buscar sesiones' }).fill('marta toby');
    await expect(page.getByText('Mostrando 1 a 10 de 10 resultados')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar sesiones' }).fill('');
    await expect(page.getByText('Mostrando 1 a 10 de 14 resultados')).toBeVisible();
  });
  await test.step('Back on Luna\'s page: the new session leads and "see all (4)" appears.', async () => {
    await page.goto(`/dogs/${luna.id}`);
    await expect(recent.getByRole('link', { name: /Quieta con distracciones/ })).toBeVisible();
    await recent.getByRole('link', { name: 'Ver todas las sesiones (4)' }).click();
    await expect(page).toHaveURL(new RegExp(`/sessions\\?dogId=${luna.id}$`));
    await expect(page.getByText('Mostrando 1 a 4 de 4 resultados')).toBeVisible();
  });
  await test.step('Edit: 90 minutes.', async () => {
    await card.getByRole('link', { name: /^Editar/ }).click();
    await expect(heading(page, 'Editar Sesión')).toBeVisible();
    await expect(page.getByLabel('Objetivos')).toHaveValue('Quieta con distracciones');
    await page.getByLabel('Duración (minutos)').fill('90');
    await page.getByRole('button', { name: 'Actualizar Sesión' }).click();
    await expect(page.getByText('Sesión actualizada exitosamente')).toBeVisible();
    await expect(card.getByText('1 h 30 min')).toBeVisible();
  });
  await test.step('The dashboard adds up what was created: 1 client, 2 dogs, 14 sessions, 870 min = 14,5 h.', async () => {
    await page.getByRole('link', { name: 'Panel', exact: true }).click();
    const figure = (label: string) => page.getByText(label, { exact: true }).locator('..');
    await expect(figure('Total Clientes')).toContainText('1');
    await expect(figure('Total Perros')).toContainText('2');
    await expect(figure('Sesiones Totales')).toContainText('14');
    await expect(figure('Sesiones Totales')).toContainText('14 completadas');
    await expect(figure('Horas Totales')).toContainText('14,5');
    await expect(figure('Horas Totales')).toContainText('Este mes: 1,5 h');
  });
  await test.step('The detail, then delete it there.', async () => {
    await page.goto('/sessions');
    await card.getByRole('link', { name: /^Ver/ }).click();
    await expect(heading(page, 'Sesión de Luna')).toBeVisible();
    await expect(page.getByText('1 h 30 min')).toBeVisible();
    await expect(page.getByText('Excelente sesión')).toBeVisible();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar sesión' });
    await expect(
      dialog.getByText('¿Estás seguro de que quieres eliminar esta sesión?'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page).toHaveURL(/\/sessions$/);
    await expect(page.getByText('Sesión eliminada')).toBeVisible();
    await expect(page.getByText('Mostrando 1 a 10 de 13 resultados')).toBeVisible();
    await expect(page.getByText('Quieta con distracciones')).toHaveCount(0);
  });
});

test('the dog’s progress chart shows every session, with its data as a table', async ({
  page,
  request,
}) => {
  const { trainer, luna } = await arrange(request, 'Berta');
  await loginThroughUi(page, trainer.email, trainer.password);
  await page.goto(`/dogs/${luna.id}`);
  const chart = page.getByRole('figure', { name: 'Evolución del progreso' });
  await expect(chart).toContainText(
    '3 sesiones; progreso del 30% al 60%; calificación media 2,7 de 5.',
  );
  await expect(chart.locator(':scope > svg circle')).toHaveCount(3);
  await chart.getByText('Ver los datos en una tabla').click();
  await expect(chart.getByRole('row')).toHaveCount(4);
  await expect(chart.getByRole('row').nth(3)).toContainText('60%');
});

const viewports = [
  { label: 'wide', width: 1280, height: 800 },
  { label: 'phone', width: 390, height: 844 },
] as const;

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of viewports) {
    test(`sessions screens, ${theme} theme, ${viewport.label}: no serious violations, nothing sideways`, async ({
      page,
      request,
    }) => {
      // Five screens with a full axe scan each: slow on a busy machine.
      test.setTimeout(180_000);
      await page.context().addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.setViewportSize(viewport);
      const { trainer, luna } = await arrange(request, theme === 'light' ? 'Clara' : 'Noelia');
      await loginThroughUi(page, trainer.email, trainer.password);
      const sessionId = await page.evaluate(async () => {
        const res = await fetch('/api/sessions?limit=1', {
          headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
        });
        return ((await res.json()) as { data: { sessions: { id: string }[] } }).data.sessions[0]!
          .id;
      });
      const screens = [
        {
          name: 'list',
          path: '/sessions',
          ready: page.getByText('Mostrando 1 a 10 de 13 resultados'),
        },
        {
          name: 'form',
          path: `/sessions/new?dogId=${luna.id}`,
          ready: page.getByRole('combobox', { name: 'Perro' }),
        },
        {
          name: 'detail',
          path: `/sessions/${sessionId}`,
          ready: page.getByText('1 h'),
        },
        {
          name: 'dog',
          path: `/dogs/${luna.id}`,
          ready: page.getByRole('figure', { name: 'Evolución del progreso' }),
        },
        { name: 'dashboard', path: '/dashboard', ready: page.getByText('13 completadas') },
      ];
      for (const screen of screens) {
        await page.goto(screen.path);
        await expect(screen.ready).toBeVisible();
        if (screen.name === 'form')
          await expect(page.getByRole('combobox', { name: 'Perro' })).toHaveValue(/^Luna \(/);
        await expectNoSeriousViolations(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, screen.name).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: `${SHOTS}/${screen.name}-${theme}-${viewport.label}.png`,
          fullPage: true,
        });
      }
    });
  }
}
