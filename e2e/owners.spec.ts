import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectBothThemesClean } from './support/axe';
import { createApprovedTrainer } from './support/api';
import { loginThroughUi } from './support/auth';
import { linkFromMail } from './support/outbox';
import { madridDay } from './support/days';
import { localPath } from './support/owner-area';

const SHOTS = 'test-results/screens/owners';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const OWNER_EMAIL = `dueña.${Date.now()}@correo.es`.replace('ñ', 'n');

/** axe in both themes, with a screenshot of each under SHOTS. */
const checkBothThemes = (page: Page, where: string, shot: string) =>
  expectBothThemesClean(page, where, `${SHOTS}/${shot}`);

/** axe on a phone and on a desktop, both themes. */
async function checkEverywhere(page: Page, where: string, shot: string) {
  for (const [name, viewport] of [
    ['móvil', PHONE],
    ['escritorio', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await checkBothThemes(
      page,
      `${where}, ${name}`,
      `${shot}-${name === 'móvil' ? 'phone' : 'desktop'}`,
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${where}: no sideways scroll`).toBeLessThanOrEqual(0);
  }
}

/** A fresh browser context: nobody signed in, as a person opening a mail on another device. */
async function freshPage(browser: Browser) {
  const context = await browser.newContext({
    viewport: DESKTOP,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
  });
  return context.newPage();
}

test('an owner books, the trainer approves, the owner cancels from the e-mail and signs in by link', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(480_000);
  const trainer = await createApprovedTrainer(request, 'Olga');
  await loginThroughUi(page, trainer.email, trainer.password);
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const trainerId = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { id: string }).id,
  );
  const date = madridDay(3);
  const offered = async () => {
    const res = await request.get(
      `/api/appointments/public/available-slots?date=${date}&duration=60&businessId=${trainerId}`,
    );
    return ((await res.json()) as { data: { slots: { time: string }[] } }).data.slots.map(
      (s) => s.time,
    );
  };

  await test.step('The trainer opens 09:00–12:00 in three days and sets the Mi área settings.', async () => {
    const created = await request.post('/api/appointments/availability', {
      data: { date, startTime: '09:00', endTime: '12:00' },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(created.status()).toBe(201);
    await page.goto('/settings');
    const card = page.getByRole('heading', { name: 'Mi área de clientes' });
    await expect(card).toBeVisible();
    await page.getByLabel('Lugar de las sesiones').fill('Parque del Oeste, entrada principal');
    await page.getByLabel('Teléfono de contacto').fill('+34 600 123 456');
    await page
      .locator('form')
      .filter({ has: page.getByLabel('Lugar de las sesiones') })
      .getByRole('button', { name: 'Guardar' })
      .click();
    await expect(page.getByText('Ajustes guardados')).toBeVisible();
    await checkBothThemes(page, 'ajustes, mi área de clientes', 'trainer-settings');
  });

  await test.step('The owner books 10:00 through the public page and is led to Mi área.', async () => {
    const owner = await freshPage(browser);
    await owner.goto(`/book-appointment/${trainerId}`);
    await owner.getByLabel('Nombre completo').fill('Marta Ruiz');
    await owner.getByLabel('Email').fill(OWNER_EMAIL);
    await owner.getByLabel('Teléfono').fill('+34 612 345 678');
    await owner.getByRole('button', { name: 'Siguiente' }).click();
    await owner.getByLabel('Nombre de tu perro').fill('Rocky');
    await owner.getByLabel('Servicio').selectOption({ label: 'Socialización' });
    await owner.getByRole('button', { name: 'Siguiente' }).click();
    await owner.getByLabel('Fecha preferida').fill(date);
    await owner.getByRole('radio', { name: '10:00' }).check({ force: true });
    await owner.getByRole('button', { name: 'Siguiente' }).click();
    await owner.getByLabel(/^Acepto que .* trate mis datos/).check();
    await owner.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(owner.getByRole('heading', { name: '¡Solicitud Enviada!' })).toBeVisible();
    await owner.getByRole('link', { name: 'Ver mis citas' }).click();
    await expect(owner).toHaveURL(/\/mi-area$/);
    await expect(owner.getByRole('heading', { name: 'Entrar sin contraseña' })).toBeVisible();
    await checkEverywhere(owner, 'Mi área, entrar', 'sign-in-form');
    await owner.context().close();
  });

  await test.step('The trainer approves the request.', async () => {
    await page.goto('/appointment-requests');
    const table = page.getByRole('table', { name: 'Solicitudes de cita' });
    await table.getByRole('button', { name: /^Aprobar la solicitud de Marta Ruiz/ }).click();
    const approve = page.getByRole('dialog', { name: 'Aprobar solicitud' });
    await approve.getByRole('button', { name: 'Aprobar' }).click();
    await expect(approve).toBeHidden();
    expect(await offered()).not.toContain('10:00');
  });

  let owner: Page;
  await test.step("In a fresh context the owner opens the approval mail's link and asks for 11:00.", async () => {
    const link = await linkFromMail(OWNER_EMAIL, 'ha confirmado tu cita', '/mi-area/cita?token=');
    owner = await freshPage(browser);
    await owner.goto(localPath(link));
    await expect(owner.getByRole('heading', { level: 1, name: 'Tu cita' })).toBeVisible();
    const card = owner.getByRole('listitem').filter({ hasText: 'Rocky' });
    await expect(card).toContainText('10:00');
    await expect(card).toContainText('Programada');
    await expect(owner.getByText('Parque del Oeste, entrada principal')).toBeVisible();
    await expect(owner.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/34600123456',
    );
    await expect(card.getByRole('link', { name: 'Añadir al calendario' })).toHaveAttribute(
      'href',
      /calendar\.ics\?token=/,
    );
    await checkEverywhere(owner, 'enlace de la cita', 'booking-link');
    await card.getByRole('button', { name: 'Pedir otra hora' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Pedir otra hora' });
    await dialog.getByLabel('Día').fill(date);
    // The booking page's own free times for that day: 09:00 and 11:00 around the 10:00 visit.
    await expect(dialog.getByRole('radio')).toHaveCount(2);
    await dialog.getByRole('radio', { name: '11:00' }).check({ force: true });
    await checkBothThemes(owner, 'pedir otra hora', 'change-time');
    await dialog.getByRole('button', { name: 'Pedir el cambio' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText(/Has pedido cambiarla al .*11:00/);
    await expect(card).toContainText('10:00');
  });

  await test.step('The trainer approves the change in Solicitudes: the appointment moves to 11:00.', async () => {
    await page.goto('/appointment-requests');
    const changes = page.getByRole('heading', { name: 'Cambios de hora pedidos' });
    await expect(changes).toBeVisible();
    await checkBothThemes(page, 'solicitudes con cambio de hora', 'trainer-change-requests');
    await page.getByRole('button', { name: 'Aprobar el cambio de Marta Ruiz' }).click();
    await expect(page.getByText('Cambio aprobado: la cita se ha movido')).toBeVisible();
    await expect(changes).toBeHidden();
    expect(await offered()).toContain('10:00');
    expect(await offered()).not.toContain('11:00');
  });

  await test.step('The owner sees 11:00 and cancels it.', async () => {
    await owner.reload();
    const card = owner.getByRole('listitem').filter({ hasText: 'Rocky' });
    await expect(card).toContainText('11:00');
    await card.getByRole('button', { name: 'Cancelar cita' }).click();
    const confirm = owner.getByRole('dialog', { name: '¿Cancelar la cita?' });
    await checkBothThemes(owner, 'confirmar cancelación', 'cancel-confirm');
    await confirm.getByRole('button', { name: 'Sí, cancelar la cita' }).click();
    await expect(owner.getByText('Cita cancelada')).toBeVisible();
    await expect(card).toContainText('Cancelada por ti');
    await expect(card.getByRole('button', { name: 'Cancelar cita' })).toHaveCount(0);
    await owner.context().close();
  });

  await test.step('The trainer sees it cancelled by the owner, and 11:00 is free again.', async () => {
    await page.goto('/appointments');
    const row = page
      .getByRole('table', { name: 'Citas confirmadas' })
      .getByRole('row', { name: /Marta Ruiz/ });
    await expect(row).toContainText('Cancelada por el cliente');
    expect(await offered()).toContain('11:00');
  });

  await test.step('The owner signs in with a link and sees their bookings.', async () => {
    const owner = await freshPage(browser);
    await owner.goto('/mi-area');
    await owner.getByLabel('Tu email').fill(OWNER_EMAIL);
    await owner.getByRole('button', { name: 'Enviarme el enlace' }).click();
    await expect(owner.getByText(/te hemos enviado un enlace para entrar/)).toBeVisible();
    const link = await linkFromMail(OWNER_EMAIL, 'solo sirve una vez', '/mi-area/entrar?token=');
    await owner.goto(localPath(link));
    await expect(owner.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await checkEverywhere(owner, 'Mi área, confirmar entrada', 'sign-in-link');
    await owner.getByRole('button', { name: 'Entrar' }).click();
    await expect(owner).toHaveURL(/\/mi-area$/);
    await expect(owner.getByText(`Tus citas como ${OWNER_EMAIL}`)).toBeVisible();
    await expect(owner.getByRole('heading', { name: 'Olga Entrenador' })).toBeVisible();
    await expect(owner.getByRole('listitem').filter({ hasText: 'Rocky' })).toContainText(
      'Cancelada por ti',
    );
    await checkEverywhere(owner, 'Mi área', 'owner-area');
    // The link is spent: opening it again and pressing Entrar is refused.
    await owner.goto(localPath(link));
    await owner.getByRole('button', { name: 'Entrar' }).click();
    await expect(owner.getByRole('alert')).toContainText('El enlace no es válido o ha caducado');
    await owner.goto('/mi-area/cita?token=enlace-roto');
    await expect(owner.getByRole('alert')).toContainText('El enlace no es válido o ha caducado');
    await checkEverywhere(owner, 'enlace roto', 'broken-link');
    await owner.goto('/mi-area');
    await owner.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(owner.getByRole('heading', { name: 'Entrar sin contraseña' })).toBeVisible();
    await owner.context().close();
  });
});
