import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { createApprovedTrainer } from './support/api';
import { loginThroughUi } from './support/auth';

const DAY = 86_400_000;
const SHOTS = 'test-results/screens/layout';

/** A trainer with one client, one dog and six rated sessions with progress (through the API). */
async function arrange(request: APIRequestContext) {
  const trainer = await createApprovedTrainer(request, 'Laura');
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
    name: 'Maximiliano Fernández-Villaverde',
    email: `max.${Date.now()}@correo.es`,
    phone: '600 123 456',
  });
  const dog = await post('/api/dogs', { name: 'Bartolomeo', breed: 'Pastor', clientId: client.id });
  for (let i = 0; i < 6; i += 1) {
    await post('/api/sessions', {
      dogId: dog.id,
      date: new Date(Date.now() - (10 - i) * DAY).toISOString(),
      duration: 75,
      objectives: 'Llamada con distracciones y paseo sin tirar de la correa',
      activities: 'Trabajo con correa larga en el parque',
      progress: 40 + i * 10,
      rating: (i % 5) + 1,
    });
  }
  return trainer;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The list's grid columns (left edge and width of each), read from the computed grid. */
async function gridColumns(page: Page) {
  return page.getByRole('list', { name: 'Sesiones' }).evaluate((grid) => {
    const rect = grid.getBoundingClientRect();
    const style = getComputedStyle(grid);
    const gap = parseFloat(style.columnGap) || 0;
    let left = rect.left;
    return style.gridTemplateColumns.split(' ').map((track) => {
      const column = { x: left, width: parseFloat(track) };
      left += column.width + gap;
      return column;
    });
  });
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
]) {
  test(`session cards fit their grid columns at ${viewport.width}×${viewport.height}`, async ({
    page,
    request,
  }) => {
    const trainer = await arrange(request);
    await page.setViewportSize(viewport);
    await loginThroughUi(page, trainer.email, trainer.password);
    await page.goto('/sessions');
    const cards = page.getByRole('article', { name: 'Bartolomeo' });
    await expect(cards).toHaveCount(6);

    await test.step('Each card stays inside one column of the grid.', async () => {
      const columns = await gridColumns(page);
      expect(columns.length).toBeGreaterThan(1);
      const items = page.getByRole('list', { name: 'Sesiones' }).locator(':scope > li');
      for (const item of await items.all()) {
        const cell = (await item.boundingBox())!;
        const card = (await item.getByRole('article').boundingBox())!;
        const column = columns.find((c) => Math.abs(c.x - cell.x) < 1);
        expect(column, `a card at x=${cell.x} starts no column`).toBeDefined();
        expect(cell.width, 'grid cell wider than its column').toBeLessThanOrEqual(
          column!.width + 0.5,
        );
        expect(card.x).toBeGreaterThanOrEqual(cell.x - 0.5);
        expect(card.x + card.width, 'card wider than its column').toBeLessThanOrEqual(
          column!.x + column!.width + 0.5,
        );
      }
    });

    await test.step('Neighbouring cards never overlap; nothing scrolls sideways.', async () => {
      const boxes = await Promise.all(
        (await cards.all()).map(async (c) => (await c.boundingBox())!),
      );
      for (let i = 0; i < boxes.length; i += 1)
        for (let j = i + 1; j < boxes.length; j += 1)
          expect(overlaps(boxes[i]!, boxes[j]!), `cards ${i} and ${j} overlap`).toBe(false);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(sideways).toBe(false);
    });

    await test.step('The stars and the progress figure are inside their card.', async () => {
      const card = cards.first();
      const box = (await card.boundingBox())!;
      for (const part of [
        card.getByRole('img', { name: /de 5 estrellas/ }),
        card.getByText(/^\d+%$/),
      ]) {
        const inner = (await part.boundingBox())!;
        expect(inner.x).toBeGreaterThanOrEqual(box.x);
        expect(inner.x + inner.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      }
      await page.screenshot({ path: `${SHOTS}/sessions-${viewport.width}.png` });
    });
  });
}

test('on a phone the first session card starts within the first screen', async ({
  page,
  request,
}) => {
  const trainer = await arrange(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginThroughUi(page, trainer.email, trainer.password);
  await page.goto('/sessions');
  const first = page.getByRole('article', { name: 'Bartolomeo' }).first();
  await expect(first).toBeVisible();

  await test.step('Compact figures and folded filters leave room for the first card.', async () => {
    await expect(page.getByRole('combobox', { name: 'Perro' })).toBeHidden();
    const top = (await first.boundingBox())!.y;
    expect(top, 'the first card starts below the first screen').toBeLessThan(844 - 120);
    await page.screenshot({ path: `${SHOTS}/sessions-phone.png` });
  });

  await test.step("'Filtros' opens the four filters, and says how many are on.", async () => {
    const toggle = page.getByRole('button', { name: 'Filtros' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByLabel('Calificación').selectOption('5');
    await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Perro' })).toBeVisible();
    for (const theme of ['claro', 'oscuro']) {
      await expectNoSeriousViolations(page, `sesiones en el móvil, filtros abiertos (${theme})`);
      await page.evaluate(() => document.documentElement.classList.toggle('dark'));
    }
  });
});

// Issue 27: on every list with stat cards, compact figures leave the first row on the first screen.
test('on a phone the first client, dog and appointment start within the first screen', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const trainer = await arrange(request);
  const login = await request.post('/api/auth/login', {
    data: { email: trainer.email, password: trainer.password },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
  const visit = await request.post('/api/appointments/requests', {
    headers,
    data: {
      clientName: 'Maximiliano Fernández-Villaverde',
      clientEmail: 'max.visita@correo.es',
      clientPhone: '600123456',
      dogName: 'Bartolomeo',
      requestedDate: new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10),
      requestedTime: '10:00',
      duration: 60,
      serviceType: 'evaluation',
      confirm: true,
    },
  });
  expect(visit.status(), await visit.text()).toBe(201);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginThroughUi(page, trainer.email, trainer.password);

  for (const [path, name, first] of [
    ['/clients', 'clientes', 'Maximiliano Fernández-Villaverde'],
    ['/dogs', 'perros', 'Bartolomeo'],
    ['/appointments', 'citas', 'Maximiliano Fernández-Villaverde'],
  ] as const) {
    await test.step(`${path}: the first row starts within the first screen`, async () => {
      await page.goto(path);
      const row = page.getByText(first).filter({ visible: true }).first();
      await expect(row).toBeVisible();
      const top = (await row.boundingBox())!.y;
      expect(top, `the first of the ${name} starts below the first screen`).toBeLessThan(844 - 120);
      for (const dark of [false, true]) {
        await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
        await page.screenshot({ path: `${SHOTS}/${name}-phone-${dark ? 'dark' : 'light'}.png` });
      }
      await page.evaluate(() => document.documentElement.classList.remove('dark'));
    });
  }
});
