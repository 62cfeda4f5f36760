import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { createApprovedTrainer } from './support/api';
import { loginThroughUi } from './support/auth';
import { madridDay } from './support/days';

const SHOTS = 'test-results/screens/notify';

/** axe and a screenshot in the current theme, then in the other (the `dark` class on <html>). */
async function checkBothThemes(page: Page, where: string, shot: string) {
  for (let pass = 0; pass < 2; pass += 1) {
    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    const theme = dark ? 'dark' : 'light';
    await expectNoSeriousViolations(page, `${where} (${dark ? 'oscuro' : 'claro'})`);
    await page.screenshot({ path: `${SHOTS}/${shot}-${theme}.png`, fullPage: true });
    await page.evaluate(() => document.documentElement.classList.toggle('dark'));
  }
}

test("the trainer's day: today's appointments, pending requests, a move and a future completion", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Arranged through the API: today's visit, a visit in three days and two requests waiting.
  const trainer = await createApprovedTrainer(request, 'Nuria');
  const login = await request.post('/api/auth/login', {
    data: { email: trainer.email, password: trainer.password },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
  const create = async (clientName: string, dogName: string, date: string, confirm: boolean) => {
    const res = await request.post('/api/appointments/requests', {
      headers,
      data: {
        clientName,
        clientEmail: `${dogName.toLowerCase()}@example.com`,
        clientPhone: '600111444',
        dogName,
        requestedDate: date,
        requestedTime: '10:00',
        duration: 60,
        serviceType: 'evaluation',
        confirm,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  await create('Carmen Vidal', 'Lola', madridDay(0), true);
  await create('Pedro Ortiz', 'Max', madridDay(3), true);
  await create('Rosa Gil', 'Nala', madridDay(5), false);
  await create('Juan Mora', 'Coco', madridDay(6), false);
  await loginThroughUi(page, trainer.email, trainer.password);

  await test.step("The dashboard lists today's visit and the two requests waiting.", async () => {
    const day = page.getByRole('region', { name: 'Tu día' });
    await expect(day.getByRole('list', { name: 'Citas de hoy' })).toContainText(
      '10:00–11:00Carmen Vidal · LolaEvaluación',
    );
    await expect(day.getByText('2 solicitudes pendientes')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Navegación principal' }).first();
    await expect(nav.getByRole('link', { name: 'Solicitudes, 2 pendientes' })).toBeVisible();
    await checkBothThemes(page, 'dashboard con citas de hoy', 'dashboard');
  });

  await test.step('Editar moves the visit in three days to 12:30; the owner is told.', async () => {
    await page.getByRole('link', { name: 'Citas Confirmadas' }).click();
    await page.getByRole('button', { name: 'Editar la cita de Pedro Ortiz (Max)' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar cita' });
    await edit.getByLabel('Hora').fill('12:30');
    await expect(
      edit.getByText('Enviaremos a Pedro Ortiz un e-mail con la nueva fecha y hora.'),
    ).toBeVisible();
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('row', { name: /Pedro Ortiz/ })).toContainText('12:30–13:30');
  });

  await test.step('Completar on that future visit asks first.', async () => {
    await page
      .getByRole('button', { name: 'Marcar como completada la cita de Pedro Ortiz (Max)' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Completar cita' });
    await expect(confirm).toContainText('aún no ha llegado');
    await checkBothThemes(page, 'confirmar completar', 'complete-confirm');
    await confirm.getByRole('button', { name: 'Volver' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('row', { name: /Pedro Ortiz/ })).toContainText('Programada');
  });
});
