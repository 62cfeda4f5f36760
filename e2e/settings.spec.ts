import { expect, test } from '@playwright/test';
import { createApprovedTrainer } from './support/api';
import { loginThroughUi } from './support/auth';

test('a trainer edits the profile and the top bar follows, also after a reload', async ({
  page,
  request,
}) => {
  const trainer = await createApprovedTrainer(request, 'Irene');
  await loginThroughUi(page, trainer.email, trainer.password);
  await page.getByRole('link', { name: 'Ajustes' }).click();

  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByText('El email no se puede modificar')).toBeVisible();

  await page.getByLabel('Teléfono', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Formato de teléfono inválido')).toBeVisible();

  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Irene María');
  await page.getByLabel('Teléfono', { exact: true }).fill('+34 600 123 456');
  await page.getByRole('combobox', { name: 'Zona horaria' }).selectOption({ label: 'Canarias' });
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Perfil actualizado exitosamente' }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Irene María Entrenador');

  await page.reload();
  await expect(page.getByLabel('Teléfono', { exact: true })).toHaveValue('+34 600 123 456');
  await expect(page.getByRole('combobox', { name: 'Zona horaria' })).toHaveValue('Atlantic/Canary');
  await expect(page.getByRole('banner')).toContainText('Irene María Entrenador');
});

test('changing the password checks the current one and then works for the next login', async ({
  page,
  request,
}) => {
  const trainer = await createApprovedTrainer(request, 'Óscar');
  await loginThroughUi(page, trainer.email, trainer.password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();

  const newPassword = 'Otra-Clave-2025!';
  await page.getByLabel(/^Contraseña actual/).fill('no-es-esta-123');
  await page.getByLabel(/^Nueva contraseña/).fill(newPassword);
  await page.getByLabel(/^Confirmar nueva contraseña/).fill(newPassword);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('La contraseña actual no es correcta')).toBeVisible();

  await page.getByLabel(/^Contraseña actual/).fill(trainer.password);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Contraseña actualizada' }),
  ).toBeVisible();
  await expect(page.getByLabel(/^Contraseña actual/)).toHaveValue('');

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughUi(page, trainer.email, newPassword);
});

test('leaving Ajustes with an unsaved edit in any card asks first', async ({ page, request }) => {
  const trainer = await createApprovedTrainer(request, 'Nuria');
  await loginThroughUi(page, trainer.email, trainer.password);
  await page.getByRole('link', { name: 'Ajustes' }).click();
  await page.getByLabel('Teléfono', { exact: true }).fill('+34 600 765 432');

  await page.getByRole('link', { name: 'Clientes', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Tienes cambios sin guardar' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  await expect(page.getByLabel('Teléfono', { exact: true })).toHaveValue('+34 600 765 432');

  // Saved, the same link leaves at once.
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Perfil actualizado exitosamente' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Clientes', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
  await expect(ask).toBeHidden();
});
