import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import Papa from 'papaparse';
import {
  IMPORT_FILE_MESSAGES,
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
} from '@adiestra/shared';
import { AppError, invalid } from '../../lib/app-error.ts';
import { asBuffer, offThread } from '../../lib/work-pool.ts';
import { assertXlsxWithinLimits } from './xlsx-limits.ts';

/** A spreadsheet's first sheet as text: its header row and its data rows (blank rows dropped). */
export interface Sheet {
  headers: string[];
  rows: string[][];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (buffer: Buffer, magic: number[]) => magic.every((b, i) => buffer[i] === b);

const noRows = () => invalid('file', 'El archivo no tiene filas de datos');
const tooManyRows = () => invalid('file', IMPORT_FILE_MESSAGES.tooManyRows);
const tooManyColumns = () => invalid('file', IMPORT_FILE_MESSAGES.tooManyColumns);
const cellTooLong = () => invalid('file', IMPORT_FILE_MESSAGES.cellTooLong);
/** Issue 28: a row's cells within the caps (a CSV of commas alone would be millions of cells). */
function checkRow(cells: readonly unknown[]) {
  if (cells.length > IMPORT_MAX_COLUMNS) throw tooManyColumns();
  for (const cell of cells)
    if (typeof cell === 'string' && cell.length > IMPORT_MAX_CELL_CHARS) throw cellTooLong();
}

/** PostgreSQL text cannot hold U+0000: a cell never carries it. */
const clean = (text: string) => text.replaceAll(String.fromCharCode(0), '').trim();

/** Reads an uploaded CSV or .xlsx by its content (not its name): a worker's task. */
export async function readSpreadsheetNow(bytes: Uint8Array): Promise<Sheet> {
  const buffer = asBuffer(bytes);
  if (buffer.length === 0) throw invalid('file', 'El archivo está vacío');
  if (startsWith(buffer, OLE_MAGIC))
    throw invalid('file', 'Los archivos .xls antiguos no se admiten: guárdalo como .xlsx o CSV');
  const sheet = startsWith(buffer, ZIP_MAGIC) ? await readXlsx(buffer) : readCsv(buffer);
  if (sheet.headers.length === 0 || sheet.rows.length === 0) throw noRows();
  return sheet;
}

/**
 * Text in UTF-16 with its BOM (Excel's "Texto Unicode", tab-separated), UTF-8 (with or without a
 * BOM; Papa Parse drops it) or, when the bytes are not UTF-8, Windows-1252 — what Excel in
 * Spanish writes for "CSV (delimitado por comas)". The separator (`,` `;` tab) is guessed by
 * Papa Parse.
 */
function decodeText(buffer: Buffer): string {
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return new TextDecoder('utf-16le').decode(buffer);
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return new TextDecoder('utf-16be').decode(buffer);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

function readCsv(buffer: Buffer): Sheet {
  const text = decodeText(buffer);
  const sheet: Sheet = { headers: [], rows: [] };
  const state: { header: boolean; tooMany: boolean; refused: AppError | null } = {
    header: true,
    tooMany: false,
    refused: null,
  };
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [';', ',', '\t', '|'],
    step: (result, parser) => {
      try {
        checkRow(result.data);
      } catch (error) {
        state.refused = error as AppError;
        parser.abort();
        return;
      }
      const cells = result.data.map(clean);
      if (state.header) {
        sheet.headers = cells;
        state.header = false;
      } else if (sheet.rows.length < IMPORT_MAX_ROWS) sheet.rows.push(cells);
      else {
        state.tooMany = true;
        parser.abort();
      }
    },
  });
  if (state.refused) throw state.refused;
  if (state.tooMany) throw tooManyRows();
  return sheet;
}

/** A cell as text: dates (Excel date cells) as YYYY-MM-DD, formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return value.text;
    if ('result' in value) return cellText(value.result);
    return '';
  }
  return String(value);
}

/**
 * The first worksheet, read as a stream (rows are not kept as a workbook in memory), once the
 * file is known to stay within every limit (xlsx-limits.ts, issue 28).
 */
async function readXlsx(buffer: Buffer): Promise<Sheet> {
  await assertXlsxWithinLimits(buffer);
  // Loaded on the first import, not at start: idle memory of every API process (decision 0024).
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(buffer), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  let headers: string[] = [];
  const rows: string[][] = [];
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values = row.values as ExcelJS.CellValue[];
        if (values.length - 1 > IMPORT_MAX_COLUMNS) throw tooManyColumns();
        const cells = Array.from({ length: Math.max(values.length - 1, 0) }, (_, i) =>
          clean(cellText(values[i + 1])),
        );
        checkRow(cells);
        if (cells.every((cell) => cell === '')) continue;
        if (headers.length === 0) headers = cells;
        else if (rows.length >= IMPORT_MAX_ROWS) throw tooManyRows();
        else rows.push(cells);
      }
      break; // the first sheet only
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid('file', IMPORT_FILE_MESSAGES.damagedXlsx);
  }
  return { headers, rows };
}

/**
 * readSpreadsheetNow in a worker thread (src/work-tasks.ts): the limits of xlsx-limits.ts bound
 * the work before it starts, and parsing a large sheet never holds the server.
 */
export const readSpreadsheet = (buffer: Buffer) =>
  offThread<typeof readSpreadsheetNow>('readSpreadsheet', { timeoutMs: 60_000 }, buffer);
