import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createApprovedTrainer } from './api';
import { linkFromMail } from './outbox';

/** A date `days` from today on a clock in Madrid (the trainers' default zone). */
export function madridDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The path and query of an e-mailed link, opened on the server under test. */
const local = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** The owner signs in to Mi área with the link mailed to `email`. */
export async function signInOwner(page: Page, email: string) {
  await page.goto('/mi-area');
  await page.getByLabel('Tu email').fill(email);
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(page.getByText(/te hemos enviado un enlace para entrar/)).toBeVisible();
  const link = await linkFromMail(email, 'solo sirve una vez', '/mi-area/entrar?token=');
  await page.goto(local(link));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/mi-area$/);
}

/**
 * Arranged through the API: an approved trainer, signed in, and a confirmed visit in ten days
 * that makes Marta Ruiz (`ownerEmail`) a client with her dog Luna, so she can enter Mi área.
 */
export async function trainerWithClient(
  request: APIRequestContext,
  firstName: string,
  ownerEmail: string,
) {
  const trainer = await createApprovedTrainer(request, firstName);
  const login = await request.post('/api/auth/login', {
    data: { email: trainer.email, password: trainer.password },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
  const visit = await request.post('/api/appointments/requests', {
    headers,
    data: {
      clientName: 'Marta Ruiz',
      clientEmail: ownerEmail,
      clientPhone: '612345678',
      dogName: 'Luna',
      requestedDate: madridDay(10),
      requestedTime: '10:00',
      duration: 60,
      serviceType: 'evaluation',
      confirm: true,
    },
  });
  expect(visit.status(), await visit.text()).toBe(201);
  return { trainer, headers };
}
