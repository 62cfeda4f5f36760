import { expect, test } from '@playwright/test';
import { expectBothThemesClean } from './support/axe';
import { loginThroughUi } from './support/auth';
import {
  madridDay,
  openOwnerSection,
  signInOwner,
  signedInTrainer,
  confirmedVisit,
} from './support/owner-area';

const SHOTS = 'test-results/screens/class-money';
const PHONE = { width: 390, height: 844 };
const OWNER_EMAIL = `pago.clase.${Date.now()}@correo.es`;

test('on a phone, a trainer prices a class, an owner enrols, and the charge is on the client and invoiced', async ({
  page,
  request,
}) => {
  test.setTimeout(360_000);
  await page.setViewportSize(PHONE);
  // Arranged through the API: the trainer with a fiscal profile, Marta as a client (a confirmed
  // visit with her dog Luna) and a 15 € group service.
  const { trainer, headers } = await signedInTrainer(request, 'Clara');
  await confirmedVisit(request, headers, {
    name: 'Marta Ruiz',
    email: OWNER_EMAIL,
    dogName: 'Luna',
    day: 10,
  });
  const send = async (method: 'post' | 'put', url: string, data: object, status: number) => {
    const res = await request[method](url, { data, headers });
    expect(res.status(), await res.text()).toBe(status);
  };
  await send(
    'put',
    '/api/invoices/profile',
    {
      name: 'Clara Educa Canina',
      taxId: '12345678Z',
      address: 'Calle Mayor 1',
      postalCode: '28013',
      city: 'Madrid',
      province: 'Madrid',
      regime: 'iva',
      irpfRate: 0,
      series: 'F',
      rectifySeries: 'R',
    },
    200,
  );
  await send(
    'post',
    '/api/services',
    {
      name: 'Clase de cachorros',
      duration: 60,
      priceCents: 1500,
      kind: 'group',
      isPublic: true,
      color: '#7c3aed',
    },
    201,
  );

  await test.step('The trainer creates a class at 18,50 € (the service costs 15 €).', async () => {
    await loginThroughUi(page, trainer.email, trainer.password);
    await page.goto('/classes');
    await page.getByRole('button', { name: 'Nueva clase' }).click();
    const form = page.getByRole('dialog', { name: 'Nueva clase' });
    await form.getByLabel('Servicio en grupo').selectOption({ label: 'Clase de cachorros' });
    await expect(form.getByLabel(/Precio/)).toHaveValue('15,00');
    await form.getByLabel('Fecha').fill(madridDay(3));
    await form.getByLabel(/Precio/).fill('dieciocho');
    await form.getByRole('button', { name: 'Crear clase' }).click();
    await expect(
      form.getByText('El precio debe ser un importe en euros, por ejemplo 45 o 45,50'),
    ).toBeVisible();
    await form.getByLabel(/Precio/).fill('18,50');
    await expect(form.getByLabel('Pago')).toHaveValue('price');
    await expectBothThemesClean(page, 'formulario de clase con precio', `${SHOTS}/class-form`);
    await form.getByRole('button', { name: 'Crear clase' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Clase creada')).toBeVisible();
  });

  await test.step('Marta sees the price in Mi área and reserves a place for Luna.', async () => {
    await signInOwner(page, OWNER_EMAIL);
    await openOwnerSection(page, 'Clases y cursos');
    const section = page.getByRole('region', { name: 'Clases en grupo' });
    await expect(section.getByText(/Precio: 18,50\s€/)).toBeVisible();
    await section.getByRole('button', { name: 'Reservar plaza para Luna' }).click();
    await expect(page.getByText('Plaza reservada')).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await expectBothThemesClean(page, 'Mi área, clase con precio', `${SHOTS}/owner-price`);
  });

  await test.step('The class page shows Luna pending, and the trainer invoices her place.', async () => {
    await page.goto('/classes');
    await page.getByRole('link', { name: /Clase de cachorros/ }).click();
    const roster = page.getByRole('list', { name: 'Perros apuntados' });
    await expect(roster.getByText(/Pendiente de cobro · 18,50\s€/)).toBeVisible();
    await expectBothThemesClean(page, 'clase con cobros', `${SHOTS}/class-page`);
    await page.getByRole('button', { name: 'Emitir factura de la plaza de Luna' }).click();
    const dialog = page.getByRole('dialog', { name: 'Emitir factura' });
    await expect(dialog).toContainText('18,50 €');
    await expect(dialog.getByText(/^Clase del /)).toBeVisible();
    await dialog.getByRole('button', { name: 'Emitir factura' }).click();
    await expect(page.getByText('Factura F-0001 emitida')).toBeVisible();
    await expect(roster.getByText(/Facturada F-0001/)).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Emitir factura de la plaza de Luna' }),
    ).toBeHidden();
  });

  await test.step("Marta's page says what she was charged: the class, on its day.", async () => {
    await page.goto('/clients');
    await page
      .getByRole('link', { name: /Marta Ruiz/ })
      .first()
      .click();
    await page.getByText('Ver qué se ha cargado').click();
    await expect(page.getByText(/Visita · Clase de cachorros/)).toBeVisible();
    await expect(page.getByText(/Pendiente/).first()).toBeVisible();
    await page.getByText('Ver qué se ha cargado').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/client-charges-light.png`, fullPage: true });
  });
});
