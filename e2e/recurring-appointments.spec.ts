import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { createApprovedTrainer } from './support/api';
import { loginThroughUi } from './support/auth';
import { mailsTo } from './support/outbox';
import { madridDay } from './support/days';

/**
 * Issue 29: "every Thursday at 10:00 with Luna". The trainer creates a weekly series from Nueva
 * Cita, skips one week and moves the following ones; the owner gets one mail for the series.
 */

const SHOTS = 'test-results/screens/recurring-appointments';
const PHONE = { width: 390, height: 844 };

const es = (day: string) => day.split('-').reverse().join('/');

/** axe and a screenshot in both themes. */
async function shootBothThemes(page: Page, where: string, shot: string, fullPage = true) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(
      (dark) => document.documentElement.classList.toggle('dark', dark),
      theme === 'dark',
    );
    await expectNoSeriousViolations(page, `${where} (${theme})`);
    await page.screenshot({ path: `${SHOTS}/${shot}-${theme}.png`, fullPage });
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

test('a weekly series: created from Nueva Cita, one week skipped, the following ones moved', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const trainer = await createApprovedTrainer(request, 'Sara');
  const login = await request.post('/api/auth/login', {
    data: { email: trainer.email, password: trainer.password },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const start = madridDay(3);
  const weeks = [0, 7, 14, 21].map((d) => madridDay(3 + d));
  const slot = await request.post('/api/appointments/availability', {
    headers: { Authorization: `Bearer ${token}` },
    data: { date: start, startTime: '09:00', endTime: '13:00' },
  });
  expect(slot.status()).toBe(201);
  const owner = `luna.${Date.now()}@example.com`;
  await loginThroughUi(page, trainer.email, trainer.password);

  await test.step('Nueva Cita with "Repetir cada semana", 4 times.', async () => {
    await page.getByRole('link', { name: 'Citas Confirmadas' }).click();
    await page.getByRole('button', { name: 'Nueva Cita' }).click();
    await page.getByLabel('Cliente nuevo').check();
    await page.getByLabel(/Nombre del cliente/).fill('Ana Pérez');
    await page.getByLabel(/^Email/).fill(owner);
    await page.getByLabel(/Teléfono/).fill('+34 612 345 678');
    await page.getByLabel(/Nombre del perro/).fill('Luna');
    await page.getByLabel(/Tipo de servicio/).selectOption({ index: 1 });
    await page.getByLabel(/^Fecha/).fill(start);
    await page.getByRole('combobox', { name: /Hora/ }).selectOption('10:00');
    await page.getByLabel('Repetir cada semana').check();
    await page.getByLabel('Número de citas').fill('4');
    await expect(page.getByText(`4 citas: del ${es(weeks[0]!)} al ${es(weeks[3]!)}`)).toBeVisible();
    await shootBothThemes(page, 'nueva cita semanal', 'new-weekly');
    await page.setViewportSize(PHONE);
    await shootBothThemes(page, 'nueva cita semanal, móvil', 'new-weekly-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Crear Cita' }).click();
    await expect(page.getByText('4 citas creadas')).toBeVisible();
  });

  const table = page.getByRole('table', { name: 'Citas confirmadas' });
  const week = (day: string) => table.getByRole('row').filter({ hasText: es(day) });
  const edit = page.getByRole('dialog', { name: 'Editar cita' });

  await test.step('Four appointments, one a week, and one mail to the owner.', async () => {
    for (const day of weeks) await expect(week(day)).toContainText('10:00');
    const mails = await mailsTo(owner, /^Tus citas semanales con .* están confirmadas$/);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments.filter((a) => a.filename === 'citas.ics')).toHaveLength(1);
  });

  await test.step('Skip the second week: "Solo esta", cancelled.', async () => {
    await week(weeks[1]!)
      .getByRole('button', { name: 'Editar la cita de Ana Pérez (Luna)' })
      .click();
    await expect(edit.getByLabel(/Solo esta/)).toBeChecked();
    await shootBothThemes(page, 'editar cita semanal', 'edit-weekly', false);
    await edit.getByLabel('Estado').selectOption('CANCELLED');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(edit).toBeHidden();
    await expect(week(weeks[1]!)).toContainText('Cancelada');
    await expect(week(weeks[2]!)).toContainText('Programada');
  });

  await test.step('Move this and the following ones to 11:30: the skipped week stays.', async () => {
    await week(weeks[0]!)
      .getByRole('button', { name: 'Editar la cita de Ana Pérez (Luna)' })
      .click();
    await edit.getByLabel(/Esta y las siguientes/).check();
    await edit.getByLabel(/^Hora/).fill('11:30');
    await expect(edit.getByText(/las nuevas fechas y horas/)).toBeVisible();
    await page.setViewportSize(PHONE);
    await shootBothThemes(page, 'editar cita semanal, móvil', 'edit-weekly-phone', false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Citas actualizadas')).toBeVisible();
    for (const day of [weeks[0]!, weeks[2]!, weeks[3]!])
      await expect(week(day)).toContainText('11:30');
    await expect(week(weeks[1]!)).toContainText('10:00');
    await expect(week(weeks[1]!)).toContainText('Cancelada');
    const changed = await mailsTo(owner, /^Tus citas semanales con .* han cambiado$/);
    expect(changed).toHaveLength(1);
  });
});
