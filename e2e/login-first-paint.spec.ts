import { expect, test } from '@playwright/test';
import { ADMIN } from './support/accounts';
import { submitLogin } from './support/auth';

const SHOTS = 'test-results/screens/login';

/**
 * /login arrives with its screen already painted (decision 0022): a slow phone shows the form
 * before the app's scripts load. That copy takes no input — the app replaces it on start — and
 * the live screen lands exactly where the copy was.
 */
test('the login screen is painted before any script runs, and the app takes over in place', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/login');
  const heading = page.getByRole('heading', { level: 1, name: 'Inicia sesión' });
  await expect(heading).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page).toHaveTitle('Iniciar sesión · Adiestra');
  // Nothing typed into the copy could survive the app replacing it, so it accepts nothing.
  await page.getByLabel('Email', { exact: true }).click({ force: true });
  await page.keyboard.type('perdido@correo.es');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
  const painted = await heading.boundingBox();
  await page.screenshot({ path: `${SHOTS}/before-scripts-dark.png` });
  // The pre-paint script still sets a saved light theme on the copy.
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.screenshot({ path: `${SHOTS}/before-scripts-light.png` });

  await page.unroute('**/assets/*.js');
  await page.goto('/login');
  await expect(page.getByLabel('Email', { exact: true })).toBeEditable();
  expect(await heading.boundingBox()).toEqual(painted);
  await submitLogin(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});
