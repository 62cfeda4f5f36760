import { aeatAmount } from '@adiestra/shared';
import { stringify } from 'csv-stringify/sync';
import { neutraliseCell } from './spreadsheet-cell.ts';

/**
 * The CSV and XLSX files the product writes for a person's spreadsheet (the gestor's book, the
 * commission report): typed cells, so each format writes them its way. In the CSV: `;`, CRLF, a
 * BOM (Excel in Spain opens it as UTF-8 in columns), amounts with a decimal comma and no
 * thousands separator, days as dd/mm/aaaa. In the XLSX: amounts and rates as numbers, days as
 * dates, each with its number format. Text cells never run as formulas (`neutraliseCell`).
 */
export type SheetCell = string | number | { cents: number } | { rate: number } | { day: string };

/** Cents with a decimal comma and no thousands separator ("-1234,50"). */
export const csvAmount = (cents: number) => aeatAmount(cents).replace('.', ',');

const esDate = (date: string) => date.split('-').reverse().join('/');

function csvCell(cell: SheetCell) {
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'string') return neutraliseCell(cell);
  if ('day' in cell) return esDate(cell.day);
  return 'cents' in cell ? csvAmount(cell.cents) : csvAmount(cell.rate * 100);
}

export function csvFile(rows: SheetCell[][]): string {
  const body = stringify(
    rows.map((cells) => cells.map(csvCell)),
    { delimiter: ';', record_delimiter: '\r\n' },
  );
  return `\uFEFF${body}`;
}

/** A day as the spreadsheet's date: midnight UTC, which ExcelJS writes as a whole serial day. */
const xlsxDay = (isoDate: string) => new Date(`${isoDate}T00:00:00.000Z`);

export interface XlsxSheet {
  name: string;
  /** Bold, frozen rows at the top. */
  headers: string[][];
  rows: SheetCell[][];
  /** The number format of amounts: the AEAT's plain "0.00", or a currency format. */
  moneyFormat: string;
  columnWidth: number;
}

export async function xlsxFile(sheet: XlsxSheet): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Adiestra';
  const added = workbook.addWorksheet(sheet.name);
  for (const header of sheet.headers) added.addRow(header).font = { bold: true };
  for (const cells of sheet.rows) {
    const row = added.addRow(
      cells.map((cell) => {
        if (typeof cell === 'number') return cell;
        if (typeof cell === 'string') return neutraliseCell(cell);
        if ('day' in cell) return xlsxDay(cell.day);
        return 'cents' in cell ? cell.cents / 100 : cell.rate;
      }),
    );
    cells.forEach((cell, i) => {
      if (typeof cell !== 'object') return;
      row.getCell(i + 1).numFmt =
        'day' in cell ? 'dd/mm/yyyy' : 'cents' in cell ? sheet.moneyFormat : '0.00';
    });
  }
  added.columns.forEach((column) => {
    column.width = sheet.columnWidth;
  });
  added.views = [{ state: 'frozen', ySplit: sheet.headers.length }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The Content-Disposition of a download named `name`. */
export const attachment = (name: string) => `attachment; filename="${name}"`;
