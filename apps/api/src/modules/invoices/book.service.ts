import {
  AEAT_BOOK_COLUMNS,
  AEAT_BOOK_GROUPS,
  AEAT_BOOK_SHEET,
  TAX_REGIME_TAX,
  aeatBookFileName,
  percentOf,
  type InvoicePeriodQuery,
  type TaxFigure,
  type TaxSummary,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { csvFile, xlsxFile, type SheetCell } from '../../lib/spreadsheet-file.ts';
import * as repository from './invoices.repository.ts';
import type { InvoiceRow } from './invoices.repository.ts';
import { correctionsOf, replacedBy, type Amounts } from './rectifications.ts';

/**
 * For the gestor: the libro registro of a quarter or a year in the AEAT's normalised format (the
 * unified book of facturas expedidas and ventas e ingresos, decision 0129), and the figures of
 * modelo 303 (IVA) or 420 (IGIC) and 130 (IRPF), each saying where it comes from.
 */

export function periodRange({ year, quarter }: InvoicePeriodQuery) {
  if (!quarter) return { from: `${year}-01-01`, to: `${year}-12-31`, label: `${year}` };
  const startMonth = (quarter - 1) * 3 + 1;
  const endMonth = startMonth + 2;
  const lastDay = new Date(Date.UTC(year, endMonth, 0)).getUTCDate();
  return {
    from: `${year}-${String(startMonth).padStart(2, '0')}-01`,
    to: `${year}-${String(endMonth).padStart(2, '0')}-${lastDay}`,
    label: `${year}-${quarter}T`,
  };
}

const esDate = (date: string) => date.split('-').reverse().join('/');
const quarterOf = (date: string) => `${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}T`;

/** An invoice of the period; for a rectificativa by substitution, the amounts it replaced. */
type BookEntry = {
  row: InvoiceRow;
  cancelled: boolean;
  original: InvoiceRow | null;
  replaced: Amounts | null;
};

async function entriesBetween(db: Db, businessId: string, from: string, to: string) {
  const rows = await repository.selectInvoicesIssuedBetween(db, businessId, from, to);
  const details = await repository.selectInvoiceDetails(
    db,
    businessId,
    rows.map((row) => row.id),
  );
  const originals = await repository.selectInvoicesByIds(
    db,
    businessId,
    rows.flatMap((row) => (row.rectifiesId ? [row.rectifiesId] : [])),
  );
  const corrections = await correctionsOf(db, businessId, originals);
  const cancelled = new Set(details.cancellations.map((c) => c.invoiceId));
  return rows.map((row): BookEntry => {
    const correction = row.rectifiesId ? corrections.get(row.rectifiesId) : undefined;
    return {
      row,
      cancelled: cancelled.has(row.id),
      original: correction?.original ?? null,
      replaced: correction && row.rectifyMethod === 'S' ? replacedBy(correction, row) : null,
    };
  });
}

const bookEntries = (db: Db, businessId: string, period: InvoicePeriodQuery) => {
  const { from, to } = periodRange(period);
  return entriesBetween(db, businessId, from, to);
};

/**
 * What an invoice adds to the period's taxes: nothing when cancelled; a rectificativa by
 * substitution the difference from what it replaces; otherwise its own amounts. The book and
 * every figure use it, so they add up to the same cent.
 */
function effect({ row, cancelled, replaced }: BookEntry) {
  if (cancelled) return { baseCents: 0, taxCents: 0, irpfCents: 0 };
  if (replaced) {
    return {
      baseCents: row.baseCents - replaced.baseCents,
      taxCents: row.taxCents - replaced.taxCents,
      irpfCents: row.irpfCents - replaced.irpfCents,
    };
  }
  return { baseCents: row.baseCents, taxCents: row.taxCents, irpfCents: row.irpfCents };
}

/**
 * A cell of the book: text, a number (the year), an amount in cents, a rate in percent, or a day
 * (yyyy-mm-dd): the CSV writes it dd/mm/yyyy, the XLSX as a real date (issue 45).
 */
/** Why a row's amounts are what they are, for the gestor (the book's "Referencia Externa"). */
function reference({ row, cancelled, original }: BookEntry) {
  if (cancelled) return 'Anulada: importes a cero';
  if (!original) return '';
  return row.rectifyMethod === 'S'
    ? `Rectifica ${original.number} por sustitución: importes como diferencia`
    : `Rectifica ${original.number} por diferencias`;
}

/** One invoice as its row of the book, in AEAT_BOOK_COLUMNS order. */
function bookRow(entry: BookEntry): SheetCell[] {
  const { row } = entry;
  const e = effect(entry);
  const exempt = row.taxRate === 0;
  return [
    Number(row.issuedOn.slice(0, 4)),
    quarterOf(row.issuedOn),
    // The activity's code, type and IAE epígrafe are the gestor's to fill (decision 0129).
    '',
    '',
    '',
    row.type,
    'I01',
    { cents: e.baseCents },
    { day: row.issuedOn },
    row.operationOn ? { day: row.operationOn } : '',
    row.series,
    row.number.slice(row.series.length + 1),
    '',
    '',
    '',
    row.recipientTaxId ?? '',
    row.recipientName ?? '',
    '01',
    exempt ? '' : 'S1',
    exempt ? (row.regime === 'repep' ? 'E6' : 'E1') : '',
    { cents: e.baseCents + e.taxCents },
    { cents: e.baseCents },
    { rate: row.taxRate },
    { cents: e.taxCents },
    '',
    '',
    '',
    '',
    '',
    '',
    { rate: row.irpfRate },
    { cents: e.irpfCents },
    '',
    '',
    '',
    reference(entry),
  ];
}

/** The name the AEAT gives the book's file (before a fiscal profile, a plain one). */
async function bookFileName(
  db: Db,
  businessId: string,
  period: InvoicePeriodQuery,
  extension: 'csv' | 'xlsx',
) {
  const profile = await repository.selectProfile(db, businessId);
  return profile
    ? aeatBookFileName(profile, period, extension)
    : `facturas-expedidas-${periodRange(period).label}.${extension}`;
}

/**
 * The book as the AEAT's CSV: `;`, its two header rows, decimal commas, BOM, no formulas. Read
 * from `reads` (the replica when there is one, decision 0155); the event is written to `db`.
 */
export async function bookCsv(
  db: Db,
  businessId: string,
  period: InvoicePeriodQuery,
  now: Date,
  reads: Db = db,
) {
  const entries = await bookEntries(reads, businessId, period);
  await repository.insertEvent(db, businessId, 'book_exported', now, { format: 'csv', ...period });
  return {
    filename: await bookFileName(reads, businessId, period, 'csv'),
    body: renderCsv(entries),
  };
}

function renderCsv(entries: BookEntry[]) {
  return csvFile([
    [...AEAT_BOOK_GROUPS],
    [...AEAT_BOOK_COLUMNS],
    ...entries.map((entry) => bookRow(entry)),
  ]);
}

/** The book as the AEAT's XLSX: sheet EXPEDIDAS_INGRESOS, amounts as numbers of two decimals. */
export async function bookXlsx(
  db: Db,
  businessId: string,
  period: InvoicePeriodQuery,
  now: Date,
  reads: Db = db,
) {
  const entries = await bookEntries(reads, businessId, period);
  await repository.insertEvent(db, businessId, 'book_exported', now, { format: 'xlsx', ...period });
  return {
    filename: await bookFileName(reads, businessId, period, 'xlsx'),
    body: await renderXlsx(entries),
  };
}

function renderXlsx(entries: BookEntry[]) {
  return xlsxFile({
    name: AEAT_BOOK_SHEET,
    headers: [[...AEAT_BOOK_GROUPS], [...AEAT_BOOK_COLUMNS]],
    rows: entries.map((entry) => bookRow(entry)),
    moneyFormat: '0.00',
    columnWidth: 16,
  });
}

/** Both files of a period's book at once (the gestor's ZIP), without logging two exports. */
export async function bookFiles(db: Db, businessId: string, period: InvoicePeriodQuery) {
  const entries = await bookEntries(db, businessId, period);
  return { csv: renderCsv(entries), xlsx: await renderXlsx(entries) };
}

const rangeOf = (entries: BookEntry[]) =>
  entries.length === 0
    ? 'ninguna factura'
    : entries.length === 1
      ? `la factura ${entries[0]!.row.number}`
      : `${entries.length} facturas, de ${entries[0]!.row.number} a ${entries.at(-1)!.row.number}`;

const RULE = 'anuladas a cero y rectificativas por sustitución por su diferencia';

/** Modelo 303's boxes of the rates it lists (4, 10 and 21 %): base and cuota. */
const BOXES_303: Record<number, [string, string]> = {
  4: ['01', '03'],
  10: ['04', '06'],
  21: ['07', '09'],
};

/**
 * Modelo 420's "IGIC devengado" has six rows of base (01), rate (02) and cuota (03), then 04–06 and
 * so on to 16–18, with the rate written in by the taxpayer: the quarter's rates fill them in order,
 * lowest first, as the Agencia Tributaria Canaria's form lists them.
 */
function boxes420(index: number): [string, string] | undefined {
  if (index > 5) return undefined;
  const box = (n: number) => String(n).padStart(2, '0');
  return [box(1 + 3 * index), box(3 + 3 * index)];
}

/** The box of the total cuota devengada: 303's 27, 420's 25. */
const TOTAL_BOX = { '303': '27', '420': '25' } as const;

/** Modelo 303 (IVA) or 420 (IGIC, Canarias) and 130 (IRPF): base and cuota per rate, and more. */
export async function taxSummary(
  db: Db,
  businessId: string,
  period: InvoicePeriodQuery,
): Promise<TaxSummary> {
  const entries = await bookEntries(db, businessId, period);
  const profile = await repository.selectProfile(db, businessId);
  const tax = profile ? TAX_REGIME_TAX[profile.regime] : 'IVA';
  const model = tax === 'IGIC' ? '420' : '303';
  const byRate = new Map<number, { baseCents: number; taxCents: number; entries: BookEntry[] }>();
  const exempt: BookEntry[] = [];
  let exemptBaseCents = 0;
  let irpfCents = 0;
  for (const entry of entries) {
    if (entry.cancelled) continue;
    const e = effect(entry);
    irpfCents += e.irpfCents;
    if (entry.row.taxRate === 0) {
      exemptBaseCents += e.baseCents;
      exempt.push(entry);
      continue;
    }
    const acc = byRate.get(entry.row.taxRate) ?? { baseCents: 0, taxCents: 0, entries: [] };
    acc.baseCents += e.baseCents;
    acc.taxCents += e.taxCents;
    acc.entries.push(entry);
    byRate.set(entry.row.taxRate, acc);
  }
  const rates = [...byRate.entries()].sort(([a], [b]) => b - a);
  const rows = rates.map(([taxRate, acc]) => ({
    taxRate,
    baseCents: acc.baseCents,
    taxCents: acc.taxCents,
    invoices: acc.entries.length,
  }));
  const taxCents = rows.reduce((s, r) => s + r.taxCents, 0);
  const periodName = period.quarter
    ? `del ${period.quarter}.º trimestre de ${period.year}`
    : `de ${period.year}`;
  const figures: TaxFigure[] = [];
  const ascending = rates.map(([taxRate]) => taxRate).sort((a, b) => a - b);
  for (const [taxRate, acc] of rates) {
    const boxes = model === '303' ? BOXES_303[taxRate] : boxes420(ascending.indexOf(taxRate));
    const source = `Suma de ${rangeOf(acc.entries)} al ${taxRate} % ${periodName}; ${RULE}`;
    figures.push(
      {
        model,
        box: boxes?.[0] ?? null,
        label: `Base imponible al ${taxRate} %`,
        cents: acc.baseCents,
        source,
      },
      {
        model,
        box: boxes?.[1] ?? null,
        label: `Cuota al ${taxRate} %`,
        cents: acc.taxCents,
        source,
      },
    );
  }
  if (exempt.length) {
    figures.push({
      model,
      box: null,
      label: 'Operaciones exentas (base)',
      cents: exemptBaseCents,
      source: `Suma de ${rangeOf(exempt)} sin ${tax} ${periodName}; ${RULE}`,
    });
  }
  figures.push({
    model,
    box: TOTAL_BOX[model],
    label: 'Total cuota devengada',
    cents: taxCents,
    source: `Suma de las cuotas de arriba: ${rangeOf(entries.filter((e) => !e.cancelled && e.row.taxRate > 0))}`,
  });
  figures.push(...(await model130(db, businessId, period)));
  return {
    model,
    year: period.year,
    quarter: period.quarter ?? null,
    rows,
    exemptBaseCents,
    baseCents: rows.reduce((s, r) => s + r.baseCents, 0) + exemptBaseCents,
    taxCents,
    irpfCents,
    figures,
  };
}

/**
 * Modelo 130 counts from 1 January to the end of the quarter. The product knows the income (the
 * bases it invoiced) and the IRPF its clients withheld; it keeps no expenses, so box 02 is zero
 * and says so, and box 05 (what earlier quarters paid) is the gestor's.
 */
async function model130(
  db: Db,
  businessId: string,
  period: InvoicePeriodQuery,
): Promise<TaxFigure[]> {
  const { to } = periodRange(period);
  const entries = (await entriesBetween(db, businessId, `${period.year}-01-01`, to)).filter(
    (entry) => !entry.cancelled,
  );
  const income = entries.reduce((s, entry) => s + effect(entry).baseCents, 0);
  const withheld = entries.reduce((s, entry) => s + effect(entry).irpfCents, 0);
  const net = income;
  const since = `del 1 de enero al ${esDate(to)}`;
  return [
    {
      model: '130',
      box: '01',
      label: 'Ingresos computables',
      cents: income,
      source: `Bases imponibles de ${rangeOf(entries)} ${since}, sin IVA ni IGIC; ${RULE}`,
    },
    {
      model: '130',
      box: '02',
      label: 'Gastos fiscalmente deducibles',
      cents: 0,
      source: 'Adiestra no registra gastos: tu gestor suma los de tus facturas recibidas',
    },
    {
      model: '130',
      box: '03',
      label: 'Rendimiento neto',
      cents: net,
      source: 'Casilla 01 menos casilla 02',
    },
    {
      model: '130',
      box: '04',
      label: '20 % del rendimiento neto',
      cents: net > 0 ? percentOf(net, 20) : 0,
      source:
        'El 20 % de la casilla 03 si es positiva; réstale lo pagado en trimestres anteriores (casilla 05)',
    },
    {
      model: '130',
      box: '06',
      label: 'Retenciones e ingresos a cuenta',
      cents: withheld,
      source: `IRPF retenido por tus clientes en ${rangeOf(entries.filter((e) => e.row.irpfRate > 0))} ${since}`,
    },
  ];
}
