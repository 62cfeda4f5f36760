import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createApprovedTrainer } from './api';
import { madridDay } from './days';
import { linkFromMail } from './outbox';

export { madridDay };

/** The path and query of an e-mailed link, opened on the server under test. */
export const localPath = (link: string) => {
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
  await page.goto(localPath(link));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/mi-area$/);
}

/** Mi área is in tabs (issue 45): opens one («Citas», «Clases y cursos», «Informes», «Documentos»). */
export async function openOwnerSection(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** A confirmed visit on day `day` from today makes `who.email` the trainer's client, with a dog. */
export async function confirmedVisit(
  request: APIRequestContext,
  headers: Record<string, string>,
  who: { name: string; email: string; dogName: string; day: number },
) {
  const visit = await request.post('/api/appointments/requests', {
    headers,
    data: {
      clientName: who.name,
      clientEmail: who.email,
      clientPhone: '612345678',
      dogName: who.dogName,
      requestedDate: madridDay(who.day),
      requestedTime: '10:00',
      duration: 60,
      serviceType: 'evaluation',
      confirm: true,
    },
  });
  expect(visit.status(), await visit.text()).toBe(201);
}

/** An approved trainer, signed in through the API: its authorization headers. */
export async function signedInTrainer(request: APIRequestContext, firstName: string) {
  const trainer = await createApprovedTrainer(request, firstName);
  const login = await request.post('/api/auth/login', {
    data: { email: trainer.email, password: trainer.password },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
  return { trainer, headers };
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
  const { trainer, headers } = await signedInTrainer(request, firstName);
  await confirmedVisit(request, headers, {
    name: 'Marta Ruiz',
    email: ownerEmail,
    dogName: 'Luna',
    day: 10,
  });
  return { trainer, headers };
}

/**
 * An approved trainer, signed in through the API, with two clients made by confirmed visits:
 * Marta Ruiz (`emails.marta`) with Luna and Pablo Gil (`emails.pablo`) with Toby.
 */
export async function trainerWithTwoClients(
  request: APIRequestContext,
  firstName: string,
  emails: { marta: string; pablo: string },
) {
  const { trainer, headers } = await signedInTrainer(request, firstName);
  await confirmedVisit(request, headers, {
    name: 'Marta Ruiz',
    email: emails.marta,
    dogName: 'Luna',
    day: 10,
  });
  await confirmedVisit(request, headers, {
    name: 'Pablo Gil',
    email: emails.pablo,
    dogName: 'Toby',
    day: 11,
  });
  return { trainer, headers };
}

/** A group service "Clase de cachorros" (15 €, 60 min); its id. */
export async function groupService(request: APIRequestContext, headers: Record<string, string>) {
  const service = await request.post('/api/services', {
    headers,
    data: {
      name: 'Clase de cachorros',
      duration: 60,
      priceCents: 1500,
      kind: 'group',
      isPublic: true,
      color: '#7c3aed',
    },
  });
  expect(service.status()).toBe(201);
  return ((await service.json()) as { data: { id: string } }).data.id;
}

/** A group service "Clase de cachorros" and one class of it on `date` at 18:00; its id. */
export async function groupClass(
  request: APIRequestContext,
  headers: Record<string, string>,
  at: { date: string; places: number },
) {
  const serviceId = await groupService(request, headers);
  const created = await request.post('/api/classes', {
    headers,
    data: {
      serviceId,
      date: at.date,
      time: '18:00',
      duration: 60,
      place: 'Parque del Retiro',
      places: at.places,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { classes: { id: string }[] } }).data.classes[0]!.id;
}
