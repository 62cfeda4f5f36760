import { expect, test } from '@playwright/test';
import {
  ADMIN,
  ADMIN_STORAGE_STATE,
  REGISTER_PENDING_MESSAGE,
  newTrainer,
} from './support/accounts';
import { loginThroughUi, registerThroughUi, submitLogin } from './support/auth';

test('a new trainer registers, waits for approval, and logs in once an admin approves', async ({
  browser,
  page,
}) => {
  const trainer = newTrainer('Tomás');

  await registerThroughUi(page, trainer);
  await expect(page).toHaveURL(/\/login$/);
  const notice = page.getByRole('status').filter({ hasText: REGISTER_PENDING_MESSAGE });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveClass(/green/);

  // Not approved yet: the server's reason shows on the form and no session starts.
  await submitLogin(page, trainer.email, trainer.password);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The admin approves the account in /admin/users.
  const adminContext = await browser.newContext({ storageState: ADMIN_STORAGE_STATE });
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/admin/users');
  const row = adminPage.getByRole('row').filter({ hasText: trainer.email });
  await expect(row.getByText('Pendiente')).toBeVisible();
  await row.getByRole('button', { name: /^Aprobar/ }).click();
  await expect(row.getByText('Activo')).toBeVisible();
  await expect(adminPage.getByRole('alert')).toHaveCount(0);
  await adminContext.close();

  // Now the trainer gets in.
  await submitLogin(page, trainer.email, trainer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `¡Hola, ${trainer.firstName}!` }),
  ).toBeVisible();
  // Not an admin: no Administración group, and the admin URL bounces to the dashboard.
  await expect(page.getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a protected URL sends to /login and returns there after logging in', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(ADMIN.email);
});

test('logout ends the session on the server and in the browser', async ({ page }) => {
  // A session of its own: logging out revokes the token, which must not be the shared one.
  await loginThroughUi(page, ADMIN.email, ADMIN.password);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
  ).toEqual([null, null]);

  // The old token no longer works.
  const verify = await page.request.get('/api/auth/verify', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(verify.status()).toBe(401);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('unknown paths and the index land on the dashboard', async ({ browser }) => {
  const context = await browser.newContext({ storageState: ADMIN_STORAGE_STATE });
  const page = await context.newPage();
  await page.goto('/no-existe');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.close();
});
