import { expect, test } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from './support/accounts';

test.use({
  viewport: { width: 390, height: 844 },
  storageState: ADMIN_STORAGE_STATE,
  hasTouch: true,
});

test('the mobile slide-over opens, traps focus, closes on Escape and on navigation', async ({
  page,
}) => {
  await page.goto('/dashboard');
  const menuButton = page.getByRole('button', { name: 'Abrir menú' });
  const panel = page.getByRole('dialog', { name: 'Menú de navegación' });

  // The fixed sidebar is hidden at this width.
  await expect(page.getByRole('link', { name: 'Ajustes' })).toHaveCount(0);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  await menuButton.click();
  await expect(panel).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('link', { name: 'Usuarios' })).toBeVisible();

  // Focus stays inside the panel however far the user tabs.
  for (let i = 0; i < 15; i += 1) {
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await panel.getByRole('link', { name: 'Ajustes' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
});

test('admin users shows cards instead of the table on a phone', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: /^Usuarios \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  const ownCard = page
    .getByRole('list', { name: 'Usuarios' })
    .getByRole('listitem')
    .filter({ hasText: 'Tú' });
  await expect(ownCard).toBeVisible();
  await expect(ownCard.getByRole('button')).toHaveCount(0);
});
