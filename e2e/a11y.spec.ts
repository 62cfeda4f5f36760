import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { ADMIN_STORAGE_STATE } from './support/accounts';

// A syntactically valid token: the reset screen renders its form without calling the server.
const RESET_TOKEN = 'a'.repeat(43);

const publicPages = [
  { name: 'login', path: '/login', heading: 'Inicia sesión' },
  { name: 'register', path: '/register', heading: 'Crea tu cuenta' },
  { name: 'forgot password', path: '/forgot-password', heading: '¿Olvidaste tu contraseña?' },
  {
    name: 'reset password',
    path: `/reset-password?token=${RESET_TOKEN}`,
    heading: 'Nueva contraseña',
  },
];
const privatePages = [
  { name: 'dashboard', path: '/dashboard', heading: /^¡Hola, / },
  { name: 'settings', path: '/settings', heading: 'Ajustes', ready: 'Guardar cambios' },
  { name: 'admin users', path: '/admin/users', heading: /^Usuarios \(\d+\)$/, ready: 'Actualizar' },
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${theme} theme`, () => {
    test.beforeEach(async ({ context }) => {
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });

    for (const target of publicPages) {
      test(`${target.name} has no serious or critical violations`, async ({ page }) => {
        await page.goto(target.path);
        await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(
          theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
        );
        await expectNoSeriousViolations(page);
      });
    }

    test.describe('signed in', () => {
      test.use({ storageState: ADMIN_STORAGE_STATE });
      for (const target of privatePages) {
        test(`${target.name} has no serious or critical violations`, async ({ page }) => {
          await page.goto(target.path);
          await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
          if (target.ready)
            await expect(page.getByRole('button', { name: target.ready })).toBeEnabled();
          await expectNoSeriousViolations(page);
        });
      }
    });
  });
}
