import { expect, test, type Page } from '@playwright/test';
import { expectBothThemesClean } from './support/axe';
import { loginThroughUi } from './support/auth';
import { localPath, madridDay, signedInTrainer } from './support/owner-area';
import { mailsTo } from './support/outbox';

const SHOTS = 'test-results/screens/mi-area-invite';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
test.use({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });

const OWNER_EMAIL = `invitada.${Date.now()}@correo.es`;
const RULES = {
  title: 'Normas de las clases en grupo',
  body: 'Llegaré puntual y con el perro atado.\n\nRecogeré siempre los excrementos de mi perro.',
};

/** The consents card of the client page the trainer has open. */
const consentsCard = (page: Page) => page.locator('#consentimientos');

test('a known client with nothing booked is invited to sign from the client page, signs in Mi área from the mail, and the trainer sees it signed', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  // Arranged through the API: the trainer, the class rules document, a client with an e-mail and
  // a dog but no booking, place or document (before issue 45 she could never enter Mi área), and
  // a class of a service that requires the rules.
  const { trainer, headers } = await signedInTrainer(request, 'Inés');
  const published = await request.put('/api/consents/group_rules', { headers, data: RULES });
  expect(published.status(), await published.text()).toBe(201);
  const client = await request.post('/api/clients', {
    headers,
    data: { name: 'Marta Invitada', email: OWNER_EMAIL, phone: '612345678' },
  });
  expect(client.status(), await client.text()).toBe(201);
  const clientId = ((await client.json()) as { data: { id: string } }).data.id;
  const dog = await request.post('/api/dogs', {
    headers,
    data: { name: 'Kira', breed: 'Mestizo', clientId },
  });
  expect(dog.status(), await dog.text()).toBe(201);
  const dogId = ((await dog.json()) as { data: { id: string } }).data.id;
  const service = await request.post('/api/services', {
    headers,
    data: {
      name: 'Obediencia en grupo',
      duration: 60,
      priceCents: 1500,
      kind: 'group',
      isPublic: true,
      color: '#0f766e',
      requirements: { vaccines: [], consents: ['group_rules'] },
    },
  });
  expect(service.status(), await service.text()).toBe(201);
  const serviceId = ((await service.json()) as { data: { id: string } }).data.id;
  const created = await request.post('/api/classes', {
    headers,
    data: {
      serviceId,
      date: madridDay(5),
      time: '18:00',
      duration: 60,
      place: 'Retiro',
      places: 6,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const classId = ((await created.json()) as { data: { classes: { id: string }[] } }).data
    .classes[0]!.id;
  const enrol = () =>
    request.post(`/api/classes/${classId}/enrolments`, { headers, data: { clientId, dogId } });
  expect((await enrol()).status()).toBe(409);

  const trainerContext = await browser.newContext({ viewport: DESKTOP });
  const trainerPage = await trainerContext.newPage();
  await test.step('The trainer opens the client page and asks for the signature by e-mail.', async () => {
    await loginThroughUi(trainerPage, trainer.email, trainer.password);
    await trainerPage.goto(`/clients/${clientId}`);
    const card = consentsCard(trainerPage);
    await expect(card.getByText('Falta aceptar la versión 1')).toBeVisible();
    await expect(trainerPage.getByRole('button', { name: 'Invitar a Mi área' })).toBeVisible();
    await expectBothThemesClean(trainerPage, 'Ficha del cliente', `${SHOTS}/client-page-desktop`);
    await trainerPage.setViewportSize(PHONE);
    await card.scrollIntoViewIfNeeded();
    await expectBothThemesClean(trainerPage, 'Ficha del cliente', `${SHOTS}/client-page-phone`);

    await card.getByRole('button', { name: 'Registrar firma en papel' }).click();
    const paper = trainerPage.getByRole('dialog', { name: 'Registrar firma en papel' });
    await expect(paper.getByLabel('Documento')).toHaveValue(/.+/);
    await expectBothThemesClean(trainerPage, 'Firma en papel', `${SHOTS}/paper-dialog-phone`);
    await paper.getByRole('button', { name: 'Cancelar' }).click();

    await trainerPage.setViewportSize(DESKTOP);
    await card.getByRole('button', { name: 'Pedir la firma' }).click();
    const dialog = trainerPage.getByRole('dialog', { name: 'Pedir la firma de documentos' });
    await expect(dialog.getByText(`El e-mail va a ${OWNER_EMAIL}`)).toBeVisible();
    await expectBothThemesClean(trainerPage, 'Pedir la firma', `${SHOTS}/invite-dialog-desktop`);
    await dialog.getByRole('button', { name: 'Enviar por e-mail' }).click();
    await expect(trainerPage.getByText('Invitación enviada por e-mail')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  const owner = await (await browser.newContext({ viewport: PHONE })).newPage();
  await test.step('The owner opens the link from the mail, enters and signs the rules.', async () => {
    const [mail] = await mailsTo(OWNER_EMAIL, /documentos para firmar en Mi área/);
    expect(mail!.text).toContain('Normas de las clases en grupo');
    const link = mail!.text!.match(
      /https?:\/\/\S+\/mi-area\/entrar\?token=[\w-]{43}&(?:amp;)?seccion=documentos/,
    )?.[0];
    expect(link, mail!.text).toBeTruthy();
    await owner.goto(localPath(link!.replace('&amp;', '&')));
    // Opening the link changes nothing: the button spends it.
    await owner.getByRole('button', { name: 'Entrar' }).click();
    await expect(owner).toHaveURL(/\/mi-area\?seccion=documentos$/);
    await expect(owner.getByRole('tab', { name: 'Documentos', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const consents = owner.getByRole('region', { name: 'Documentos para firmar' });
    await expect(consents.getByText('Normas de las clases en grupo')).toBeVisible();
    await expectBothThemesClean(owner, 'Mi área, documentos', `${SHOTS}/owner-documents-phone`);
    await consents.getByRole('button', { name: 'Leer y aceptar' }).click();
    await consents.getByRole('button', { name: 'He leído el documento y lo acepto' }).click();
    await consents
      .getByLabel('Escribe tu nombre completo para aceptar')
      .fill('Marta Invitada Ruiz');
    await consents.getByRole('button', { name: 'He leído el documento y lo acepto' }).click();
    await expect(consents.getByText(/^Aceptado el /)).toBeVisible();
    await owner.setViewportSize(DESKTOP);
    await expectBothThemesClean(owner, 'Mi área, firmado', `${SHOTS}/owner-signed-desktop`);
    await owner.getByRole('tab', { name: 'Clases y cursos', exact: true }).click();
    await expect(owner).toHaveURL(/seccion=clases/);
    await expect(owner.getByRole('region', { name: 'Clases en grupo' })).toBeVisible();
    await owner.setViewportSize(PHONE);
    await expectBothThemesClean(owner, 'Mi área, clases', `${SHOTS}/owner-classes-phone`);
  });

  await test.step('The trainer sees it signed, and the class takes the dog.', async () => {
    await trainerPage.reload();
    const accepted = consentsCard(trainerPage).getByRole('list', { name: 'Aceptados' });
    await expect(accepted.getByText('Normas de las clases en grupo')).toBeVisible();
    await expect(accepted.getByText(/Marta Invitada Ruiz/)).toBeVisible();
    await expectBothThemesClean(trainerPage, 'Ficha, firmado', `${SHOTS}/client-signed-desktop`);
    expect((await enrol()).status()).toBe(201);
  });
  await trainerContext.close();
});
