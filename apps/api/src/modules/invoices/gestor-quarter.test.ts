import {
  AEAT_BOOK_COLUMNS,
  AEAT_BOOK_GROUPS,
  AEAT_BOOK_NAMES,
  AEAT_BOOK_SHEET,
  GESTOR_MESSAGES,
  INVOICE_MESSAGES,
  todayIn,
  type Invoice,
  type TaxSummary,
} from '@adiestra/shared';
import { XMLParser } from 'fast-xml-parser';
import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { bonoBuyer, bonoTemplate, fiscalProfileBody } from '../../test/invoice-fixtures.ts';
import { testClock, trainerTestApp } from '../../test/test-app.ts';

/**
 * The gestor's quarter: the libro registro in the AEAT's normalised format (read back with
 * readers other than its writers: the XLSX's XML by fast-xml-parser, the CSV by Papa Parse), the
 * figures of modelos 303 and 130 with their sources, the bonos' liability, and the ZIP mailed to
 * the gestor through the outbox. The clock stands in Madrid's summer time (+02:00).
 */

// 15 June 2026, 12:00 in Madrid (+02:00): the second quarter.
const clock = testClock(new Date('2026-06-15T10:00:00.000Z'));
let ctx: Awaited<ReturnType<typeof trainerTestApp<['Paula', 'Nora']>>>;
let token: string;
let templateId: string;
let clients = 0;
const RECIPIENT = {
  name: 'Perros Felices SL',
  taxId: 'B12345674',
  address: 'Avenida del Puerto 7',
  postalCode: '46001',
  city: 'Valencia',
  province: 'Valencia',
};
const today = () => todayIn('Europe/Madrid', clock.now());
const issued: Invoice[] = [];

/** A client sold a bono; with `taxId`, a client whose record has that NIF (its kind follows it). */
const buyer = (on = today(), taxId: string | null = null) => {
  clients += 1;
  return bonoBuyer(ctx.api, token, {
    templateId,
    on,
    client: { name: `Cliente Gestor ${clients}`, phone: '611000333', taxId },
  });
};
/** A private owner with a DNI: a factura completa to them withholds no IRPF (issue 45). */
const OWNER = {
  name: 'Marta Ruiz',
  taxId: '00000000T',
  address: 'Calle del Olivo 3',
  postalCode: '46002',
  city: 'Valencia',
  province: 'Valencia',
};
let ownerInvoice: Invoice;

async function issue(body: object) {
  const res = await ctx.api.post('/api/invoices', body, token);
  expect(res.status).toBe(201);
  issued.push(res.body.data as Invoice);
  return res.body.data as Invoice;
}

beforeAll(async () => {
  ctx = await trainerTestApp(['Paula', 'Nora'] as const, {}, clock);
  token = ctx.trainers[0].token;
  const profile = await ctx.api.put(
    '/api/invoices/profile',
    { ...fiscalProfileBody('Paula Educa Canina'), irpfRate: 15 },
    token,
  );
  expect(profile.status).toBe(200);
  // 3 sessions for 100,00 €, valid 45 days: a session is worth 33,33 € (a third, rounded).
  templateId = await bonoTemplate(ctx.api, token, {
    sessions: 3,
    priceCents: 10000,
    validityDays: 45,
  });

  // In the second quarter: one factura completa with IRPF withheld (for modelo 130's year).
  const june = await buyer(today(), RECIPIENT.taxId);
  await issue({ paymentId: await june.pay(12100), recipient: RECIPIENT });

  // 1 July at 00:30 in Madrid is still 30 June in UTC: the invoices below are of the third quarter.
  clock.set(new Date('2026-06-30T22:30:00.000Z'));
  const simple = await buyer();
  await issue({ paymentId: await simple.pay(6050) });
  // A month of payments: one invoice of three lines.
  const month = await buyer();
  for (const cents of [2000, 1550, 2450]) await month.pay(cents);
  await issue({ clientId: month.clientId, month: '2026-07', source: 'payments' });
  // A complete invoice, then corrected by substitution; another cancelled.
  const wrong = await buyer(today(), RECIPIENT.taxId);
  const original = await issue({ paymentId: await wrong.pay(24200), recipient: RECIPIENT });
  const rectified = await ctx.api.post(
    `/api/invoices/${original.id}/rectify`,
    { reason: 'R1', method: 'S', totalCents: 18150, description: 'Precio pactado' },
    token,
  );
  expect(rectified.status).toBe(201);
  issued.push(rectified.body.data as Invoice);
  // A 60 € bono invoiced in full to a private owner with a DNI, IRPF 15 % in Datos fiscales.
  const owner = await buyer(today(), OWNER.taxId);
  ownerInvoice = await issue({ paymentId: await owner.pay(6000), recipient: OWNER });
  const cancelled = await buyer();
  const mistake = await issue({ paymentId: await cancelled.pay(3025) });
  const cancel = await ctx.api.post(
    `/api/invoices/${mistake.id}/cancel`,
    { description: 'Emitida por error' },
    token,
  );
  expect(cancel.status).toBe(200);
  return ctx.t.close;
});

describe('IRPF from a private owner (issue 45)', () => {
  it('withholds none: the 60 € bono is base 49,59, IVA 10,41, total and payable 60,00', async () => {
    expect(ownerInvoice).toMatchObject({
      type: 'F1',
      baseCents: 4959,
      taxCents: 1041,
      irpfRate: 0,
      irpfCents: 0,
      totalCents: 6000,
      payableCents: 6000,
    });
    const pdf = await ctx.api.get(`/api/invoices/${ownerInvoice.id}/pdf`, token);
    expect(pdf.status).toBe(200);
    // The business client of June withholds its 15 %, on the base that makes 121 € the amount paid.
    const june = issued.find((i) => i.issuedOn < '2026-07-01')!;
    expect(june).toMatchObject({ irpfRate: 15, payableCents: 12100 });
  });

  it('is in the quarter with no retention: modelo 130 counts only the business clients', async () => {
    const summary = (await ctx.api.get('/api/invoices/tax-summary?year=2026&quarter=3', token)).body
      .data as TaxSummary;
    const withheld = issued
      .filter((i) => i.issuedOn >= '2026-07-01' && !i.cancelledAt)
      .reduce((total, i) => total + effect(i).irpf, 0);
    expect(summary.irpfCents).toBe(withheld);
    expect(
      issued.filter((i) => i.irpfCents > 0).every((i) => i.recipient?.taxId === RECIPIENT.taxId),
    ).toBe(true);
  });
});

/** What an invoice adds to its quarter, to the cent: the book's and the figures' rule. */
function effect(invoice: Invoice) {
  const cancelled = issued.some((i) => i.id === invoice.id && i.cancelledAt) || invoice.cancelledAt;
  if (cancelled) return { base: 0, tax: 0, irpf: 0 };
  const original =
    invoice.rectifies?.method === 'S' ? issued.find((i) => i.id === invoice.rectifies!.id) : null;
  return {
    base: invoice.baseCents - (original?.baseCents ?? 0),
    tax: invoice.taxCents - (original?.taxCents ?? 0),
    irpf: invoice.irpfCents - (original?.irpfCents ?? 0),
  };
}

async function current(): Promise<Invoice[]> {
  const res = await ctx.api.get('/api/invoices?limit=100&from=2026-01-01', token);
  return res.body.data.invoices as Invoice[];
}

const download = async (url: string, as = token) => {
  const res = await ctx.t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${as}` },
  });
  return res;
};

/** The first sheet of an XLSX as rows of values, read from its XML (not by ExcelJS). */
/** A day as the spreadsheet's serial number: days since 30 December 1899. */
const excelDay = (isoDate: string) =>
  (Date.parse(`${isoDate}T00:00:00Z`) - Date.parse('1899-12-30T00:00:00Z')) / 86_400_000;

function readXlsx(file: Uint8Array) {
  const parts = unzipSync(file);
  const xml = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseTagValue: false,
  });
  const text = (name: string) => Buffer.from(parts[name]!).toString('utf8');
  const workbook = xml.parse(text('xl/workbook.xml'));
  const sheets = [workbook.workbook.sheets.sheet].flat();
  const shared = parts['xl/sharedStrings.xml']
    ? [xml.parse(text('xl/sharedStrings.xml')).sst.si]
        .flat()
        .map((si: { t: string | { '#text': string } }) =>
          typeof si.t === 'object' ? si.t['#text'] : si.t,
        )
    : [];
  const sheet = xml.parse(text('xl/worksheets/sheet1.xml'));
  const rows = [sheet.worksheet.sheetData.row].flat().map((row: { c?: unknown }) => {
    const cells: (string | number)[] = Array(AEAT_BOOK_COLUMNS.length).fill('');
    for (const c of [row.c ?? []].flat() as { r: string; t?: string; v?: unknown }[]) {
      const column = c.r.replace(/\d+/g, '');
      const index =
        column.split('').reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) - 1;
      cells[index] = c.t === 's' ? shared[Number(c.v)]! : c.v === undefined ? '' : Number(c.v);
    }
    return cells;
  });
  return { sheetName: sheets[0].name as string, rows };
}

const column = (name: string) => AEAT_BOOK_NAMES.indexOf(name);
const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

describe('the libro registro in the AEAT format', () => {
  it("as XLSX: sheet EXPEDIDAS_INGRESOS, the AEAT's two header rows, each invoice to the cent", async () => {
    const res = await download('/api/invoices/book.xlsx?year=2026&quarter=3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="202612345678ZUPaulaEducaCanina_3T.xlsx"',
    );
    const { sheetName, rows } = readXlsx(new Uint8Array(res.rawPayload));
    expect(sheetName).toBe(AEAT_BOOK_SHEET);
    expect(rows[0]).toEqual([...AEAT_BOOK_GROUPS]);
    expect(rows[1]).toEqual([...AEAT_BOOK_COLUMNS]);
    const invoices = (await current()).filter((i) => i.issuedOn >= '2026-07-01');
    expect(invoices).toHaveLength(6);
    const data = rows.slice(2);
    expect(data).toHaveLength(invoices.length);
    for (const invoice of invoices) {
      const row = data.find(
        (r) =>
          `${r[column('Identificación de la Factura: Serie')]}-${r[column('Identificación de la Factura: Número')]}` ===
          invoice.number,
      )!;
      expect(row, invoice.number).toBeDefined();
      const e = effect(invoice);
      const cents = (name: string) => Math.round(Number(row[column(name)]) * 100);
      expect(row[column('Autoliquidación: Ejercicio')]).toBe(2026);
      expect(row[column('Autoliquidación: Periodo')]).toBe('3T');
      // A real date (Excel's serial day, 1 July 2026), not text (issue 45).
      expect(row[column('Fecha Expedición')]).toBe(excelDay('2026-07-01'));
      expect(row[column('Tipo de Factura')]).toBe(invoice.type);
      expect(cents('Ingreso Computable')).toBe(e.base);
      expect(cents('Base Imponible')).toBe(e.base);
      expect(cents('Cuota IVA Repercutida')).toBe(e.tax);
      expect(cents('Total Factura')).toBe(e.base + e.tax);
      expect(cents('Importe Retenido del IRPF')).toBe(e.irpf);
      expect(row[column('Tipo de IVA')]).toBe(21);
      expect(row[column('NIF Destinatario: Identificación')]).toBe(invoice.recipient?.taxId ?? '');
    }
    // The month's invoice has three lines, and its row their sum.
    const month = invoices.find((i) => i.lines.length === 3)!;
    expect(month.baseCents).toBe(month.lines.reduce((s, l) => s + l.baseCents, 0));
  });

  it('as CSV with the same rows, decimal commas and no formulas', async () => {
    const xlsx = readXlsx(
      new Uint8Array((await download('/api/invoices/book.xlsx?year=2026&quarter=3')).rawPayload),
    );
    const res = await download('/api/invoices/book.csv?year=2026&quarter=3');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="202612345678ZUPaulaEducaCanina_3T.csv"',
    );
    const parsed = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), { delimiter: ';' });
    const rows = parsed.data.filter((r) => r.length > 1);
    expect(rows.slice(0, 2)).toEqual([[...AEAT_BOOK_GROUPS], [...AEAT_BOOK_COLUMNS]]);
    expect(rows).toHaveLength(xlsx.rows.length);
    for (const [i, row] of rows.slice(2).entries()) {
      const fromXlsx = xlsx.rows[i + 2]!;
      for (const name of ['Base Imponible', 'Cuota IVA Repercutida', 'Total Factura']) {
        expect(row[column(name)]).toBe(euros(Math.round(Number(fromXlsx[column(name)]) * 100)));
      }
      // The CSV writes the day the workbook holds as a date.
      const day = new Date(
        Date.parse('1899-12-30T00:00:00Z') +
          Number(fromXlsx[column('Fecha Expedición')]) * 86_400_000,
      );
      expect(row[column('Fecha Expedición')]).toBe(
        day.toISOString().slice(0, 10).split('-').reverse().join('/'),
      );
    }
  });

  it('the year holds both quarters', async () => {
    const { rows } = readXlsx(
      new Uint8Array((await download('/api/invoices/book.xlsx?year=2026')).rawPayload),
    );
    expect(rows.slice(2).map((r) => r[column('Autoliquidación: Periodo')])).toEqual([
      '2T',
      ...Array(6).fill('3T'),
    ]);
  });
});

describe('summer time and several lines', () => {
  it("dates the invoice and its record by Madrid's clock (+02:00), not UTC's", async () => {
    const invoices = (await current()).filter((i) => i.issuedOn >= '2026-07-01');
    expect(invoices.every((i) => i.issuedOn === '2026-07-01')).toBe(true);
    const records = await ctx.t.database.sql<{ generatedAt: string; issueDate: string }[]>`
      select generated_at as "generatedAt", issue_date as "issueDate" from invoice_records
      where business_id = ${ctx.trainers[0].id} and issue_date = '01-07-2026'`;
    expect(records.length).toBeGreaterThanOrEqual(invoices.length);
    for (const record of records) expect(record.generatedAt).toBe('2026-07-01T00:30:00+02:00');
  });

  it("a month's invoice of three lines: each line's cuota is its base × 21 %, the totals their sums", async () => {
    const month = (await current()).find((i) => i.lines.length === 3)!;
    expect(month.lines.map((l) => l.totalCents)).toEqual([2000, 1550, 2450]);
    for (const line of month.lines) {
      expect(line.taxCents).toBe(Math.round((line.baseCents * 21) / 100));
      expect(line.baseCents + line.taxCents).toBe(line.totalCents);
    }
    const sum = (key: 'baseCents' | 'taxCents' | 'totalCents') =>
      month.lines.reduce((s, l) => s + l[key], 0);
    expect([month.baseCents, month.taxCents, month.totalCents]).toEqual([
      sum('baseCents'),
      sum('taxCents'),
      sum('totalCents'),
    ]);
    expect(month.operationOn).toBeNull();
  });
});

describe('the figures of the quarter', () => {
  it('modelo 303 and 130 box by box, each with where it comes from', async () => {
    const res = await ctx.api.get('/api/invoices/tax-summary?year=2026&quarter=3', token);
    expect(res.status).toBe(200);
    const summary = res.body.data as TaxSummary;
    const invoices = await current();
    const q3 = invoices.filter((i) => i.issuedOn >= '2026-07-01');
    const sum = (list: Invoice[], key: 'base' | 'tax' | 'irpf') =>
      list.reduce((s, i) => s + effect(i)[key], 0);
    const box = (model: string, b: string) =>
      summary.figures.find((f) => f.model === model && f.box === b)!;
    expect(box('303', '07').cents).toBe(sum(q3, 'base'));
    expect(box('303', '09').cents).toBe(sum(q3, 'tax'));
    expect(box('303', '27').cents).toBe(summary.taxCents);
    expect(box('303', '07').source).toContain('al 21 % del 3.º trimestre de 2026');
    // Modelo 130 counts the year to the quarter's end: June's invoice too.
    expect(box('130', '01').cents).toBe(sum(invoices, 'base'));
    expect(box('130', '02')).toMatchObject({ cents: 0 });
    expect(box('130', '02').source).toContain('no registra gastos');
    expect(box('130', '04').cents).toBe(Math.round(sum(invoices, 'base') * 0.2));
    expect(box('130', '06').cents).toBe(sum(invoices, 'irpf'));
    expect(box('130', '06').cents).toBeGreaterThan(0);
    for (const figure of summary.figures) expect(figure.source).not.toBe('');
  });
});

describe('the bonos’ liability', () => {
  it('values the sessions left at price ÷ sessions, and says what expires in 30/60/90 days', async () => {
    const before = (await ctx.api.get('/api/bonos/liability', token)).body.data;
    const bono = await buyer();
    const use = await ctx.api.post(`/api/bonos/${bono.bonoId}/use`, { reason: 'Sesión' }, token);
    expect(use.status).toBe(200);
    const after = (await ctx.api.get('/api/bonos/liability', token)).body.data;
    // Two sessions left of three of 100,00 €: 66,67 €; it expires in 45 days.
    expect(after.valueCents - before.valueCents).toBe(6667);
    expect(after.sessionsLeft - before.sessionsLeft).toBe(2);
    const by = (list: { days: number; valueCents: number }[], days: number) =>
      list.find((e) => e.days === days)!.valueCents;
    expect(by(after.expiring, 30) - by(before.expiring, 30)).toBe(0);
    expect(by(after.expiring, 60) - by(before.expiring, 60)).toBe(6667);
    expect(by(after.expiring, 90) - by(before.expiring, 90)).toBe(6667);
    // Another trainer sees none of it.
    const other = (await ctx.api.get('/api/bonos/liability', ctx.trainers[1].token)).body.data;
    expect(other).toMatchObject({ bonos: 0, valueCents: 0 });
  });
});

describe('"Enviar a mi gestor"', () => {
  it('without the gestor’s e-mail, says where to add it and sends nothing', async () => {
    ctx.t.mails.length = 0;
    const res = await ctx.api.post(
      '/api/invoices/gestor-package',
      { year: 2026, quarter: 3 },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(GESTOR_MESSAGES.noEmail);
    expect(ctx.t.mails).toHaveLength(0);
  });

  it('refuses a bad address and a missing quarter in Spanish', async () => {
    const bad = await ctx.api.put(
      '/api/invoices/profile',
      { ...fiscalProfileBody('Paula Educa Canina'), irpfRate: 15, gestorEmail: 'gestoría' },
      token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(INVOICE_MESSAGES.gestorEmail);
    const noQuarter = await ctx.api.post('/api/invoices/gestor-package', { year: 2026 }, token);
    expect(noQuarter.status).toBe(400);
    expect(noQuarter.body.message).toBe(GESTOR_MESSAGES.quarter);
  });

  it("mails the quarter's books, PDFs and figures in one ZIP through the outbox", async () => {
    const saved = await ctx.api.put(
      '/api/invoices/profile',
      {
        ...fiscalProfileBody('Paula Educa Canina'),
        irpfRate: 15,
        gestorEmail: ' Asesoria@Example.com ',
      },
      token,
    );
    expect(saved.body.data.gestorEmail).toBe('asesoria@example.com');
    ctx.t.mails.length = 0;
    const res = await ctx.api.post(
      '/api/invoices/gestor-package',
      { year: 2026, quarter: 3 },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(GESTOR_MESSAGES.sent('asesoria@example.com'));
    const [mail] = ctx.t.mails;
    expect(mail?.to).toBe('asesoria@example.com');
    expect(mail?.subject).toBe('Paula Educa Canina: facturación del 3.º trimestre de 2026');
    const attachment = mail!.attachments![0]!;
    expect(attachment.filename).toBe('12345678Z-2026-3T.zip');
    const files = unzipSync(new Uint8Array(Buffer.from(attachment.content as string, 'base64')));
    const q3 = (await current()).filter((i) => i.issuedOn >= '2026-07-01');
    expect(Object.keys(files).sort()).toEqual(
      [
        '202612345678ZUPaulaEducaCanina_3T.csv',
        '202612345678ZUPaulaEducaCanina_3T.xlsx',
        'cifras-2026-3T.csv',
        ...q3.map((i) => `facturas/factura-${i.number}.pdf`),
      ].sort(),
    );
    const book = readXlsx(files['202612345678ZUPaulaEducaCanina_3T.xlsx']!);
    expect(book.rows).toHaveLength(2 + q3.length);
    const figures = Papa.parse<string[]>(
      Buffer.from(files['cifras-2026-3T.csv']!)
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
      { delimiter: ';' },
    ).data;
    expect(figures[0]).toEqual(['Modelo', 'Casilla', 'Concepto', 'Importe', 'De dónde sale']);
    const summary = (await ctx.api.get('/api/invoices/tax-summary?year=2026&quarter=3', token)).body
      .data as TaxSummary;
    expect(figures.find((r) => r[0] === '303' && r[1] === '09')?.[3]).toBe(euros(summary.taxCents));
    expect(figures.some((r) => r[0] === 'Bonos' && r[2] === 'Caducan en 30 días')).toBe(true);
  });

  it('a quarter without invoices is refused, and nothing is sent', async () => {
    ctx.t.mails.length = 0;
    const res = await ctx.api.post(
      '/api/invoices/gestor-package',
      { year: 2026, quarter: 1 },
      token,
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(INVOICE_MESSAGES.noneInPeriod);
    expect(ctx.t.mails).toHaveLength(0);
  });
});
