import { expect, test } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from './support/accounts';

const html = (page: import('@playwright/test').Page) => page.locator('html');

test('the theme defaults to dark, toggles and survives a reload', async ({ page }) => {
  await page.goto('/login');
  await expect(html(page)).toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: 'Cambiar a tema claro' }).click();
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await page.reload();
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Cambiar a tema oscuro' })).toBeVisible();

  await page.getByRole('button', { name: 'Cambiar a tema oscuro' }).click();
  await page.reload();
  await expect(html(page)).toHaveClass(/\bdark\b/);
});

test('the stored theme is applied before the app renders (no flash)', async ({ browser }) => {
  const context = await browser.newContext({ storageState: ADMIN_STORAGE_STATE });
  await context.addInitScript(() => localStorage.setItem('theme', 'light'));
  const page = await context.newPage();
  // Record the class at the first DOMContentLoaded, before React has run.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __themeAtLoad: string }).__themeAtLoad =
        document.documentElement.className;
    });
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __themeAtLoad: string }).__themeAtLoad),
  ).not.toContain('dark');
  await page.getByRole('button', { name: 'Cambiar a tema oscuro' }).click();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await context.close();
});
