import {
  AEAT_BOOK_COLUMNS,
  AEAT_BOOK_GROUPS,
  AEAT_BOOK_NAMES,
  INVOICE_MESSAGES,
  TAX_EXEMPTION_MENTIONS,
  todayIn,
  type TaxRegime,
  type TaxSummary,
} from '@adiestra/shared';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { bonoBuyer, bonoTemplate, fiscalProfileBody } from '../../test/invoice-fixtures.ts';
import { testClock, trainerTestApp } from '../../test/test-app.ts';
import { xsdErrors } from './aeat/fake-aeat.ts';
import { buildRegFactu } from './aeat/soap-message.ts';

/**
 * Issue 30.1, 30.2, 30.6–30.8 for the regimes besides IVA 21 %: IGIC 7 % with IRPF withheld,
 * exempt, and REPEP. Their amounts, what the PDF says, the gestor's book and modelo 420/303, and
 * the records of each kind (F1, F2, R1 by substitution, R5 by differences, cancellation) as SOAP
 * messages that validate against the AEAT's XSDs.
 */

let ctx: Awaited<ReturnType<typeof trainerTestApp<['Iván', 'Eva', 'Rita']>>>;
const today = () => todayIn('Europe/Madrid');
const year = () => Number(today().slice(0, 4));
const quarter = () => Math.floor((Number(today().slice(5, 7)) - 1) / 3) + 1;
const RECIPIENT = {
  name: 'Perros Felices SL',
  taxId: 'B12345674',
  address: 'Calle León y Castillo 10',
  postalCode: '35003',
  city: 'Las Palmas de Gran Canaria',
  province: 'Las Palmas',
};

/** Each trainer's token and bono template, their regime set in the fiscal profile. */
const trainers = new Map<string, { token: string; templateId: string }>();
let clients = 0;

beforeAll(async () => {
  ctx = await trainerTestApp(['Iván', 'Eva', 'Rita'] as const);
  const profiles: [string, TaxRegime, number][] = [
    ['Iván', 'igic', 15],
    ['Eva', 'exento', 0],
    ['Rita', 'repep', 0],
  ];
  for (const [i, [name, regime, irpfRate]] of profiles.entries()) {
    const token = ctx.trainers[i]!.token;
    const saved = await ctx.api.put(
      '/api/invoices/profile',
      { ...fiscalProfileBody(`${name} Adiestra`), regime, irpfRate },
      token,
    );
    expect(saved.status).toBe(200);
    trainers.set(name, { token, templateId: await bonoTemplate(ctx.api, token) });
  }
  return ctx.t.close;
});

/** Issues an invoice for a fresh client's payment of `cents`; the invoice. */
/** An invoice for a bono of `cents`; to `recipient`, a client whose record has their NIF. */
async function invoiceFor(
  name: string,
  cents: number,
  recipient: { taxId: string } | null = null,
  fiscalKind?: 'particular' | 'profesional',
) {
  const { token, templateId } = trainers.get(name)!;
  clients += 1;
  const buyer = await bonoBuyer(ctx.api, token, {
    templateId,
    on: today(),
    client: {
      name: `Cliente Régimen ${clients}`,
      phone: '611000555',
      taxId: recipient?.taxId ?? null,
      fiscalKind,
    },
  });
  const paymentId = await buyer.pay(cents);
  const res = await ctx.api.post('/api/invoices', { paymentId, recipient }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

async function pdfText(name: string, id: string) {
  const res = await ctx.t.app.inject({
    method: 'GET',
    url: `/api/invoices/${id}/pdf`,
    headers: { authorization: `Bearer ${trainers.get(name)!.token}` },
  });
  const parser = new PDFParse({ data: res.rawPayload });
  const text = (await parser.getText()).text;
  await parser.destroy();
  return text;
}

const summary = async (name: string) =>
  (
    await ctx.api.get(
      `/api/invoices/tax-summary?year=${year()}&quarter=${quarter()}`,
      trainers.get(name)!.token,
    )
  ).body.data;

const bookRows = async (name: string) =>
  String(
    (
      await ctx.api.get(
        `/api/invoices/book.csv?year=${year()}&quarter=${quarter()}`,
        trainers.get(name)!.token,
      )
    ).body,
  )
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(2)
    .map((row) => row.split(';'));
const at = (name: string) => AEAT_BOOK_NAMES.indexOf(name);

/** Every record of the trainer, as the sender would put them in one message. */
async function recordsAsMessage(name: string) {
  const businessId = ctx.trainers[[...trainers.keys()].indexOf(name)]!.id;
  const rows = await ctx.t.database.sql<{ kind: 'alta' | 'anulacion'; payload: object }[]>`
    select kind, payload from invoice_records where business_id = ${businessId} order by seq`;
  const regFactu = buildRegFactu(
    { name: `${name} Adiestra`, taxId: '12345678Z' },
    { name: 'Adiestra Software SL', taxId: 'B12345674' },
    rows.map((row) => ({ kind: row.kind, payload: row.payload as Record<string, unknown> })),
  );
  return { regFactu, payloads: rows.map((row) => row.payload as Record<string, unknown>) };
}

describe('IGIC 7 % in Canarias, with IRPF withheld (30.1–30.2)', () => {
  it('a factura completa withholds IRPF, a simplificada does not; the PDF and modelo 420 say so', async () => {
    // 92 € received: base 100 €, IGIC 7 €, IRPF 15 % withheld 15 €.
    const complete = await invoiceFor('Iván', 9200, RECIPIENT);
    expect(complete).toMatchObject({
      type: 'F1',
      regime: 'igic',
      baseCents: 10000,
      taxRate: 7,
      taxCents: 700,
      irpfRate: 15,
      irpfCents: 1500,
      totalCents: 10700,
      payableCents: 9200,
    });
    const simplified = await invoiceFor('Iván', 4280);
    expect(simplified).toMatchObject({
      type: 'F2',
      baseCents: 4000,
      taxCents: 280,
      irpfRate: 0,
      irpfCents: 0,
      totalCents: 4280,
    });
    const text = await pdfText('Iván', complete.id);
    for (const expected of [
      'IGIC (%)',
      'IGIC 7 %',
      '7,00 €',
      '107,00 €',
      'Retención IRPF 15 %',
      '-15,00 €',
      'Total a pagar',
      '92,00 €',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IVA');
    const igic = await summary('Iván');
    expect(igic).toMatchObject({
      model: '420',
      rows: [{ taxRate: 7, baseCents: 14000, taxCents: 980, invoices: 2 }],
      exemptBaseCents: 0,
      irpfCents: 1500,
    });
    // Modelo 420's first row of IGIC devengado is the quarter's one rate: 01 base, 03 cuota, 25 total.
    const box = (b: string) =>
      (igic as TaxSummary).figures.find((f) => f.model === '420' && f.box === b);
    expect(box('01')).toMatchObject({ label: 'Base imponible al 7 %', cents: 14000 });
    expect(box('03')).toMatchObject({ label: 'Cuota al 7 %', cents: 980 });
    expect(box('25')).toMatchObject({ label: 'Total cuota devengada', cents: 980 });
  });

  it('withholds from a professional with a DNI, never from a private owner (issue 45)', async () => {
    const OWNER = { ...RECIPIENT, name: 'Marta Ruiz', taxId: '00000000T' };
    // 60 € received from a private owner, no withholding: no base gives 60,00 with its cuota
    // exactly base × 7 % (56,07 + 3,92 = 59,99; 56,08 + 3,93 = 60,01), so the total moves a cent
    // down and the cuota stays exact (decision 0131).
    const owner = await invoiceFor('Iván', 6000, OWNER);
    expect(owner).toMatchObject({
      type: 'F1',
      baseCents: 5607,
      taxCents: 392,
      irpfRate: 0,
      irpfCents: 0,
      totalCents: 5999,
      payableCents: 5999,
    });
    const text = await pdfText('Iván', owner.id);
    expect(text).not.toContain('IRPF');
    expect(text).not.toContain('Total a pagar');
    // An autónomo with a DNI whose record says professional withholds 15 %.
    const autonomo = await invoiceFor('Iván', 9200, OWNER, 'profesional');
    expect(autonomo).toMatchObject({ irpfRate: 15, irpfCents: 1500, payableCents: 9200 });
    // The client record decides: a CIF typed for a client marked private withholds nothing.
    const marked = await invoiceFor('Iván', 5350, RECIPIENT, 'particular');
    expect(marked).toMatchObject({ baseCents: 5000, irpfRate: 0, irpfCents: 0, totalCents: 5350 });
  });
});

describe.each<[string, TaxRegime, string]>([
  ['Eva', 'exento', 'E1'],
  ['Rita', 'repep', 'E6'],
])('%s, %s (30.1–30.2, 30.6, 30.8)', (name, regime, exemption) => {
  it('charges no tax, prints why, and the book and the quarter count the base as exempt', async () => {
    const invoice = await invoiceFor(name, 5000);
    expect(invoice).toMatchObject({
      regime,
      baseCents: 5000,
      taxRate: 0,
      taxCents: 0,
      totalCents: 5000,
    });
    expect(await pdfText(name, invoice.id)).toContain(TAX_EXEMPTION_MENTIONS[regime]);
    const [row] = await bookRows(name);
    expect(
      `${row![at('Identificación de la Factura: Serie')]}-${row![at('Identificación de la Factura: Número')]}`,
    ).toBe(invoice.number);
    expect(row![at('Operación Exenta')]).toBe(exemption);
    expect(row![at('Calificación de la Operación')]).toBe('');
    expect(await summary(name)).toMatchObject({
      model: regime === 'repep' ? '420' : '303',
      rows: [],
      exemptBaseCents: 5000,
      baseCents: 5000,
      taxCents: 0,
    });
  });
});

describe("the year's book for the gestor (30.8)", () => {
  it('as CSV and XLSX with the same columns and rows, amounts as numbers in the workbook', async () => {
    const { token } = trainers.get('Eva')!;
    const csv = await ctx.api.get(`/api/invoices/book.csv?year=${year()}`, token);
    expect(csv.status).toBe(200);
    const rows = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((row) => row.split(';'));
    expect(rows[0]).toEqual([...AEAT_BOOK_GROUPS]);
    expect(rows[1]).toEqual([...AEAT_BOOK_COLUMNS]);
    expect(rows).toHaveLength(3);
    const xlsx = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/invoices/book.xlsx?year=${year()}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('EXPEDIDAS_INGRESOS');
    expect(sheet.rowCount).toBe(3);
    const cell = (name: string) => sheet.getRow(3).getCell(at(name) + 1).value;
    expect(cell('Identificación de la Factura: Número')).toBe(
      rows[2]![at('Identificación de la Factura: Número')],
    );
    expect(cell('Base Imponible')).toBe(50);
    expect(cell('Total Factura')).toBe(50);
    expect(cell('Operación Exenta')).toBe('E1');
  });
});

describe('the records of every kind as SOAP messages (30.5, 30.7)', () => {
  it('F1, F2, R1 by substitution, R5 by differences and a cancellation validate against the XSDs', async () => {
    const { token } = trainers.get('Iván')!;
    const [complete, simplified] = (
      await ctx.api.get('/api/invoices?limit=10', token)
    ).body.data.invoices.sort((a: { number: string }, b: { number: string }) =>
      a.number.localeCompare(b.number),
    );
    const rectify = (id: string, body: object) =>
      ctx.api.post(`/api/invoices/${id}/rectify`, body, token);
    const r1 = await rectify(complete.id, {
      reason: 'R1',
      method: 'S',
      totalCents: 8560,
      description: 'Precio acordado',
    });
    expect(r1.status, JSON.stringify(r1.body)).toBe(201);
    // The corrected total is the invoice's total, tax included; IRPF is withheld on its base.
    expect(r1.body.data).toMatchObject({
      type: 'R1',
      baseCents: 8000,
      taxCents: 560,
      totalCents: 8560,
      irpfRate: 15,
      irpfCents: 1200,
      payableCents: 7360,
    });
    const r5 = await rectify(simplified.id, {
      reason: 'R4',
      method: 'I',
      totalCents: -1070,
      description: 'Descuento',
    });
    expect(r5.body.data).toMatchObject({ type: 'R5', totalCents: -1070 });
    const wrong = await invoiceFor('Iván', 1070);
    const cancelled = await ctx.api.post(
      `/api/invoices/${wrong.id}/cancel`,
      { description: 'Emitida por error' },
      token,
    );
    expect(cancelled.status).toBe(200);

    const { regFactu, payloads } = await recordsAsMessage('Iván');
    expect(payloads.map((p) => p.TipoFactura ?? 'anulación')).toEqual([
      'F1',
      'F2',
      // The private owner, the autónomo and the client marked private (issue 45).
      'F1',
      'F1',
      'F1',
      'R1',
      'R5',
      'F2',
      'anulación',
    ]);
    expect(payloads[0]).toMatchObject({
      Destinatarios: [{ NombreRazon: 'Perros Felices SL', NIF: 'B12345674' }],
      Desglose: [
        { Impuesto: '03', ClaveRegimen: '01', CalificacionOperacion: 'S1', TipoImpositivo: '7.00' },
      ],
      CuotaTotal: '7.00',
      ImporteTotal: '107.00',
    });
    expect(payloads[5]).toMatchObject({
      TipoRectificativa: 'S',
      ImporteRectificacion: { BaseRectificada: '100.00', CuotaRectificada: '7.00' },
    });
    expect(payloads[6]).toMatchObject({ TipoRectificativa: 'I', ImporteTotal: '-10.70' });
    expect(await xsdErrors(regFactu)).toEqual([]);
    // The schema is what decides: a record it refuses is reported.
    expect(await xsdErrors(regFactu.replace('<sf:Impuesto>03<', '<sf:Impuesto>99<'))).not.toEqual(
      [],
    );

    for (const exempt of ['Eva', 'Rita']) {
      const message = await recordsAsMessage(exempt);
      expect(message.payloads[0]).toMatchObject({
        Desglose: [
          {
            Impuesto: exempt === 'Eva' ? '01' : '03',
            // REPEP is the IGIC's régimen especial del pequeño empresario o profesional: key 18.
            ClaveRegimen: exempt === 'Eva' ? '01' : '18',
            OperacionExenta: exempt === 'Eva' ? 'E1' : 'E6',
          },
        ],
      });
      expect(await xsdErrors(message.regFactu)).toEqual([]);
    }
  });
});

describe('a series holds one kind of invoice (30.3)', () => {
  it('refuses to swap the series of invoices and rectificativas once used, and allows a new one', async () => {
    const { token } = trainers.get('Iván')!;
    const profile = { ...fiscalProfileBody('Iván Adiestra'), regime: 'igic', irpfRate: 15 };
    const swapped = await ctx.api.put(
      '/api/invoices/profile',
      { ...profile, series: 'R', rectifySeries: 'F' },
      token,
    );
    expect(swapped.status).toBe(400);
    expect(swapped.body.errors.series).toBe(INVOICE_MESSAGES.seriesOfRectificativas('R'));
    const intoInvoices = await ctx.api.put(
      '/api/invoices/profile',
      { ...profile, series: 'F2027', rectifySeries: 'F' },
      token,
    );
    expect(intoInvoices.body.errors.rectifySeries).toBe(INVOICE_MESSAGES.seriesOfInvoices('F'));
    expect((await ctx.api.get('/api/invoices/profile', token)).body.data.profile).toMatchObject({
      series: 'F',
      rectifySeries: 'R',
    });
    const renewed = await ctx.api.put(
      '/api/invoices/profile',
      { ...profile, series: 'F2027', rectifySeries: 'R2027' },
      token,
    );
    expect(renewed.status).toBe(200);
    expect((await invoiceFor('Iván', 1070)).number).toBe('F2027-0001');
  });
});

describe('the clock before each record (30.5)', () => {
  it('refuses to write a record dated more than a minute before the last one, in Spanish', async () => {
    const clock = testClock();
    const t = await trainerTestApp(['Sara'] as const, {}, clock);
    try {
      const as = t.trainers[0].token;
      await t.api.put('/api/invoices/profile', fiscalProfileBody('Sara Adiestra'), as);
      const buyer = await bonoBuyer(t.api, as, {
        templateId: await bonoTemplate(t.api, as),
        on: todayIn('Europe/Madrid', clock.now()),
        client: { name: 'Ana Hora', phone: '611000666' },
      });
      const pay = () => buyer.pay(3000);
      expect((await t.api.post('/api/invoices', { paymentId: await pay() }, as)).status).toBe(201);
      const second = await pay();
      clock.advance(-2 * 60_000);
      const refused = await t.api.post('/api/invoices', { paymentId: second }, as);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(INVOICE_MESSAGES.clockBehind);
      clock.advance(90_000);
      // Within the minute the AEAT tolerates, it is written, and the chain still verifies.
      expect((await t.api.post('/api/invoices', { paymentId: second }, as)).status).toBe(201);
      expect((await t.api.get('/api/invoices/registro', as)).body.data).toMatchObject({
        records: 2,
        valid: true,
      });
    } finally {
      await t.t.close();
    }
  });
});
