import { expect, test as setup } from '@playwright/test';
import { ADMIN, ADMIN_STORAGE_STATE } from './support/accounts';
import { registerThroughUi } from './support/auth';

// Journey: the very first account registers through the UI, becomes an approved admin and
// lands on the dashboard already signed in. Other specs reuse this browser state.
setup('register the first admin → dashboard', async ({ page }) => {
  await registerThroughUi(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `¡Hola, ${ADMIN.firstName}!` }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(ADMIN.email);
  // Admins see the Administración group.
  await expect(page.getByRole('link', { name: 'Usuarios' })).toBeVisible();
  await page.context().storageState({ path: ADMIN_STORAGE_STATE });
});
