import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import { VERIFACTU_PDF_MENTIONS } from '@adiestra/shared';
import { expectBothThemesClean } from './support/axe';
import { createApprovedTrainer } from './support/api';
import { loginThroughUi } from './support/auth';
import { fiscalProfile } from './support/invoices';

const SHOTS = 'test-results/screens/invoices';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Today on a clock in Madrid (the trainers' default zone). */
const madridToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());

/** The 40 € individual service both journeys bill. */
const OBEDIENCIA = {
  name: 'Obediencia',
  description: null,
  duration: 60,
  priceCents: 4000,
  kind: 'individual',
  isPublic: false,
  color: '#2563eb',
};

const checkBothThemes = (page: Page, where: string, shot: string) =>
  expectBothThemesClean(page, where, `${SHOTS}/${shot}`);
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('fiscal profile, a payment invoiced, its PDF and QR, a rectificativa and the quarter’s book', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  await page.setViewportSize(DESKTOP);
  const trainer = await createApprovedTrainer(request, 'Nuria');
  await loginThroughUi(page, trainer.email, trainer.password);
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const auth = { Authorization: `Bearer ${token}` };
  const today = madridToday();
  // Arranged through the API: a client, a bono sold to them and its payment of 121 €.
  const created = async (url: string, data: object) => {
    const res = await request.post(url, { data, headers: auth });
    expect(res.status(), url).toBe(201);
    return ((await res.json()) as { data: { id: string } }).data.id;
  };
  const clientId = await created('/api/clients', {
    name: 'Elena Campos',
    email: 'elena.campos@correo.es',
    phone: '612345678',
    address: 'Calle Olmo 4, 28004 Madrid',
  });
  const serviceId = await created('/api/services', OBEDIENCIA);
  const templateId = await created('/api/bonos/templates', {
    serviceId,
    sessions: 3,
    priceCents: 12100,
    validityDays: 90,
  });
  const bonoId = await created('/api/bonos', { templateId, clientId, soldOn: today });
  await created('/api/payments', {
    target: 'bono',
    targetId: bonoId,
    amountCents: 12100,
    method: 'transfer',
    paidOn: today,
  });

  await test.step('Without fiscal data, invoicing says what is missing', async () => {
    await page.getByRole('link', { name: 'Pagos' }).click();
    await expect(h1(page, 'Pagos')).toBeVisible();
    await page.getByRole('button', { name: /Emitir factura: Bono de 3 sesiones/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Emitir factura' });
    await expect(dialog.getByText('Faltan tus datos fiscales')).toBeVisible();
    await dialog.getByRole('link', { name: 'Completar datos fiscales' }).click();
  });

  await test.step('The trainer fills in the fiscal profile in Ajustes; a wrong NIF letter is refused', async () => {
    await expect(h1(page, 'Ajustes')).toBeVisible();
    const card = page.locator('#datos-fiscales');
    await card.getByLabel('Nombre o razón social').fill('Nuria Educa Canina');
    await card.getByLabel('NIF, NIE o CIF').fill('12345678A');
    await card.getByLabel('Dirección fiscal').fill('Calle Mayor 1');
    await card.getByLabel('Código postal').fill('28013');
    await card.getByLabel('Población').fill('Madrid');
    await card.getByLabel('Provincia').fill('Madrid');
    await card.getByRole('button', { name: 'Guardar datos fiscales' }).click();
    await expect(card.getByText(/El NIF, NIE o CIF no es válido/)).toBeVisible();
    await card.getByLabel('NIF, NIE o CIF').fill('12345678Z');
    await card.getByRole('button', { name: 'Guardar datos fiscales' }).click();
    await expect(page.getByText('Datos fiscales guardados')).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await checkBothThemes(page, 'ajustes con datos fiscales', 'settings');
  });

  let number = '';
  await test.step('From the payment, one action issues a factura completa', async () => {
    await page.getByRole('link', { name: 'Pagos' }).click();
    await page.getByRole('button', { name: /Emitir factura: Bono de 3 sesiones/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Emitir factura' });
    await expect(dialog.getByText(/Se enviará en PDF a elena.campos@correo.es/)).toBeVisible();
    await dialog.getByLabel(/Factura completa/).check();
    await expect(dialog.getByLabel('Nombre o razón social')).toHaveValue('Elena Campos');
    await dialog.getByLabel('NIF, NIE o CIF').fill('X1234567L');
    await dialog.getByLabel('Población').fill('Madrid');
    await dialog.getByLabel('Provincia').fill('Madrid');
    await checkBothThemes(page, 'emitir factura', 'issue-dialog');
    await dialog.getByRole('button', { name: 'Emitir factura' }).click();
    await expect(page.getByText(/Factura F-\d{4} emitida/)).toBeVisible();
    const link = page.getByRole('link', { name: /^Factura F-\d{4}$/ });
    number = (await link.textContent()) ?? '';
    expect(number).toMatch(/^F-\d{4}$/);
    await link.click();
    await expect(page.getByRole('heading', { name: `Factura ${number}` })).toBeVisible();
    await expect(page.getByText('Elena Campos')).toBeVisible();
    await checkBothThemes(page, 'detalle de factura', 'detail');
  });

  await test.step('Its PDF has every mention and the AEAT QR code', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`factura-${number}.pdf`);
    const parser = new PDFParse({ data: await readFile(await download.path()) });
    const text = (await parser.getText()).text;
    const [image] = (await parser.getImage({ imageBuffer: true })).pages[0]!.images;
    await parser.destroy();
    for (const expected of [
      'QR tributario:',
      `Número: ${number}`,
      `Fecha de expedición: ${today.split('-').reverse().join('/')}`,
      'Nuria Educa Canina',
      'NIF: 12345678Z',
      'Calle Mayor 1, 28013 Madrid (Madrid)',
      'Elena Campos',
      'NIF: X1234567L',
      'Bono de 3 sesiones',
      'IVA 21 %',
      '100,00 €',
      '21,00 €',
      '121,00 €',
    ])
      expect(text).toContain(expected);
    // AEAT_ENV defaults to the test environment: the PDF says so instead of VERI*FACTU.
    expect(text.replace(/\s+/g, ' ')).toContain(VERIFACTU_PDF_MENTIONS.pruebas);
    expect(text).not.toContain('VERI*FACTU');
    const { data, info } = await sharp(Buffer.from(image!.data))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const qr = jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
    expect(qr).toBe(
      `https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=12345678Z&numserie=${number}&fecha=${today.split('-').reverse().join('-')}&importe=121.00`,
    );
  });

  await test.step('A rectificativa by differences, in its own series', async () => {
    await page.getByRole('button', { name: 'Rectificar' }).click();
    const dialog = page.getByRole('dialog', { name: `Rectificar la factura ${number}` });
    await dialog.getByLabel('Cómo rectificar').selectOption('I');
    await dialog.getByLabel(/Diferencia/).fill('0');
    await dialog.getByLabel('Motivo de la rectificación').fill('Descuento por pronto pago');
    await dialog.getByRole('button', { name: 'Emitir rectificativa' }).click();
    await expect(
      dialog.getByText('La rectificación por diferencias no puede ser de 0 €'),
    ).toBeVisible();
    await dialog.getByLabel(/Diferencia/).fill('-12,10');
    await checkBothThemes(page, 'rectificar factura', 'rectify-dialog');
    await dialog.getByRole('button', { name: 'Emitir rectificativa' }).click();
    await expect(page.getByText(/Factura rectificativa R-\d{4} emitida/)).toBeVisible();
    await expect(page.getByRole('heading', { name: /Factura R-\d{4}/ })).toBeVisible();
    await expect(page.getByText(`Rectifica la factura ${number}`)).toBeVisible();
    await expect(page.getByText('−12,10 €').or(page.getByText('-12,10 €')).first()).toBeVisible();
  });

  await test.step('The quarter’s book for the gestor, and the Facturas screen on a phone', async () => {
    await page.getByRole('link', { name: 'Volver a Facturas' }).click();
    await expect(h1(page, 'Facturas')).toBeVisible();
    await expect(page.getByRole('link', { name: number })).toBeVisible();
    await expect(page.getByText(/encadenados correctamente/)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Libro en CSV' }).click(),
    ]);
    const csv = await readFile(await download.path(), 'utf8');
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // The AEAT's unified book: its two header rows, then one row per invoice.
    expect(rows[0]).toMatch(/^Autoliquidación;;Actividad;/);
    expect(rows[1]).toMatch(/^Ejercicio;Periodo;Código;/);
    expect(rows).toHaveLength(4);
    expect(rows[2]).toContain(`;F;${number.split('-').at(-1)};`);
    expect(rows[2]).toContain('X1234567L');
    expect(rows[2]).toContain('121,00');
    expect(rows[3]).toMatch(/;R;\d{4};/);
    expect(rows[3]).toContain(`Rectifica ${number} por diferencias`);
    await expect(page.getByText('Cuota devengada')).toBeVisible();
    // Every invoice of the quarter as its PDF, in one ZIP: the invoice and its rectificativa.
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Facturas en PDF (ZIP)' }).click(),
    ]);
    const files = Object.keys(unzipSync(await readFile(await zip.path())));
    expect(files).toHaveLength(2);
    expect(files).toContain(`factura-${number.replace(/[\\/:]/g, '-')}.pdf`);
    await checkBothThemes(page, 'facturas', 'list');
    // The declaración responsable of this version, one link away.
    await page
      .getByRole('link', { name: 'Declaración responsable del sistema de facturación' })
      .click();
    await expect(h1(page, 'Declaración responsable')).toBeVisible();
    await expect(page.getByText(/declara bajo su responsabilidad que la versión/)).toBeVisible();
    await checkBothThemes(page, 'declaración responsable', 'declaration');
    await page.getByRole('link', { name: 'Volver a Facturas' }).click();
    await page.setViewportSize(PHONE);
    await checkBothThemes(page, 'facturas en el móvil', 'list-phone');
  });
});

test('a completed visit invoiced in one action, and the Facturas list with its AEAT status on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const trainer = await createApprovedTrainer(request, 'Irene');
  const login = await request.post('/api/auth/login', {
    data: { email: trainer.email, password: trainer.password },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
  // Arranged through the API: the fiscal profile, a 40 € service, today's visit of Elena's,
  // completed.
  const send = async (method: 'post' | 'put', url: string, data: object, status: number) => {
    const res = await request[method](url, { data, headers });
    expect(res.status(), await res.text()).toBe(status);
    return ((await res.json()) as { data: { id: string } }).data;
  };
  await send('put', '/api/invoices/profile', fiscalProfile('Irene Educa Canina'), 200);
  const service = await send('post', '/api/services', OBEDIENCIA, 201);
  await send(
    'post',
    '/api/appointments/requests',
    {
      clientName: 'Elena Campos',
      clientEmail: 'elena.campos@correo.es',
      clientPhone: '612345678',
      dogName: 'Rocky',
      requestedDate: madridToday(),
      requestedTime: '09:00',
      duration: 60,
      serviceId: service.id,
      confirm: true,
    },
    201,
  );
  const list = await request.get('/api/appointments', { headers });
  const [visit] = ((await list.json()) as { data: { appointments: { id: string }[] } }).data
    .appointments;
  await send('put', `/api/appointments/${visit!.id}`, { status: 'COMPLETED' }, 200);
  await loginThroughUi(page, trainer.email, trainer.password);

  await test.step('Citas Confirmadas: "Emitir factura" on the completed visit bills its price', async () => {
    await page.getByRole('link', { name: 'Citas Confirmadas' }).click();
    await page
      .getByRole('button', { name: 'Emitir factura de la cita de Elena Campos (Rocky)' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Emitir factura' });
    await expect(dialog).toContainText('40,00 €');
    await expect(dialog.getByText(/^Cita del /)).toBeVisible();
    await dialog.getByRole('button', { name: 'Emitir factura' }).click();
    await expect(page.getByText('Factura F-0001 emitida')).toBeVisible();
    // Once invoiced, the visit names its invoice instead of offering another (issue 45).
    await expect(
      page.getByRole('button', { name: 'Emitir factura de la cita de Elena Campos (Rocky)' }),
    ).toHaveCount(0);
    await page.getByRole('link', { name: 'Factura F-0001' }).click();
    await expect(page.getByRole('heading', { name: 'Factura F-0001' })).toBeVisible();
    await expect(page.getByText(/Obediencia con Rocky/).first()).toBeVisible();
  });

  await test.step('Facturas lists it with the AEAT status, as cards on a phone', async () => {
    await page.getByRole('link', { name: 'Volver a Facturas' }).click();
    await expect(h1(page, 'Facturas')).toBeVisible();
    const table = page.getByRole('table', { name: 'Facturas emitidas' });
    await expect(table.getByRole('row', { name: /F-0001/ })).toContainText('Pendiente de envío');
    await expect(table.getByRole('row', { name: /F-0001/ })).toContainText('40,00 €');
    await checkBothThemes(page, 'facturas con estado AEAT', 'list-aeat');
    await page.setViewportSize(PHONE);
    await expect(table).toBeHidden();
    const cards = page.getByRole('list', { name: 'Facturas emitidas' });
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await expect(cards).toContainText('Pendiente de envío');
    await cards.scrollIntoViewIfNeeded();
    await checkBothThemes(page, 'facturas en tarjetas', 'list-aeat-phone');
  });

  await test.step("The client's page: the month's visits are all invoiced, and it says so", async () => {
    await page.setViewportSize(DESKTOP);
    await page.getByRole('link', { name: 'Clientes' }).click();
    await page
      .getByRole('link', { name: /Elena Campos/ })
      .first()
      .click();
    const card = page.getByRole('region', { name: 'Facturar un mes' });
    await card.getByLabel('Mes').fill(madridToday().slice(0, 7));
    await card.getByRole('button', { name: 'Facturar el mes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Emitir factura' });
    await expect(
      dialog.getByText('Este cliente no tiene citas completadas sin facturar en ese mes'),
    ).toBeVisible();
    await dialog
      .getByRole('button', { name: /Cerrar/ })
      .first()
      .click();
    await page.setViewportSize(PHONE);
    await page.getByRole('heading', { name: 'Facturar un mes' }).scrollIntoViewIfNeeded();
    await checkBothThemes(page, 'ficha del cliente: facturar un mes', 'client-month-phone');
  });
});
