import { expect, test, type Page } from '@playwright/test';
import { AEAT_MESSAGES } from '@adiestra/shared';
import { createApprovedTrainer, signInAdmin } from './support/api';
import { loginThroughUi } from './support/auth';
import { expectBothThemesClean } from './support/axe';
import { fiscalProfile } from './support/invoices';
import { FAKE_AEAT_CERTIFICATE, runAeatSender, setFakeAeatMode } from './support/fake-aeat';

/**
 * Issue 30.7 in a browser: the trainer installs their certificate, the records leave for the
 * (fake, mutual-TLS) AEAT the e2e server starts, and each invoice shows what the AEAT answered.
 * One of the clock specs (playwright.config.ts): it runs the server's sweeps and moves its clock
 * a minute on to let a failed message be retried.
 */

const SHOTS = 'test-results/screens/invoices-aeat';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const madridToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.afterAll(async () => {
  await setFakeAeatMode(null);
});

test('the trainer installs the certificate, the records go to the AEAT and each answer shows', async ({
  page,
  request,
}) => {
  // Slow on a shared machine: axe and screenshots in both themes at each state.
  test.setTimeout(420_000);
  await setFakeAeatMode('Correcto');
  await page.setViewportSize(DESKTOP);
  // Its own admin sign-in: this spec runs after the others (playwright.config.ts), or alone.
  const trainer = await createApprovedTrainer(request, 'Nuria', await signInAdmin(request));
  await loginThroughUi(page, trainer.email, trainer.password);
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const auth = { Authorization: `Bearer ${token}` };
  const today = madridToday();
  // The server's clock as the sender reads it: moved a minute on for the retry below.
  let clock = 0;
  const sendNow = () => runAeatSender(request, new Date(Date.now() + clock));
  const created = async (url: string, data: object) => {
    const res = await request.post(url, { data, headers: auth });
    expect(res.status(), url).toBe(201);
    return ((await res.json()) as { data: { id: string; number?: string } }).data;
  };
  const profile = await request.put('/api/invoices/profile', {
    headers: auth,
    data: fiscalProfile('Nuria Educa Canina'),
  });
  expect(profile.ok()).toBe(true);
  const { id: serviceId } = await created('/api/services', {
    name: 'Obediencia',
    description: null,
    duration: 60,
    priceCents: 4000,
    kind: 'individual',
    isPublic: false,
    color: '#2563eb',
  });
  const { id: templateId } = await created('/api/bonos/templates', {
    serviceId,
    sessions: 3,
    priceCents: 12100,
    validityDays: 90,
  });
  let clients = 0;
  /** A client's bono paid today; the payment's id. */
  const paidBono = async () => {
    clients += 1;
    const { id: clientId } = await created('/api/clients', {
      name: `Cliente ${clients} Campos`,
      email: `cliente${clients}.aeat@correo.es`,
      phone: '612345678',
    });
    const { id: bonoId } = await created('/api/bonos', { templateId, clientId, soldOn: today });
    const { id } = await created('/api/payments', {
      target: 'bono',
      targetId: bonoId,
      amountCents: 12100,
      method: 'transfer',
      paidOn: today,
    });
    return id;
  };
  /** An invoice of a new payment, issued through the API; its number. */
  const issued = async () =>
    (await created('/api/invoices', { paymentId: await paidBono() })).number ?? '';
  const card = page.locator('#envio-aeat');
  const rowOf = (number: string) => page.getByRole('row').filter({ hasText: number });
  const facturas = async () => {
    await page.goto('/invoices');
    await expect(h1(page, 'Facturas')).toBeVisible();
  };
  /** Runs the sender until the invoices list shows `number` with `label`. */
  const sentUntil = async (number: string, label: string) => {
    await expect(async () => {
      await sendNow();
      await facturas();
      await expect(rowOf(number).getByText(label)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
  };

  let first = '';
  await test.step('Without a certificate, the invoice issued waits and the screen says why', async () => {
    await paidBono();
    await page.getByRole('link', { name: 'Pagos' }).click();
    await expect(h1(page, 'Pagos')).toBeVisible();
    await page.getByRole('button', { name: /Emitir factura: Bono de 3 sesiones/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Emitir factura' });
    await dialog.getByRole('button', { name: 'Emitir factura' }).click();
    await expect(page.getByText(/Factura F-\d{4} emitida/)).toBeVisible();
    first = (await page.getByRole('link', { name: /^Factura F-\d{4}$/ }).textContent()) ?? '';
    first = first.replace('Factura ', '');
    expect(await sendNow()).toBe(0);
    await facturas();
    await expect(card.getByText('Sin certificado: los registros esperan')).toBeVisible();
    await expect(card.getByText(/no se envían a la AEAT hasta que subas/)).toBeVisible();
    await expect(rowOf(first).getByText('Pendiente de envío')).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await expectBothThemesClean(page, 'envío sin certificado', `${SHOTS}/sin-certificado`);
  });

  await test.step('The trainer uploads the PKCS#12; a wrong password is refused', async () => {
    await card.getByLabel('Certificado (.p12 o .pfx)').setInputFiles(FAKE_AEAT_CERTIFICATE.path());
    await card.getByLabel('Contraseña del certificado').fill('otra-clave');
    await card.getByRole('button', { name: 'Guardar certificado' }).click();
    await expect(card.getByText(AEAT_MESSAGES.certificateUnreadable)).toBeVisible();
    await card.getByLabel('Contraseña del certificado').fill(FAKE_AEAT_CERTIFICATE.password);
    await card.getByRole('button', { name: 'Guardar certificado' }).click();
    await expect(page.getByText('Certificado guardado')).toBeVisible();
    await expect(card.getByText('Certificado instalado')).toBeVisible();
    await expect(card.getByText(new RegExp(FAKE_AEAT_CERTIFICATE.holder))).toBeVisible();
    await expect(card.getByText(/Próximo envío/)).toBeVisible();
    await expectBothThemesClean(page, 'envío pendiente', `${SHOTS}/pendiente`);
  });

  await test.step('The sender sends it over mutual TLS; the AEAT accepts it', async () => {
    await sentUntil(first, 'Aceptado por la AEAT');
    await rowOf(first).getByRole('link', { name: first }).click();
    await expect(page.getByRole('heading', { name: `Factura ${first}` })).toBeVisible();
    await expect(page.getByText('Envío a la AEAT')).toBeVisible();
    await expect(page.getByText('Aceptado por la AEAT')).toBeVisible();
  });

  await test.step('A record the AEAT rejects shows its words, on the list and the invoice', async () => {
    await setFakeAeatMode('Incorrecto');
    const rejected = await issued();
    await sentUntil(rejected, 'Rechazado por la AEAT');
    await expect(
      rowOf(rejected).getByText('Error 1100: Valor o tipo incorrecto del campo: NIF'),
    ).toBeVisible();
    await expect(card.getByText('Rechazado por la AEAT')).toBeVisible();
    await expectBothThemesClean(page, 'facturas con respuestas', `${SHOTS}/respuestas`);
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${SHOTS}/respuestas-phone.png`, fullPage: true });
    // On a phone the list is one card per invoice.
    await page
      .getByRole('list', { name: 'Facturas emitidas' })
      .getByRole('link', { name: rejected, exact: true })
      .click();
    await expect(page.getByRole('heading', { name: `Factura ${rejected}` })).toBeVisible();
    await expect(page.getByText('Rechazado por la AEAT')).toBeVisible();
    await expect(
      page.getByText('Error 1100: Valor o tipo incorrecto del campo: NIF'),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/rechazada-phone.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);
  });

  await test.step('A message the AEAT never answers stays pending and is retried', async () => {
    await setFakeAeatMode('silence');
    const late = await issued();
    await expect(async () => {
      await sendNow();
      await facturas();
      await expect(card.getByText('El último envío no llegó a la AEAT')).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(card.getByText(/No se pudo contactar con la AEAT/)).toBeVisible();
    await expect(
      card.getByText(/Los registros siguen pendientes; se reintentará el/),
    ).toBeVisible();
    await expect(rowOf(late).getByText('Pendiente de envío')).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await expectBothThemesClean(page, 'envío fallido', `${SHOTS}/reintento`);
    await page.setViewportSize(PHONE);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/reintento-phone.png` });
    await page.setViewportSize(DESKTOP);
    // A minute on, the retry leaves; this time the AEAT accepts it with errors.
    await setFakeAeatMode('AceptadoConErrores');
    clock = 61_000;
    await sentUntil(late, 'Aceptado con errores');
    await expect(
      rowOf(late).getByText('Error 2000: El cálculo de la huella suministrada es incorrecta'),
    ).toBeVisible();
    await expect(card.getByText('El último envío no llegó a la AEAT')).toBeHidden();
    // The clock back to now for the clock specs after this one.
    await runAeatSender(request, new Date());
  });
});
