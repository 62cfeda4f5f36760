import { expect, test, type Page } from '@playwright/test';
import { newTrainer } from './support/accounts';
import { createApprovedTrainer } from './support/api';
import { loginThroughUi } from './support/auth';
import { expectBothThemesClean } from './support/axe';
import { acceptInvitation as accept } from './support/staff';

const SHOTS = 'test-results/screens/staff';

const mainNav = (page: Page) =>
  page.getByRole('navigation', { name: 'Navegación principal' }).first();

async function invite(page: Page, email: string, role: 'Adiestrador/a' | 'Recepción') {
  await page.getByRole('button', { name: 'Invitar a alguien' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invitar a alguien' });
  await dialog.getByLabel(/E-mail/).fill(email);
  await dialog.getByLabel(/Rol/).selectOption({ label: role });
  await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem', { name: new RegExp(email) })).toBeVisible();
}

test('a titular invites a trainer and a receptionist, each sees what the role allows, one is removed', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(360_000);
  const titular = await createApprovedTrainer(request, 'Marta');
  const trainer = { ...newTrainer('Luis'), name: 'Luis Adiestrador' };
  const receptionist = { ...newTrainer('Rosa'), name: 'Rosa Recepción' };

  await loginThroughUi(page, titular.email, titular.password);
  await page.getByRole('link', { name: 'Ajustes' }).first().click();
  await page.getByRole('link', { name: 'Gestionar el equipo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Equipo' })).toBeVisible();
  await expect(page.getByText('Aún no tienes equipo')).toBeVisible();

  // The dialog checks the address before anything is sent.
  await page.getByRole('button', { name: 'Invitar a alguien' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invitar a alguien' });
  await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(dialog.getByText('El email es requerido')).toBeVisible();
  await expectBothThemesClean(page, 'Invitar a alguien', `${SHOTS}/invite-dialog`);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await invite(page, trainer.email, 'Adiestrador/a');
  await invite(page, receptionist.email, 'Recepción');
  await expect(page.getByRole('heading', { name: 'Invitaciones pendientes (2)' })).toBeVisible();

  // The trainer: no money, invoices, services or team.
  const luis = await accept(browser, trainer);
  await expect(mainNav(luis.page).getByRole('link', { name: 'Clientes' })).toBeVisible();
  for (const hidden of ['Pagos', 'Facturas', 'Servicios', 'Equipo']) {
    await expect(mainNav(luis.page).getByRole('link', { name: hidden })).toHaveCount(0);
  }
  await luis.page.goto('/payments');
  await expect(luis.page).toHaveURL(/\/dashboard$/);

  // A used link says so.
  const reused = await browser.newContext();
  const reusedPage = await reused.newPage();
  await reusedPage.goto(luis.link);
  await expect(reusedPage.getByRole('alert')).toContainText('ya se ha usado');
  await expectBothThemesClean(reusedPage, 'invitación usada', `${SHOTS}/invitation-used`);
  await reused.close();

  // The receptionist: money by default, no team and no business settings.
  const rosa = await accept(browser, receptionist);
  await expect(mainNav(rosa.page).getByRole('link', { name: 'Pagos' })).toBeVisible();
  await expect(mainNav(rosa.page).getByRole('link', { name: 'Equipo' })).toHaveCount(0);
  await rosa.page.goto('/settings');
  await expect(rosa.page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  await expect(rosa.page.getByRole('heading', { name: 'Equipo' })).toHaveCount(0);

  // Back on Equipo: three members, the invitations used.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Miembros (3)' })).toBeVisible();
  await expect(page.getByText('No hay invitaciones pendientes')).toBeVisible();
  const luisRow = page.getByRole('listitem', { name: new RegExp(trainer.name) });
  const money = luisRow.getByRole('switch', { name: 'Ver cobros y saldos' });
  await expect(money).not.toBeChecked();
  // The switch shows the server's answer, not the click: it turns on once the change is saved.
  await money.click();
  await expect(page.getByText('Miembro actualizado')).toBeVisible();
  await expect(money).toBeChecked();
  await page.reload();
  await expect(
    page
      .getByRole('listitem', { name: new RegExp(trainer.name) })
      .getByRole('switch', { name: 'Ver cobros y saldos' }),
  ).toBeChecked();
  await expectBothThemesClean(page, 'Equipo', `${SHOTS}/team-wide`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectBothThemesClean(page, 'Equipo en el móvil', `${SHOTS}/team-phone`);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Removing the trainer: the dialog says what happens; their open session ends on their next step.
  await page
    .getByRole('listitem', { name: new RegExp(trainer.name) })
    .getByRole('button', { name: `Quitar del equipo a ${trainer.name}` })
    .click();
  const confirm = page.getByRole('dialog', { name: `¿Quitar a ${trainer.name} del equipo?` });
  await expect(confirm).toContainText('se cierran en este momento');
  await expect(confirm).toContainText('Su historial se queda');
  await confirm.getByRole('button', { name: 'Quitar del equipo' }).click();
  await expect(page.getByRole('heading', { name: 'Miembros (2)' })).toBeVisible();

  await mainNav(luis.page).getByRole('link', { name: 'Clientes' }).click();
  await expect(luis.page).toHaveURL(/\/login$/);
  await expect(luis.page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();

  // The receptionist carries on.
  await mainNav(rosa.page).getByRole('link', { name: 'Clientes' }).click();
  await expect(rosa.page.getByRole('heading', { level: 1, name: /Clientes/ })).toBeVisible();
  await luis.context.close();
  await rosa.context.close();
});
