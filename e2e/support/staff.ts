import { expect, type Browser } from '@playwright/test';
import { linkFromMail } from './outbox';

/**
 * Opens the e-mailed invitation in a browser context of its own and creates the member's account
 * there, as the invited person would; returns that context, its page and the link.
 */
export async function acceptInvitation(
  browser: Browser,
  person: { name: string; email: string; password: string },
) {
  const link = await linkFromMail(person.email, 'te invita', '/equipo/invitacion/');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Únete al equipo' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(person.email);
  await page.getByLabel(/Nombre completo/).fill(person.name);
  await page.getByLabel(/^Contraseña/).fill(person.password);
  await page.getByLabel(/Confirmar contraseña/).fill(person.password);
  await page.getByRole('button', { name: 'Unirme al equipo' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Bienvenido/a al equipo')).toBeVisible();
  return { context, page, link };
}
