import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newTrainer } from './support/accounts';
import { createApprovedTrainer } from './support/api';
import { loginThroughUi } from './support/auth';
import { expectBothThemesClean } from './support/axe';
import { madridDay } from './support/days';
import { mailsTo } from './support/outbox';
import { acceptInvitation } from './support/staff';

/**
 * Issue 39's journey: a school with two trainers and a receptionist, each signed in in a browser
 * of their own. Recepción books "Cualquiera" for an owner; each trainer sees what their role
 * allows (an adiestrador their own work); the adiestrador leaves, their week is reassigned and
 * the owner is told; only then are they removed.
 */
const SHOTS = 'test-results/screens/school';
const PHONE = { width: 390, height: 844 };

const mainNav = (page: Page) =>
  page.getByRole('navigation', { name: 'Navegación principal' }).first();

async function tokenOf(request: APIRequestContext, who: { email: string; password: string }) {
  const login = await request.post('/api/auth/login', {
    data: { email: who.email, password: who.password },
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

test('a school: recepción books "Cualquiera", each sees their own, a trainer leaves and is replaced', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const marta = await createApprovedTrainer(request, 'Marta');
  const luis = { ...newTrainer('Luis'), name: 'Luis Adiestrador' };
  const rosa = { ...newTrainer('Rosa'), name: 'Rosa Recepción' };
  const owner = `ana.${Date.now()}@example.com`;
  const day = madridDay(4);
  const auth = { Authorization: `Bearer ${await tokenOf(request, marta)}` };

  // Arranged through the API: the invitations (the Equipo screen has its own journey) and the
  // titular's own visit the next day, so "Cualquiera" gives the booking to whoever was booked
  // least recently — Luis, who never was.
  for (const [email, role] of [
    [luis.email, 'adiestrador'],
    [rosa.email, 'recepcion'],
  ] as const) {
    const invited = await request.post('/api/staff/invitations', {
      data: { email, role },
      headers: auth,
    });
    expect(invited.status()).toBe(201);
  }
  const luisSide = await acceptInvitation(browser, luis);
  const rosaSide = await acceptInvitation(browser, rosa);
  const staff = await request.get('/api/staff', { headers: auth });
  const members = (
    (await staff.json()) as { data: { members: { userId: string; name: string }[] } }
  ).data.members;
  const luisId = members.find((m) => m.name === luis.name)!.userId;
  const slot = await request.post(`/api/appointments/availability?trainerId=${luisId}`, {
    data: { date: day, startTime: '09:00', endTime: '13:00' },
    headers: auth,
  });
  expect(slot.status(), await slot.text()).toBe(201);
  const own = await request.post('/api/appointments/requests', {
    data: {
      clientName: 'Pablo Gil',
      clientEmail: `pablo.${Date.now()}@example.com`,
      dogName: 'Toby',
      requestedDate: madridDay(5),
      requestedTime: '11:00',
      duration: 60,
      serviceType: 'evaluation',
      confirm: true,
    },
    headers: auth,
  });
  expect(own.status(), await own.text()).toBe(201);

  await test.step('Recepción books "Cualquiera" for Ana and Luna: the school says whom', async () => {
    const rp = rosaSide.page;
    await mainNav(rp).getByRole('link', { name: 'Citas Confirmadas' }).click();
    await rp.getByRole('button', { name: 'Nueva Cita' }).click();
    await rp.getByLabel('Cliente nuevo').check();
    await rp.getByLabel(/Nombre del cliente/).fill('Ana Pérez');
    await rp.getByLabel(/^Email/).fill(owner);
    await rp.getByLabel(/Nombre del perro/).fill('Luna');
    await rp.getByLabel(/Tipo de servicio/).selectOption({ index: 1 });
    const picker = rp.getByLabel('Adiestrador');
    await expect(picker).toHaveValue('');
    await expect(picker.getByRole('option', { name: luis.name })).toHaveCount(1);
    await rp.getByLabel(/^Fecha/).fill(day);
    await rp.getByRole('combobox', { name: /Hora/ }).selectOption('10:00');
    await expectBothThemesClean(rp, 'Nueva Cita de recepción', `${SHOTS}/reception-new`);
    await rp.getByRole('button', { name: 'Crear Cita' }).click();
    await expect(rp.getByText(`Cita creada con ${luis.name}`)).toBeVisible();
    const table = rp.getByRole('table', { name: 'Citas confirmadas' });
    await expect(table.getByRole('row').filter({ hasText: 'Ana Pérez' })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Pablo Gil' })).toBeVisible();
  });

  await test.step('The adiestrador sees his own work only, and no money', async () => {
    const lp = luisSide.page;
    for (const hidden of ['Pagos', 'Facturas', 'Equipo']) {
      await expect(mainNav(lp).getByRole('link', { name: hidden })).toHaveCount(0);
    }
    await mainNav(lp).getByRole('link', { name: 'Citas Confirmadas' }).click();
    const table = lp.getByRole('table', { name: 'Citas confirmadas' });
    await expect(table.getByRole('row').filter({ hasText: 'Ana Pérez' })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Pablo Gil' })).toHaveCount(0);
    // Nueva Cita books his own agenda: there is no one else to pick.
    await lp.getByRole('button', { name: 'Nueva Cita' }).click();
    await lp.getByLabel(/Tipo de servicio/).selectOption({ index: 1 });
    await lp.getByLabel(/^Fecha/).fill(day);
    // His own free times: 10:00 is Ana's now, 11:00 still his.
    const hours = lp.getByRole('combobox', { name: /Hora/ });
    await expect(hours.getByRole('option', { name: /^11:00/ })).toHaveCount(1);
    await expect(hours.getByRole('option', { name: /^10:00/ })).toHaveCount(0);
    await expect(lp.getByLabel('Adiestrador')).toHaveCount(0);
    await lp.getByRole('button', { name: 'Cancelar' }).click();
    await lp.setViewportSize(PHONE);
    await expectBothThemesClean(lp, 'citas del adiestrador, móvil', `${SHOTS}/trainer-phone`);
    await lp.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('The titular says who gives a service; recepción then has nobody to pick', async () => {
    await loginThroughUi(page, marta.email, marta.password);
    await mainNav(page).getByRole('link', { name: 'Servicios' }).click();
    await page.getByRole('button', { name: 'Editar Entrenamiento Básico' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar servicio' });
    const who = dialog.getByRole('group', { name: 'Quién lo da' });
    await expect(who.getByLabel('Marta Entrenador')).toBeChecked();
    await expect(who.getByLabel(luis.name)).toBeChecked();
    await who.getByLabel('Marta Entrenador').uncheck();
    await who.getByLabel(luis.name).uncheck();
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(dialog.getByText('Elige al menos un adiestrador')).toBeVisible();
    await who.getByLabel('Marta Entrenador').check();
    await expectBothThemesClean(page, 'quién lo da', `${SHOTS}/service-trainers`);
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Servicio actualizado')).toBeVisible();
    await expect(dialog).toBeHidden();

    // A fresh page: what her browser had cached was read before the change.
    const rp = rosaSide.page;
    await rp.reload();
    await rp.getByRole('button', { name: 'Nueva Cita' }).click();
    const given = rp.waitForResponse((r) => /\/api\/services\/[^/]+\/trainers$/.test(r.url()));
    await rp.getByLabel(/Tipo de servicio/).selectOption({ index: 1 });
    const trainers = (await (await given).json()) as { data: { trainers: unknown[] } };
    expect(trainers.data.trainers).toHaveLength(1);
    await rp.getByLabel(/^Fecha/).fill(day);
    await expect(
      rp.getByText(/No hay horarios disponibles para esta fecha|\d+ horarios? libres?/),
    ).toBeVisible();
    await expect(rp.getByLabel('Adiestrador')).toHaveCount(0);
    await rp.getByRole('button', { name: 'Cancelar' }).click();
  });

  await test.step('Luis leaves: the titular reassigns his week, Ana is told, then he is removed', async () => {
    await page.goto('/team');
    const row = page.getByRole('listitem', { name: new RegExp(luis.name) });
    await row.getByRole('button', { name: `Quitar del equipo a ${luis.name}` }).click();
    // Work is left: the removal says so and keeps him.
    await page
      .getByRole('dialog', { name: `¿Quitar a ${luis.name} del equipo?` })
      .getByRole('button', { name: 'Quitar del equipo' })
      .click();
    await expect(page.getByText(/reasigna su trabajo pendiente \(1 cita/)).toBeVisible();
    await page.goto('/team');
    await page
      .getByRole('listitem', { name: new RegExp(luis.name) })
      .getByRole('link', { name: `Reasignar el trabajo de ${luis.name}` })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Reasignar el trabajo de ${luis.name}` }),
    ).toBeVisible();
    await page.getByLabel('Todo a').selectOption({ label: 'Marta Entrenador' });
    await expect(page.getByText('Todo tiene adiestrador.')).toBeVisible();
    await expectBothThemesClean(page, 'reasignar', `${SHOTS}/handover`);
    await page.getByRole('button', { name: 'Reasignar y avisar a los clientes' }).click();
    await expect(page.getByText('1 cambiadas, 1 clientes avisados')).toBeVisible();
    await expect(page.getByText('No le queda trabajo pendiente')).toBeVisible();
    const told = await mailsTo(owner, /cambia quién da tu sesión$/);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('Marta Entrenador');

    await page.goto('/team');
    await page
      .getByRole('listitem', { name: new RegExp(luis.name) })
      .getByRole('button', { name: `Quitar del equipo a ${luis.name}` })
      .click();
    await page
      .getByRole('dialog', { name: `¿Quitar a ${luis.name} del equipo?` })
      .getByRole('button', { name: 'Quitar del equipo' })
      .click();
    await expect(page.getByRole('heading', { name: 'Miembros (2)' })).toBeVisible();
    await mainNav(luisSide.page).getByRole('link', { name: 'Clientes' }).click();
    await expect(luisSide.page).toHaveURL(/\/login$/);
  });

  await test.step('Recepción sees the visit now given by the titular', async () => {
    const rp = rosaSide.page;
    await rp.reload();
    const row = rp
      .getByRole('table', { name: 'Citas confirmadas' })
      .getByRole('row')
      .filter({ hasText: 'Ana Pérez' });
    await expect(row).toBeVisible();
  });
  await luisSide.context.close();
  await rosaSide.context.close();
});
