import { expect, type Page } from '@playwright/test';

/** Fills the login form; the caller asserts where the app lands. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

export async function loginThroughUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function registerThroughUi(
  page: Page,
  account: { name: string; email: string; password: string },
) {
  await page.goto('/register');
  await page.getByLabel('Nombre completo').fill(account.name);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByLabel('Confirmar contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
}
