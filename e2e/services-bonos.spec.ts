import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectBothThemesClean } from './support/axe';
import { createApprovedTrainer } from './support/api';
import { loginThroughUi } from './support/auth';
import { madridDay } from './support/days';

const SHOTS = 'test-results/screens/services-bonos';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const esDay = (day: string) => day.split('-').reverse().join('/');

/** axe in both themes, with a screenshot of each under SHOTS. */
const checkBothThemes = (page: Page, where: string, shot: string) =>
  expectBothThemesClean(page, where, `${SHOTS}/${shot}`);

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('a 45-minute priced service and a bono: booked, approved, completed, used, paid, exported', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(900_000);
  await page.setViewportSize(DESKTOP);
  const trainer = await createApprovedTrainer(request, 'Sonia');
  await loginThroughUi(page, trainer.email, trainer.password);
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const businessId = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { id: string }).id,
  );
  const auth = { Authorization: `Bearer ${token}` };
  const date = madridDay(3);
  // Arranged through the API (not what this journey tests): a client with a dog, and a free
  // stretch 11:30–12:15 that fits 45 minutes but not an hour.
  const client = await request.post('/api/clients', {
    data: { name: 'Marta Ruiz', email: 'marta.ruiz@correo.es', phone: '612345678' },
    headers: auth,
  });
  expect(client.status()).toBe(201);
  const clientId = ((await client.json()) as { data: { id: string } }).data.id;
  const dog = await request.post('/api/dogs', {
    data: { name: 'Rocky', breed: 'Labrador', clientId },
    headers: auth,
  });
  expect(dog.status()).toBe(201);
  const slot = await request.post('/api/appointments/availability', {
    data: { date, startTime: '11:30', endTime: '12:15' },
    headers: auth,
  });
  expect(slot.status()).toBe(201);

  await test.step('The trainer creates a 45-minute service at 35,50 € and a 5-session bono template.', async () => {
    await page.getByRole('link', { name: 'Servicios' }).click();
    await expect(h1(page, 'Servicios y bonos')).toBeVisible();
    // The eight services every trainer starts with.
    await expect(page.getByText('Entrenamiento Básico')).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo servicio' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo servicio' });
    await form.getByLabel('Nombre').fill('Paseo educativo');
    await form.getByLabel('Duración (minutos)').fill('10');
    await form.getByLabel('Precio (€, IVA incluido)').fill('35,5');
    // Issue 27: the walk is at the owner's home, so booking it asks for the address.
    await form.getByLabel('A domicilio').check();
    await form.getByRole('button', { name: 'Crear servicio' }).click();
    await expect(form.getByText('La duración debe estar entre 15 y 480 minutos')).toBeVisible();
    await checkBothThemes(page, 'formulario de servicio', 'service-form');
    await form.getByLabel('Duración (minutos)').fill('45');
    await form.getByRole('button', { name: 'Crear servicio' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('45 min · 35,50 € · Individual · A domicilio')).toBeVisible();

    await page.getByRole('button', { name: 'Nueva plantilla' }).click();
    const template = page.getByRole('dialog', { name: 'Nueva plantilla de bono' });
    await template.getByLabel('Servicio').selectOption({ label: 'Paseo educativo' });
    await template.getByLabel('Sesiones').fill('5');
    await template.getByLabel('Precio (€)').fill('140');
    await template.getByLabel('Validez (días)').fill('60');
    await template.getByRole('button', { name: 'Crear plantilla' }).click();
    await expect(template).toBeHidden();
    await expect(page.getByText('140,00 € · válido 60 días')).toBeVisible();
    // Its terms are edited in place.
    await page.getByRole('button', { name: 'Editar Bono de 5 sesiones · Paseo educativo' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar plantilla de bono' });
    await expect(edit.getByLabel('Precio (€)')).toHaveValue('140,00');
    await edit.getByLabel('Precio (€)').fill('150');
    await edit.getByLabel('Validez (días)').fill('90');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Bono de 5 sesiones · Paseo educativo')).toBeVisible();
    await expect(page.getByText('150,00 € · válido 90 días')).toBeVisible();
    await checkBothThemes(page, 'servicios y bonos', 'services');
  });

  const bonoCard = page.getByRole('listitem', { name: 'Bono de 5 sesiones · Paseo educativo' });
  await test.step('The trainer sells the bono to Marta.', async () => {
    await page.goto(`/clients/${clientId}`);
    await expect(h1(page, 'Marta Ruiz')).toBeVisible();
    await page.getByRole('button', { name: 'Vender bono' }).click();
    const sell = page.getByRole('dialog', { name: 'Vender bono' });
    await sell
      .getByLabel('Bono')
      .selectOption({ label: 'Bono de 5 sesiones · Paseo educativo · 150,00 €' });
    await sell.getByRole('button', { name: 'Vender bono' }).click();
    await expect(sell).toBeHidden();
    await expect(bonoCard).toContainText('Quedan 5 de 5');
    await expect(bonoCard).toContainText('Pendiente de pago');
  });

  await test.step('The owner books that service on a phone, at 11:30: only 45 minutes fit there.', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
    });
    const owner = await context.newPage();
    await owner.goto(`/book-appointment/${businessId}`);
    await expect(h1(owner, /^Reserva una cita con /)).toBeVisible();
    await owner.getByLabel('Nombre completo').fill('Marta Ruiz');
    await owner.getByLabel('Email').fill('marta.ruiz@correo.es');
    await owner.getByLabel('Teléfono').fill('+34 612 345 678');
    await owner.getByRole('button', { name: 'Siguiente' }).click();
    await owner.getByLabel('Nombre de tu perro').fill('Rocky');
    // One list of services (issue 45); the chosen one says what it lasts and costs.
    const service = owner.getByRole('combobox', { name: /^Servicio/ });
    await service.selectOption({ label: 'Otro' });
    await expect(service).toHaveAccessibleDescription('1 h · A consultar');
    await service.selectOption({ label: 'Paseo educativo' });
    await expect(service).toHaveAccessibleDescription(/^45 min · 35,50\s€/);
    await checkBothThemes(owner, 'asistente, servicios (móvil)', 'wizard-services-phone');
    await owner.getByRole('button', { name: 'Siguiente' }).click();
    await owner.getByLabel('Fecha preferida').fill(date);
    await expect(owner.getByRole('radio', { name: '11:30' })).toBeVisible();
    await owner.getByRole('radio', { name: '11:30' }).check({ force: true });
    await checkBothThemes(owner, 'asistente, hora (móvil)', 'wizard-time-phone');
    await owner.getByRole('button', { name: 'Siguiente' }).click();
    await expect(owner.getByText('Paseo educativo')).toBeVisible();
    await owner.getByLabel('Dirección de la visita').fill('Calle del Pez 7, 2.º A, Madrid');
    await checkBothThemes(
      owner,
      'asistente, dirección a domicilio (móvil)',
      'wizard-home-visit-phone',
    );
    await owner.getByLabel(/^Acepto que .* trate mis datos/).check();
    await owner.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(owner.getByRole('heading', { name: '¡Solicitud Enviada!' })).toBeVisible();

    // The same time for an hour-long service is not offered.
    await owner.goto(`/book-appointment/${businessId}`);
    await owner.getByLabel('Nombre completo').fill('Otra Persona');
    await owner.getByLabel('Email').fill('otra@correo.es');
    await owner.getByLabel('Teléfono').fill('+34 699 111 222');
    await owner.getByRole('button', { name: 'Siguiente' }).click();
    await owner.getByLabel('Nombre de tu perro').fill('Luna');
    await owner
      .getByRole('combobox', { name: /^Servicio/ })
      .selectOption({ label: 'Socialización' });
    await owner.getByRole('button', { name: 'Siguiente' }).click();
    await owner.getByLabel('Fecha preferida').fill(date);
    await expect(
      owner.getByText('Ese día no hay horas disponibles. Elige otra fecha.'),
    ).toBeVisible();
    await context.close();
  });

  await test.step('The trainer approves it and marks it completed.', async () => {
    await page.getByRole('link', { name: 'Solicitudes' }).click();
    const table = page.getByRole('table', { name: 'Solicitudes de cita' });
    await table.getByRole('button', { name: /^Aprobar la solicitud de Marta Ruiz/ }).click();
    const approve = page.getByRole('dialog', { name: 'Aprobar solicitud' });
    await expect(approve.getByLabel('Hora')).toHaveValue('11:30');
    await approve.getByRole('button', { name: 'Aprobar' }).click();
    await expect(approve).toBeHidden();
    await page.getByRole('link', { name: 'Citas Confirmadas' }).click();
    const row = page
      .getByRole('table', { name: 'Citas confirmadas' })
      .getByRole('row', { name: /Marta Ruiz/ });
    await expect(row).toContainText('11:30–12:15');
    await expect(row).toContainText('A domicilio: Calle del Pez 7, 2.º A, Madrid');
    await row.getByRole('button', { name: /^Marcar como completada/ }).click();
    // The visit is still ahead: completing it asks first.
    const confirm = page.getByRole('dialog', { name: 'Completar cita' });
    await confirm.getByRole('button', { name: 'Marcar como completada' }).click();
    await expect(row).toContainText('Completada');
  });

  await test.step('The completed visit used one unit of the bono: 4 left, with Deshacer offered.', async () => {
    // Approval linked the appointment to Marta and Rocky (matched by e-mail), so completing it
    // used a unit of her bono for that service.
    await expect(page.getByText('Se ha usado una sesión del bono')).toBeVisible();
    await expect(page.getByText('Quedan 4.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deshacer' })).toBeVisible();
    // The appointment shows the bono it draws on.
    const row = page
      .getByRole('table', { name: 'Citas confirmadas' })
      .getByRole('row', { name: /Marta Ruiz/ });
    await expect(row).toContainText(`Bono: quedan 4 de 5 · caduca el ${esDay(madridDay(90))}`);
    await page.goto(`/clients/${clientId}`);
    await expect(bonoCard).toContainText('Quedan 4 de 5');
  });

  await test.step("A 5 € supplement is paid against the appointment, from the appointment's actions.", async () => {
    await page.getByRole('link', { name: 'Citas Confirmadas' }).click();
    const row = page
      .getByRole('table', { name: 'Citas confirmadas' })
      .getByRole('row', { name: /Marta Ruiz/ });
    await row
      .getByRole('button', { name: 'Registrar pago de la cita de Marta Ruiz (Rocky)' })
      .click();
    const pay = page.getByRole('dialog', { name: 'Registrar pago' });
    await pay.getByLabel('Importe (€)').fill('5');
    await pay.getByLabel('Nota').fill('Suplemento');
    await checkBothThemes(page, 'pago de una cita', 'appointment-payment');
    await pay.getByRole('button', { name: 'Registrar' }).click();
    await expect(pay).toBeHidden();
    await expect(page.getByText('Pago registrado')).toBeVisible();
    await checkBothThemes(page, 'citas confirmadas con bono', 'appointments');

    // Nueva Cita takes a service's duration (still editable).
    await page.getByRole('button', { name: 'Nueva Cita' }).click();
    await page
      .getByRole('combobox', { name: /Tipo de servicio/ })
      .selectOption({ label: 'Paseo educativo (45 min)' });
    await expect(page.getByLabel('Duración')).toHaveValue('45');
    await page.getByRole('button', { name: 'Cancelar' }).click();
  });

  await test.step('A payment of 150 € by Bizum is recorded against the bono.', async () => {
    await page.goto(`/clients/${clientId}`);
    await bonoCard.getByRole('button', { name: 'Registrar pago' }).click();
    const pay = page.getByRole('dialog', { name: 'Registrar pago' });
    await pay.getByLabel('Importe (€)').fill('0');
    await pay.getByRole('button', { name: 'Registrar' }).click();
    await expect(pay.getByText('El importe no puede ser cero')).toBeVisible();
    await pay.getByLabel('Importe (€)').fill('150');
    await pay.getByLabel('Método').selectOption({ label: 'Bizum' });
    await pay.getByLabel('Nota').fill('Pago del bono');
    await checkBothThemes(page, 'registrar pago', 'payment-form');
    await pay.getByRole('button', { name: 'Registrar' }).click();
    await expect(pay).toBeHidden();
    await expect(bonoCard).toContainText('Pagado');
    await checkBothThemes(page, 'ficha del cliente con bono', 'client');
    await page.goto('/clients');
    await expect(page.getByText(/Bono: quedan 4 sesiones · caduca el/)).toBeVisible();
  });

  await test.step("The visit's session is recorded from the completed appointment: no second unit, nothing more to pay.", async () => {
    await page.getByRole('link', { name: 'Citas Confirmadas' }).click();
    const row = page
      .getByRole('table', { name: 'Citas confirmadas' })
      .getByRole('row', { name: /Marta Ruiz/ });
    await row
      .getByRole('link', { name: 'Registrar sesión de la cita de Marta Ruiz (Rocky)' })
      .click();
    await expect(h1(page, 'Registrar sesión')).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Perro/ })).toHaveValue(/^Rocky \(Labrador\)/);
    await expect(page.getByLabel(/Fecha y hora/)).toHaveValue(`${date}T11:30`);
    await expect(page.getByLabel(/Duración/)).toHaveValue('45');
    await expect(page.getByLabel('Servicio').locator('option:checked')).toHaveText(
      /^Paseo educativo/,
    );
    await page.getByLabel(/Objetivos/).fill('Caminar sin tirar');
    await page.getByLabel(/Actividades/).fill('Paseo con cambios de ritmo');
    await page.getByRole('button', { name: 'Crear Sesión' }).click();
    await expect(h1(page, 'Rocky')).toBeVisible();
    // The appointment's unit paid for its session: still 4 left, and the 35,50 € session is not
    // charged on top of the bono (paid: the bono and the 5 € supplement).
    await page.goto(`/clients/${clientId}`);
    await expect(bonoCard).toContainText('Quedan 4 de 5');
    const figure = (term: string) =>
      page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('..');
    await expect(figure('Cargado')).toHaveText(/^Cargado\s*150,00\s*€$/);
    await expect(figure('Pagado')).toHaveText(/^Pagado\s*155,00\s*€$/);
    await expect(figure('Pendiente')).toHaveText(/^Pendiente\s*0,00\s*€$/);
    // What "Cargado" is made of: the bono only (its unit covered the visit).
    await page.getByText('Ver qué se ha cargado').click();
    await expect(page.locator('details li')).toHaveText([/Bono de 5 sesiones.*150,00\s€/]);
    await expect(page.getByText(/Pagado hasta hoy: 155,00\s€/)).toBeVisible();
    await checkBothThemes(page, 'ficha del cliente, cargos', 'client-charges');
    // The appointment now leads to its session instead of offering another.
    await page.getByRole('link', { name: 'Citas Confirmadas' }).click();
    await expect(row.getByRole('link', { name: /^Registrar sesión/ })).toHaveCount(0);
    await row.getByRole('link', { name: 'Ver la sesión de la cita de Marta Ruiz (Rocky)' }).click();
    await expect(page.getByText('Caminar sin tirar').first()).toBeVisible();
  });

  await test.step('Pagos lists it and the CSV for the gestor downloads with that row.', async () => {
    await page.getByRole('link', { name: 'Pagos' }).click();
    await expect(h1(page, 'Pagos')).toBeVisible();
    const table = page.getByRole('table', { name: 'Pagos y devoluciones' });
    await expect(table.getByRole('row', { name: /Bono de 5 sesiones/ })).toContainText('150,00 €');
    await checkBothThemes(page, 'pagos', 'payments');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^pagos-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Fecha;Cliente;Concepto;Método;Importe (€);Nota;Proveedor;Referencia externa',
    );
    expect(lines.slice(1).sort()).toEqual(
      [
        `${esDay(madridDay(0))};Marta Ruiz;Bono de 5 sesiones · Paseo educativo;Bizum;150,00;Pago del bono;;`,
        `${esDay(madridDay(0))};Marta Ruiz;Cita ${esDay(date)} 11:30 · Paseo educativo;Efectivo;5,00;Suplemento;;`,
      ].sort(),
    );
    expect(csv.toLowerCase()).not.toContain('factura');
  });

  await test.step('The dashboard shows the income of the month; phone layouts pass axe too.', async () => {
    await page.getByRole('link', { name: 'Panel' }).click();
    await expect(page.getByText('Ingresos este mes').locator('..')).toContainText('155,00 €');
    await checkBothThemes(page, 'dashboard', 'dashboard');
    await page.setViewportSize(PHONE);
    for (const [path, name] of [
      ['/services', 'services-phone'],
      [`/clients/${clientId}`, 'client-phone'],
      ['/payments', 'payments-phone'],
      ['/appointments', 'appointments-phone'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checkBothThemes(page, `${path} en móvil`, name);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
