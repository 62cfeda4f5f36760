import { expect, test, type Page } from '@playwright/test';
import { expectBothThemesClean } from './support/axe';
import { loginThroughUi } from './support/auth';
import {
  confirmedVisit,
  groupService,
  madridDay,
  signInOwner,
  signedInTrainer,
} from './support/owner-area';

const SHOTS = 'test-results/screens/course-payment';
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };
const stamp = Date.now();
const COURSE = `Obediencia básica ${stamp}`;
const MARTA = { name: 'Marta Ruiz', dogName: 'Luna', email: `marta.pago.${stamp}@correo.es` };

async function choose(page: Page, label: string, text: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: option }).click();
}

/**
 * Issue 45 item 6 (decision 0135): a course sold as a course in the back office and paid as one.
 * The trainer enrols Luna in a 90 € course, records Marta's Bizum from the course card, and the
 * card, Marta's client page and Marta's Mi área all say it is paid.
 */
test('a trainer enrols a dog in a course, records its payment, and the owner sees it paid in Mi área', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { trainer, headers } = await signedInTrainer(request, 'Nora');
  await confirmedVisit(request, headers, { ...MARTA, day: 10 });
  const serviceId = await groupService(request, headers);
  const created = await request.post('/api/courses', {
    headers,
    data: {
      name: COURSE,
      serviceId,
      date: madridDay(7),
      time: '18:00',
      duration: 60,
      count: 3,
      places: 6,
      priceCents: 9000,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  const page = await (await browser.newContext({ viewport: WIDE })).newPage();
  await loginThroughUi(page, trainer.email, trainer.password);

  await test.step('The trainer enrols Luna in the course from its card: 90 € to collect.', async () => {
    await page.goto('/classes');
    await page.getByRole('button', { name: new RegExp(COURSE) }).click();
    await choose(page, 'Cliente', 'Marta', /Marta Ruiz/);
    await choose(page, 'Perro', 'Luna', /Luna/);
    await page.getByRole('button', { name: 'Apuntar al curso' }).click();
    const enrolled = page.getByRole('region', { name: 'Perros apuntados' });
    await expect(enrolled.getByText(/Pendiente de cobro · 90,00\s€/)).toBeVisible();
  });

  await test.step('The trainer records the Bizum: the card says it is paid.', async () => {
    await page.getByRole('button', { name: 'Registrar pago del curso de Luna' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(/Importe/)).toHaveValue('90,00');
    await dialog.getByLabel(/Método/).selectOption({ label: 'Bizum' });
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await expect(page.getByText('Pago registrado')).toBeVisible();
    const enrolled = page.getByRole('region', { name: 'Perros apuntados' });
    await expect(enrolled.getByText(/Pagado · 90,00\s€/)).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Registrar pago del curso de Luna' }),
    ).toHaveCount(0);
    await expectBothThemesClean(page, 'curso pagado', `${SHOTS}/course-paid-wide`);
    await page.setViewportSize(PHONE);
    await expect(enrolled.getByText(/Pagado · 90,00\s€/)).toBeVisible();
    await expectBothThemesClean(page, 'curso pagado, móvil', `${SHOTS}/course-paid-phone`);
  });

  await test.step("Marta's client page: charged 90 €, paid 90 €, nothing pending.", async () => {
    await page.setViewportSize(WIDE);
    const clients = await request.get(`/api/clients?search=Marta`, { headers });
    const clientId = ((await clients.json()) as { data: { clients: { id: string }[] } }).data
      .clients[0]!.id;
    await page.goto(`/clients/${clientId}`);
    await page.getByText('Ver qué se ha cargado').click();
    await expect(page.getByText(new RegExp(`Curso · ${COURSE}`))).toBeVisible();
    await expect(page.getByText(/Pagado · 90,00\s€/)).toBeVisible();
    await expectBothThemesClean(page, 'cliente con curso pagado', `${SHOTS}/client-wide`);
  });

  await test.step('In Mi área, on her phone, Marta sees the course paid and nothing owed.', async () => {
    const owner = await (await browser.newContext({ viewport: PHONE })).newPage();
    await signInOwner(owner, MARTA.email);
    const account = owner.getByRole('region', { name: 'Tus pagos' });
    await expect(account.getByText(new RegExp(`Curso · ${COURSE}`))).toBeVisible();
    await expect(account.getByText(/Pagado · 90,00\s€/)).toBeVisible();
    await expect(account.getByText('Pendiente').locator('..')).toContainText(/0,00\s€/);
    await account.scrollIntoViewIfNeeded();
    await expectBothThemesClean(owner, 'Mi área, pagos', `${SHOTS}/owner-phone`);
    await owner.setViewportSize(WIDE);
    await expectBothThemesClean(owner, 'Mi área, pagos, ancho', `${SHOTS}/owner-wide`);
  });
});
