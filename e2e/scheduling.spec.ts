import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { createApprovedTrainer } from './support/api';
import { loginThroughUi } from './support/auth';
import { madridDay } from './support/days';

const SHOTS = 'test-results/screens/scheduling';
const PHONE = { width: 390, height: 844 };

/**
 * axe in the current theme, then in the other (the `dark` class on <html> is what the theme
 * toggle sets; flipping it directly also works with a modal covering the toggle), then back.
 */
async function checkBothThemes(page: Page, where: string, shot?: string) {
  for (const pass of [0, 1]) {
    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    await expectNoSeriousViolations(page, `${where} (${dark ? 'oscuro' : 'claro'})`);
    if (shot)
      await page.screenshot({
        path: `${SHOTS}/${shot}-${dark ? 'dark' : 'light'}.png`,
        fullPage: true,
      });
    await page.evaluate(() => document.documentElement.classList.toggle('dark'));
    if (pass === 1) break;
  }
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The owner's side: a fresh browser context, as a stranger following the shared link. */
async function bookAsOwner(
  browser: Browser,
  link: string,
  time: string,
  viewport = { width: 1280, height: 800 },
) {
  const context = await browser.newContext({
    viewport,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
  });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(link);
  await expect(h1(page, /^Reserva una cita con /)).toBeVisible();
  const shot = viewport.width < 500 ? 'wizard-phone' : 'wizard';
  await checkBothThemes(page, 'asistente, paso 1', `${shot}-1`);

  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Por favor, completa todos los campos de información personal',
  );
  await page.getByLabel('Nombre completo').fill('Marta Ruiz');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Email').fill('marta.ruiz@correo.es');
  await page.getByLabel('Teléfono').fill('+34 612 345 678');
  await page.getByRole('button', { name: 'Siguiente' }).click();

  await expect(page.getByRole('heading', { name: 'Tu mascota y el servicio' })).toBeFocused();
  await page.getByLabel('Nombre de tu perro').fill('Rocky');
  await page.getByLabel('Raza').fill('Labrador');
  await page.getByLabel('Servicio').selectOption({ label: 'Socialización' });
  await checkBothThemes(page, 'asistente, paso 2', `${shot}-2`);
  await page.getByRole('button', { name: 'Siguiente' }).click();

  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('alert')).toHaveText('Por favor, selecciona una fecha preferida');
  // The month view (issue 27) marks the days with free times: pick the day there.
  const day = madridDay(2);
  if (day.slice(0, 7) !== madridDay(0).slice(0, 7)) {
    await page.getByRole('button', { name: 'Ver el mes próximo' }).click();
  }
  await page
    .getByRole('button', { name: /: hay horas libres$/ })
    .filter({ hasText: new RegExp(`^${Number(day.slice(8))}$`) })
    .click();
  await expect(page.getByLabel('Fecha preferida')).toHaveValue(day);
  await page.getByRole('radio', { name: time }).check({ force: true });
  await checkBothThemes(page, 'asistente, paso 3', `${shot}-3`);
  await page.getByRole('button', { name: 'Siguiente' }).click();

  await expect(page.getByRole('heading', { name: 'Confirmar y enviar' })).toBeVisible();
  await expect(page.getByText('Socialización')).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Precio' })).toBeVisible();
  await page.getByLabel(/^Acepto que .* trate mis datos/).check();
  await checkBothThemes(page, 'asistente, paso 4', `${shot}-4`);
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();

  await expect(page.getByRole('heading', { name: '¡Solicitud Enviada!' })).toBeVisible();
  await expect(page.getByText(time, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver mis citas' })).toHaveAttribute(
    'href',
    '/mi-area',
  );
  await checkBothThemes(page, 'asistente, enviada', `${shot}-done`);
  if (viewport.width < 500) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await context.close();
  return scripts;
}

test('availability → shared link → owner books → trainer approves → completed', async ({
  page,
  browser,
  context,
  request,
}) => {
  test.setTimeout(480_000);
  const trainer = await createApprovedTrainer(request, 'Nuria');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginThroughUi(page, trainer.email, trainer.password);
  const date = madridDay(2);
  // Each step names what the trainer or the owner does, so a failure says where it stopped.
  const slot = page.getByRole('list', { name: 'Horarios de disponibilidad' }).getByRole('listitem');
  let link = '';
  const row = page
    .getByRole('table', { name: 'Citas confirmadas' })
    .getByRole('row', { name: /Marta Ruiz/ });

  await test.step('Availability: 09:00–12:00 the day after tomorrow.', async () => {
    await page.getByRole('link', { name: 'Disponibilidad' }).click();
    await expect(h1(page, 'Disponibilidad')).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo horario' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo horario' });
    await form.getByLabel('Fecha').fill(date);
    await form.getByLabel('Hora de inicio').fill('12:00');
    await form.getByLabel('Hora de fin').fill('09:00');
    await form.getByRole('button', { name: 'Crear horario' }).click();
    await expect(
      form.getByText('La hora de fin debe ser posterior a la hora de inicio'),
    ).toBeVisible();
    await checkBothThemes(page, 'formulario de disponibilidad');
    await form.getByLabel('Hora de inicio').fill('09:00');
    await form.getByLabel('Hora de fin').fill('12:00');
    await form.getByRole('button', { name: 'Crear horario' }).click();
    await expect(form).toBeHidden();
    if (date.slice(0, 7) !== madridDay(0).slice(0, 7))
      await page.getByRole('button', { name: 'Mes siguiente' }).click();
    await expect(slot).toHaveCount(1);
    await expect(slot).toContainText('09:00 – 12:00');
    await expect(slot.getByText('Disponible')).toBeVisible();
    await expect(slot.getByText('Único')).toBeVisible();
    await checkBothThemes(page, 'disponibilidad', 'availability');
  });
  await test.step("The share link: '¡Copiado!' for about 2 seconds, and the link on the clipboard.", async () => {
    await page.getByRole('link', { name: 'Citas Confirmadas' }).click();
    await expect(h1(page, 'Citas Confirmadas')).toBeVisible();
    await page.getByRole('button', { name: 'Compartir Enlace' }).click();
    await expect(page.getByRole('button', { name: '¡Copiado!' })).toBeVisible();
    link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/book-appointment\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('button', { name: 'Compartir Enlace' })).toBeVisible({
      timeout: 4000,
    });
    await checkBothThemes(page, 'citas (vacía)');
  });
  await test.step('The owner books the 10:00 offered for that date; the page loads only its own scripts.', async () => {
    const scripts = await bookAsOwner(browser, link, '10:00');
    expect(scripts.some((s) => /\/assets\/booking-/.test(s))).toBe(true);
    expect(
      scripts.filter((s) => /\/assets\/(main|queryOptions|useMutation|appointments)-/.test(s)),
    ).toEqual([]);
  });
  await test.step('The trainer sees the request (PENDING by default) and approves it.', async () => {
    await page.getByRole('link', { name: /^Solicitudes/ }).click();
    await expect(h1(page, 'Solicitudes')).toBeVisible();
    const table = page.getByRole('table', { name: 'Solicitudes de cita' });
    await expect(table.getByRole('row', { name: /Marta Ruiz/ })).toContainText('Pendiente');
    await checkBothThemes(page, 'solicitudes', 'requests');
    await table.getByRole('button', { name: /^Aprobar la solicitud de Marta Ruiz/ }).click();
    const approve = page.getByRole('dialog', { name: 'Aprobar solicitud' });
    await expect(approve.getByLabel('Fecha')).toHaveValue(date);
    await expect(approve.getByLabel('Hora')).toHaveValue('10:00');
    await checkBothThemes(page, 'aprobar solicitud', 'approve');
    await approve.getByLabel('Notas').fill('Traer su correa habitual');
    await approve.getByRole('button', { name: 'Aprobar' }).click();
    await expect(approve).toBeHidden();
    await expect(page.getByText('Solicitud aprobada')).toBeVisible();
    await expect(page.getByText('No hay solicitudes en estado pendiente')).toBeVisible();
  });
  await test.step('Confirmed: in the appointments, and one hour of the slot is booked.', async () => {
    await page.getByRole('link', { name: 'Citas Confirmadas' }).click();
    await expect(row).toContainText('10:00–11:00');
    await expect(row).toContainText('Programada');
    await checkBothThemes(page, 'citas', 'appointments');
    await page.getByRole('link', { name: 'Disponibilidad' }).click();
    if (date.slice(0, 7) !== madridDay(0).slice(0, 7))
      await page.getByRole('button', { name: 'Mes siguiente' }).click();
    await expect(slot.getByText('1 de 3 h reservadas')).toBeVisible();
  });
  await test.step('The trainer marks it completed, confirming since it has not happened yet.', async () => {
    await page.getByRole('link', { name: 'Citas Confirmadas' }).click();
    await row.getByRole('button', { name: /^Marcar como completada/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Completar cita' });
    await confirm.getByRole('button', { name: 'Marcar como completada' }).click();
    await expect(page.getByText('Cita marcada como completada')).toBeVisible();
    await expect(row).toContainText('Completada');
    await expect(page.getByText('Completadas', { exact: true }).locator('..')).toContainText('1');
  });
  await test.step("'Nueva Cita' shows the internal form in place of the list.", async () => {
    await page.getByRole('button', { name: 'Nueva Cita' }).click();
    await expect(page.getByRole('heading', { name: 'Nueva Cita' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByLabel('Confirmar como cita')).toBeChecked();
    await checkBothThemes(page, 'nueva cita', 'new-appointment');
    await page.getByRole('button', { name: 'Crear Cita' }).click();
    // The client and dog are picked among the trainer's, or created (issue 13).
    await expect(page.getByText('Selecciona un cliente o elige crear uno nuevo')).toBeVisible();
    await page.getByLabel('Cliente nuevo').check();
    await page.getByRole('button', { name: 'Crear Cita' }).click();
    await expect(page.getByText('El nombre del cliente es requerido')).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('table', { name: 'Citas confirmadas' })).toBeVisible();
  });
});

test('the booking wizard works on a phone, and the back office shows cards there', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const trainer = await createApprovedTrainer(request, 'Pilar');
  await loginThroughUi(page, trainer.email, trainer.password);
  const id = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { id: string }).id,
  );
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const created = await request.post('/api/appointments/availability', {
    data: { date: madridDay(2), startTime: '15:00', endTime: '18:00' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);
  await bookAsOwner(browser, new URL(`/book-appointment/${id}`, page.url()).href, '16:30', PHONE);

  await page.setViewportSize(PHONE);
  await page.goto('/appointment-requests');
  await expect(page.getByRole('table')).toBeHidden();
  const card = page.getByRole('list', { name: 'Solicitudes de cita' }).getByRole('listitem');
  await expect(card).toContainText('Marta Ruiz');
  await checkBothThemes(page, 'solicitudes en móvil', 'requests-phone');
  await page.goto('/appointments');
  await checkBothThemes(page, 'citas en móvil', 'appointments-phone');
  await page.goto('/availability');
  await checkBothThemes(page, 'disponibilidad en móvil', 'availability-phone');
});

test("an unknown trainer gets 'Educador no encontrado'; a reserved word goes to /login", async ({
  page,
}) => {
  await page.goto('/book-appointment/0190f0c2-5a4b-7c3d-8e9f-0123456789ab');
  await expect(h1(page, 'Educador no encontrado')).toBeVisible();
  await expect(page.getByRole('link', { name: /Contactar con soporte/ })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  await checkBothThemes(page, 'educador no encontrado', 'not-found');
  await page.goto('/book-appointment/not-a-trainer');
  await expect(h1(page, 'Educador no encontrado')).toBeVisible();
  for (const word of ['dashboard', 'availability']) {
    await page.goto(`/book-appointment/${word}`);
    await expect(page).toHaveURL(/\/login$/);
  }
});

/** A trainer signed up through the API, with a four-hour slot three days ahead. */
async function trainerWithSlot(request: APIRequestContext) {
  const trainer = await createApprovedTrainer(request, 'Elena');
  const login = await request.post('/api/auth/login', {
    data: { email: trainer.email, password: trainer.password },
  });
  const { token, user } = (
    (await login.json()) as { data: { token: string; user: { id: string } } }
  ).data;
  const headers = { Authorization: `Bearer ${token}` };
  const date = madridDay(3);
  const slot = await request.post('/api/appointments/availability', {
    headers,
    data: { date, startTime: '09:00', endTime: '13:00' },
  });
  expect(slot.status()).toBe(201);
  return { trainer, educatorId: user.id, headers, date };
}

// Each dialog is checked by axe in both themes, which is slow on a busy machine: the request
// and appointment dialogs and the availability ones are two tests, each within its own budget.
test('the request and appointment dialogs are accessible in both themes and do what they say', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // Arranged through the API: a slot, one pending request and one confirmed appointment.
  const { trainer, educatorId, headers, date } = await trainerWithSlot(request);
  const book = async (clientName: string, dogName: string) => {
    const res = await request.post('/api/public/appointments/request', {
      data: {
        educatorId,
        clientName,
        clientEmail: `${dogName.toLowerCase()}@example.com`,
        clientPhone: '600111444',
        dogName,
        serviceType: 'basic_training',
        preferredDate: date,
        preferredTime: '10:00',
        consent: true,
      },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { data: { id: string } }).data.id;
  };
  await book('Rosa Gil', 'Nala');
  const confirmed = await request.post(
    `/api/appointments/requests/${await book('Hugo Sanz', 'Bruno')}/approve`,
    { headers, data: { scheduledDate: date, scheduledTime: '11:00' } },
  );
  expect(confirmed.status()).toBe(200);
  await loginThroughUi(page, trainer.email, trainer.password);

  // Reject: the reason is required, the dialog is checked, then closed without a change.
  await page.getByRole('link', { name: /^Solicitudes/ }).click();
  await page.getByRole('button', { name: 'Rechazar la solicitud de Rosa Gil (Nala)' }).click();
  const reject = page.getByRole('dialog', { name: 'Rechazar solicitud' });
  await expect(reject).toBeVisible();
  await checkBothThemes(page, 'rechazar solicitud', 'reject');
  await reject.getByRole('button', { name: 'Cancelar' }).click();
  await expect(reject).toBeHidden();

  // Edit an appointment, then the cancel confirmation.
  await page.getByRole('link', { name: 'Citas Confirmadas' }).click();
  const who = 'Hugo Sanz (Bruno)';
  await page.getByRole('button', { name: `Editar la cita de ${who}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar cita' });
  await expect(edit).toBeVisible();
  await checkBothThemes(page, 'editar cita', 'edit-appointment');
  await edit.getByLabel('Notas').fill('Llega 10 minutos antes');
  await edit.getByRole('button', { name: /Guardar/ }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('button', { name: `Cancelar la cita de ${who}` }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancelar cita' });
  await expect(cancel).toBeVisible();
  await checkBothThemes(page, 'cancelar cita', 'cancel-appointment');
  await cancel.getByRole('button', { name: 'Cancelar cita' }).click();
  await expect(cancel).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Citas confirmadas' }).getByRole('row', { name: /Hugo Sanz/ }),
  ).toContainText('Cancelada');
});

test('the availability dialogs are accessible in both themes and do what they say', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { trainer, date } = await trainerWithSlot(request);
  await loginThroughUi(page, trainer.email, trainer.password);

  // Availability: edit and delete dialogs.
  await page.getByRole('link', { name: 'Disponibilidad' }).click();
  if (date.slice(0, 7) !== madridDay(0).slice(0, 7))
    await page.getByRole('button', { name: 'Mes siguiente' }).click();
  await page.getByRole('button', { name: /^Editar el horario del / }).click();
  const editSlot = page.getByRole('dialog', { name: 'Editar horario' });
  await expect(editSlot.getByLabel('Hora de inicio')).toHaveValue('09:00');
  await checkBothThemes(page, 'editar horario', 'edit-slot');
  await editSlot.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: /^Eliminar el horario del / }).click();
  const remove = page.getByRole('dialog', { name: 'Eliminar horario' });
  await expect(remove).toBeVisible();
  await checkBothThemes(page, 'eliminar horario', 'delete-slot');
  await remove.getByRole('button', { name: 'Eliminar' }).click();
  await expect(remove).toBeHidden();
  await expect(page.getByRole('list', { name: 'Horarios de disponibilidad' })).toHaveCount(0);
});
