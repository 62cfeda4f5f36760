import {
  INVOICE_BOOK_COLUMNS,
  INVOICE_TYPE_LABELS,
  TAX_REGIME_TAX,
  formatCentsPlain,
  type InvoicePeriodQuery,
  type TaxSummary,
} from '@adiestra/shared';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client.ts';
import { neutraliseCell } from '../../lib/spreadsheet-cell.ts';
import * as repository from './invoices.repository.ts';
import type { InvoiceRow } from './invoices.repository.ts';

/**
 * For the gestor (issue 30.8): the libro registro de facturas expedidas of a quarter or a year,
 * and the totals that modelo 303 (IVA) or 420 (IGIC) asks for.
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

async function bookRows(db: Db, businessId: string, period: InvoicePeriodQuery) {
  const { from, to } = periodRange(period);
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
  const cancelled = new Set(details.cancellations.map((c) => c.invoiceId));
  return rows.map((row) => ({
    row,
    cancelled: cancelled.has(row.id),
    original: originals.find((o) => o.id === row.rectifiesId) ?? null,
  }));
}

/**
 * What an invoice adds to the period's taxes: nothing when cancelled; a rectificativa by
 * substitution the difference from what it replaces; otherwise its own amounts.
 */
function effect(entry: { row: InvoiceRow; cancelled: boolean; original: InvoiceRow | null }) {
  const { row, cancelled, original } = entry;
  if (cancelled) return { baseCents: 0, taxCents: 0, irpfCents: 0 };
  if (row.rectifyMethod === 'S' && original) {
    return {
      baseCents: row.baseCents - original.baseCents,
      taxCents: row.taxCents - original.taxCents,
      irpfCents: row.irpfCents - original.irpfCents,
    };
  }
  return { baseCents: row.baseCents, taxCents: row.taxCents, irpfCents: row.irpfCents };
}

/** The book as rows of cells, in INVOICE_BOOK_COLUMNS order. */
async function bookTable(db: Db, businessId: string, period: InvoicePeriodQuery) {
  const entries = await bookRows(db, businessId, period);
  return entries.map(({ row, cancelled, original }) => [
    row.issuedOn.slice(0, 4),
    quarterOf(row.issuedOn),
    esDate(row.issuedOn),
    esDate(row.operationOn ?? row.issuedOn),
    row.series,
    row.number,
    `${row.type} · ${INVOICE_TYPE_LABELS[row.type]}`,
    row.description,
    row.recipientTaxId ?? '',
    row.recipientName ?? '',
    '01',
    row.taxRate === 0 ? (row.regime === 'repep' ? 'E6' : 'E1') : 'S1',
    formatCentsPlain(row.baseCents),
    String(row.taxRate),
    formatCentsPlain(row.taxCents),
    String(row.irpfRate),
    formatCentsPlain(row.irpfCents),
    formatCentsPlain(row.totalCents),
    original
      ? `${original.number} (${row.rectifyMethod === 'S' ? 'sustitución' : 'diferencias'})`
      : '',
    cancelled ? 'Sí' : 'No',
  ]);
}

/** The book as a CSV a Spanish spreadsheet opens: `;`, decimal commas, BOM, no formulas. */
export async function bookCsv(db: Db, businessId: string, period: InvoicePeriodQuery, now: Date) {
  const rows = await bookTable(db, businessId, period);
  await repository.insertEvent(db, businessId, 'book_exported', now, { format: 'csv', ...period });
  const body = stringify(
    rows.map((cells) => cells.map(neutraliseCell)),
    {
      header: true,
      columns: [...INVOICE_BOOK_COLUMNS],
      delimiter: ';',
      record_delimiter: '\r\n',
    },
  );
  return `\uFEFF${body}`;
}

/** The book as an XLSX workbook: amounts as numbers with two decimals. */
export async function bookXlsx(db: Db, businessId: string, period: InvoicePeriodQuery, now: Date) {
  const entries = await bookRows(db, businessId, period);
  const table = await bookTable(db, businessId, period);
  await repository.insertEvent(db, businessId, 'book_exported', now, { format: 'xlsx', ...period });
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Adiestra';
  const sheet = workbook.addWorksheet('Facturas expedidas');
  sheet.addRow([...INVOICE_BOOK_COLUMNS]).font = { bold: true };
  const money = new Set([12, 14, 16, 17]);
  table.forEach((cells, i) => {
    const { row } = entries[i]!;
    const amounts = [row.baseCents, row.taxCents, row.irpfCents, row.totalCents];
    const values = cells.map((cell, column) => {
      if (money.has(column)) return amounts[[12, 14, 16, 17].indexOf(column)]! / 100;
      if (column === 13 || column === 15) return Number(cell);
      return neutraliseCell(cell);
    });
    const added = sheet.addRow(values);
    for (const column of money) added.getCell(column + 1).numFmt = '#,##0.00';
  });
  sheet.columns.forEach((column) => {
    column.width = 16;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Modelo 303 (IVA) or 420 (IGIC, Canarias): base and cuota per rate, exempt base, IRPF. */
export async function taxSummary(
  db: Db,
  businessId: string,
  period: InvoicePeriodQuery,
): Promise<TaxSummary> {
  const entries = await bookRows(db, businessId, period);
  const profile = await repository.selectProfile(db, businessId);
  const tax = profile ? TAX_REGIME_TAX[profile.regime] : 'IVA';
  const byRate = new Map<number, { baseCents: number; taxCents: number; invoices: number }>();
  let exemptBaseCents = 0;
  let irpfCents = 0;
  for (const entry of entries) {
    if (entry.cancelled) continue;
    const e = effect(entry);
    irpfCents += e.irpfCents;
    if (entry.row.taxRate === 0) {
      exemptBaseCents += e.baseCents;
      continue;
    }
    const acc = byRate.get(entry.row.taxRate) ?? { baseCents: 0, taxCents: 0, invoices: 0 };
    acc.baseCents += e.baseCents;
    acc.taxCents += e.taxCents;
    acc.invoices += 1;
    byRate.set(entry.row.taxRate, acc);
  }
  const rows = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([taxRate, acc]) => ({ taxRate, ...acc }));
  return {
    model: tax === 'IGIC' ? '420' : '303',
    year: period.year,
    quarter: period.quarter ?? null,
    rows,
    exemptBaseCents,
    baseCents: rows.reduce((s, r) => s + r.baseCents, 0) + exemptBaseCents,
    taxCents: rows.reduce((s, r) => s + r.taxCents, 0),
    irpfCents,
  };
}
