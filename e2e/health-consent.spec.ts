import { expect, test, type Page } from '@playwright/test';
import { expectBothThemesClean } from './support/axe';
import { createApprovedTrainer } from './support/api';
import { loginThroughUi } from './support/auth';
import { linkFromMail } from './support/outbox';
import { photoFile } from './support/photos';

const SHOTS = 'test-results/screens/health-consent';
const PHONE = { width: 390, height: 844 };
// A Spanish phone: the file and date pickers' own words are in Spanish too.
test.use({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });

const OWNER_EMAIL = `cartilla.${Date.now()}@correo.es`;
const LIABILITY = {
  title: 'Responsabilidad y riesgos',
  body: 'Entiendo que en las clases pueden producirse mordiscos o caídas.\n\nRespondo de los daños que cause mi perro conforme al artículo 1905 del Código Civil.',
};

/** A date `days` from today on a clock in Madrid (the trainers' default zone). */
function madridDay(days: number): string {
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

async function signInOwner(page: Page) {
  await page.goto('/mi-area');
  await page.getByLabel('Tu email').fill(OWNER_EMAIL);
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(page.getByText(/te hemos enviado un enlace para entrar/)).toBeVisible();
  const link = await linkFromMail(OWNER_EMAIL, 'solo sirve una vez', '/mi-area/entrar?token=');
  await page.goto(local(link));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/mi-area$/);
}

test('on a phone, an owner sends the vaccination card and accepts the consent, the trainer confirms the dates, and the dog passes the class gate', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  // Arranged through the API: the trainer, a confirmed visit that makes Marta a client with her
  // dog Luna, the liability document, and a class of a service that requires both a valid rabies
  // vaccine and that document.
  const trainer = await createApprovedTrainer(request, 'Sara');
  const login = await request.post('/api/auth/login', {
    data: { email: trainer.email, password: trainer.password },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
  const visit = await request.post('/api/appointments/requests', {
    headers,
    data: {
      clientName: 'Marta Ruiz',
      clientEmail: OWNER_EMAIL,
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
  const published = await request.put('/api/consents/liability', {
    headers,
    data: LIABILITY,
  });
  expect(published.status(), await published.text()).toBe(201);
  const service = await request.post('/api/services', {
    headers,
    data: {
      name: 'Socialización en grupo',
      duration: 60,
      priceCents: 1800,
      kind: 'group',
      isPublic: true,
      color: '#0f766e',
      requirements: { vaccines: ['rabies'], consents: ['liability'] },
    },
  });
  expect(service.status(), await service.text()).toBe(201);
  const serviceId = ((await service.json()) as { data: { id: string } }).data.id;
  const created = await request.post('/api/classes', {
    headers,
    data: {
      serviceId,
      date: madridDay(3),
      time: '18:00',
      duration: 60,
      place: 'Parque del Oeste',
      places: 4,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const classId = ((await created.json()) as { data: { classes: { id: string }[] } }).data
    .classes[0]!.id;
  const classes = page.getByRole('region', { name: 'Clases en grupo' });
  const reserve = classes.getByRole('button', { name: 'Reservar plaza para Luna' });

  await test.step('Before anything, Mi área refuses the class saying what is missing.', async () => {
    await signInOwner(page);
    await reserve.click();
    await expect(page.getByText(/^No se puede reservar:/)).toContainText(
      'Luna necesita la vacuna de la rabia en vigor para esta clase',
    );
    await expect(page.getByText(/^No se puede reservar:/)).toContainText(
      'Falta que el titular acepte «Responsabilidad y riesgos» (versión 1)',
    );
  });

  await test.step('The owner sends a photo of the vaccination card.', async () => {
    const documents = page.getByRole('region', { name: 'Cartilla y seguro' });
    await documents.getByLabel('Documento').selectOption({ label: 'Cartilla de vacunación' });
    await documents.getByLabel('Foto o PDF').setInputFiles(await photoFile('cartilla.jpg'));
    await documents.getByRole('button', { name: 'Enviar documento' }).click();
    const list = documents.getByRole('list', { name: 'Documentos de Luna' });
    await expect(list.getByText('Pendiente de revisión')).toBeVisible();
    await documents.scrollIntoViewIfNeeded();
    await expectBothThemesClean(page, 'Mi área, cartilla enviada', `${SHOTS}/upload-card-phone`);
  });

  await test.step('The owner reads the document and accepts it with their typed name.', async () => {
    const consents = page.getByRole('region', { name: 'Documentos para firmar' });
    await expect(consents.getByText('Responsabilidad y riesgos · Luna')).toBeVisible();
    await consents.getByRole('button', { name: 'Leer y aceptar' }).click();
    await expect(consents.getByLabel('Texto de Responsabilidad y riesgos · Luna')).toContainText(
      'artículo 1905 del Código Civil',
    );
    await consents.getByRole('button', { name: 'He leído el documento y lo acepto' }).click();
    const name = consents.getByLabel('Escribe tu nombre completo para aceptar');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await name.fill('Marta Ruiz Gómez');
    await consents.scrollIntoViewIfNeeded();
    await expectBothThemesClean(page, 'Mi área, aceptar documento', `${SHOTS}/consent-form-phone`);
    await consents.getByRole('button', { name: 'He leído el documento y lo acepto' }).click();
    await expect(consents.getByText(/^Aceptado el /)).toBeVisible();
    await expect(consents.getByRole('link', { name: 'Descargar copia en PDF' })).toBeVisible();
    await expectBothThemesClean(page, 'Mi área, documento aceptado', `${SHOTS}/consent-done-phone`);
  });

  await test.step('The vaccine is still missing, so the class is still refused.', async () => {
    await reserve.click();
    const refusal = page.getByText(/^No se puede reservar:/).last();
    await expect(refusal).toContainText('Luna necesita la vacuna de la rabia en vigor');
    await expect(refusal).not.toContainText('Falta que el titular acepte');
  });

  await test.step('The trainer reviews the card on a phone, confirms the rabies dose and sees the acceptance.', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const trainerPage = await context.newPage();
    await loginThroughUi(trainerPage, trainer.email, trainer.password);
    await expect(trainerPage.getByText(/Cartilla de vacunación · Marta Ruiz/)).toBeVisible();
    await trainerPage.getByRole('button', { name: 'Revisar', exact: true }).click();
    const dialog = trainerPage.getByRole('dialog', { name: 'Cartilla de vacunación de Luna' });
    await expect(dialog.getByRole('img', { name: 'Cartilla de vacunación de Luna' })).toBeVisible();
    await dialog.getByLabel('Vacuna', { exact: true }).selectOption({ label: 'Rabia' });
    await dialog.getByLabel('Fecha de vacunación').fill(madridDay(-30));
    await expectBothThemesClean(trainerPage, 'Revisar cartilla', `${SHOTS}/review-phone`);
    await dialog.getByRole('button', { name: 'Confirmar revisión' }).click();
    await expect(dialog).toBeHidden();
    await expect(trainerPage.getByText('No hay documentos pendientes.')).toBeVisible();

    // The client's page says who accepted what, per dog, with the copy to download.
    const found = await request.get('/api/clients?search=Marta', { headers });
    const [client] = ((await found.json()) as { data: { clients: { id: string }[] } }).data.clients;
    await trainerPage.goto(`/clients/${client!.id}`);
    const accepted = trainerPage.getByRole('list', { name: 'Aceptados' });
    await expect(accepted.getByText('Responsabilidad y riesgos · Luna')).toBeVisible();
    await expect(accepted.getByText(/Versión 1 · .* · Marta Ruiz Gómez/)).toBeVisible();
    const download = trainerPage.waitForEvent('download');
    await accepted
      .getByRole('button', { name: 'Descargar PDF de Responsabilidad y riesgos · Luna, versión 1' })
      .click();
    expect((await download).suggestedFilename()).toBe('consentimiento-liability-v1.pdf');
    await accepted.scrollIntoViewIfNeeded();
    await expectBothThemesClean(trainerPage, 'Ficha del cliente', `${SHOTS}/client-consents-phone`);
    await context.close();
  });

  await test.step('Now Luna passes the gate: the owner reserves the place.', async () => {
    await page.reload();
    await reserve.click();
    await expect(page.getByText('Plaza reservada')).toBeVisible();
    await expect(classes.getByText('Tiene plaza')).toBeVisible();
    const detail = await request.get(`/api/classes/${classId}`, { headers });
    const body = (await detail.json()) as { data: { roster: { dogName: string }[] } };
    expect(body.data.roster.map((p) => p.dogName)).toEqual(['Luna']);
  });
});
