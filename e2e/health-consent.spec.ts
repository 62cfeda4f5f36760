import { expect, test } from '@playwright/test';
import { expectBothThemesClean } from './support/axe';
import { createApprovedTrainer } from './support/api';
import { loginThroughUi } from './support/auth';
import { madridDay, openOwnerSection, signInOwner, trainerWithClient } from './support/owner-area';
import { photoFile } from './support/photos';

const SHOTS = 'test-results/screens/health-consent';
const PHONE = { width: 390, height: 844 };
// As a phone in Spain: its locale (dates in the pickers) and time zone.
test.use({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });

const OWNER_EMAIL = `cartilla.${Date.now()}@correo.es`;
const LIABILITY = {
  title: 'Responsabilidad y riesgos',
  body: 'Entiendo que en las clases pueden producirse mordiscos o caídas.\n\nRespondo de los daños que cause mi perro conforme al artículo 1905 del Código Civil.',
};

test('on a phone, an owner sends the vaccination card and accepts the consent, the trainer confirms the dates, and the dog passes the class gate', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize(PHONE);
  // Arranged through the API: the trainer, a confirmed visit that makes Marta a client with her
  // dog Luna, the liability document, and a class of a service that requires both a valid rabies
  // vaccine and that document.
  const { trainer, headers } = await trainerWithClient(request, 'Sara', OWNER_EMAIL);
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
    await signInOwner(page, OWNER_EMAIL);
    await openOwnerSection(page, 'Clases y cursos');
    await reserve.click();
    await expect(page.getByText(/^No se puede reservar:/)).toContainText(
      'Luna necesita la vacuna de la rabia en vigor para esta clase',
    );
    await expect(page.getByText(/^No se puede reservar:/)).toContainText(
      'Falta que el titular acepte «Responsabilidad y riesgos» (versión 1)',
    );
  });

  await test.step('The owner sends a photo of the vaccination card.', async () => {
    await openOwnerSection(page, 'Documentos');
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
    await openOwnerSection(page, 'Clases y cursos');
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
    expect((await download).suggestedFilename()).toBe('consentimiento-responsabilidad-luna-v1.pdf');
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

test('on a phone, a visitor accepts the document a service requires while booking, and the trainer sees it once the request is approved', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  const email = `reserva.${Date.now()}@correo.es`;
  const date = madridDay(4);
  const trainer = await createApprovedTrainer(request, 'Elena');
  const login = await request.post('/api/auth/login', {
    data: { email: trainer.email, password: trainer.password },
  });
  const { token, user } = (await login.json()).data as { token: string; user: { id: string } };
  const headers = { Authorization: `Bearer ${token}` };
  const published = await request.put('/api/consents/liability', {
    headers,
    data: LIABILITY,
  });
  expect(published.status()).toBe(201);
  const service = await request.post('/api/services', {
    headers,
    data: {
      name: 'Paseo con otros perros',
      duration: 60,
      priceCents: 2500,
      kind: 'individual',
      isPublic: true,
      color: '#0f766e',
      requirements: { vaccines: [], consents: ['liability'] },
    },
  });
  expect(service.status()).toBe(201);
  const slot = await request.post('/api/appointments/availability', {
    headers,
    data: { date, startTime: '11:00', endTime: '12:00' },
  });
  expect(slot.status()).toBe(201);

  await test.step('The visitor reads the document on the last step and accepts it with their name.', async () => {
    await page.goto(`/book-appointment/${user.id}`);
    await page.getByLabel('Nombre completo').fill('Pilar Sanz');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Teléfono').fill('+34 622 333 444');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel('Nombre de tu perro').fill('Coco');
    await page
      .getByRole('combobox', { name: /^Servicio/ })
      .selectOption({ label: 'Paseo con otros perros' });
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel('Fecha preferida').fill(date);
    await page.getByRole('radio', { name: '11:00' }).check({ force: true });
    await page.getByRole('button', { name: 'Siguiente' }).click();
    const documents = page.getByRole('region', { name: 'Documentos para aceptar' });
    await expect(documents.getByLabel('Texto de Responsabilidad y riesgos')).toContainText(
      'artículo 1905 del Código Civil',
    );
    await page.getByLabel(/^Acepto que .* trate mis datos/).check();
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByRole('alert')).toHaveText('Escribe tu nombre completo para aceptar');
    await documents
      .getByLabel('Escribe tu nombre completo para aceptarlos')
      .fill('Pilar Sanz Ortega');
    await documents.scrollIntoViewIfNeeded();
    await expectBothThemesClean(page, 'Reserva, documentos', `${SHOTS}/booking-documents-phone`);
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByRole('heading', { name: '¡Solicitud Enviada!' })).toBeVisible();
  });

  await test.step('Approved, the request links Pilar and Coco, and the acceptance is theirs.', async () => {
    const listed = await request.get('/api/appointments/requests?status=PENDING', { headers });
    const body = (await listed.json()) as { data: { requests: { id: string }[] } };
    const [pending] = body.data.requests;
    const approved = await request.post(`/api/appointments/requests/${pending!.id}/approve`, {
      headers,
      data: { scheduledDate: date, scheduledTime: '11:00' },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    const clientId = ((await approved.json()) as { data: { appointment: { clientId: string } } })
      .data.appointment.clientId;
    const consents = await request.get(`/api/consents/clients/${clientId}`, { headers });
    const { acceptances, pending: missing } = (
      (await consents.json()) as {
        data: {
          acceptances: {
            dogName: string;
            signedName: string;
            version: number;
            textShown: string;
          }[];
          pending: unknown[];
        };
      }
    ).data;
    expect(missing).toEqual([]);
    expect(acceptances).toEqual([
      expect.objectContaining({
        dogName: 'Coco',
        signedName: 'Pilar Sanz Ortega',
        version: 1,
        textShown: `${LIABILITY.title}\n\n${LIABILITY.body}`,
      }),
    ]);
  });
});
