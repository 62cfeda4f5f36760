import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { IMPORT_MAX_ROWS } from '@adiestra/shared';
import { AppError, invalid } from '../../lib/app-error.ts';

/** A spreadsheet's first sheet as text: its header row and its data rows (blank rows dropped). */
export interface Sheet {
  headers: string[];
  rows: string[][];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (buffer: Buffer, magic: number[]) => magic.every((b, i) => buffer[i] === b);

const noRows = () => invalid('file', 'El archivo no tiene filas de datos');
const tooManyRows = () =>
  invalid(
    'file',
    `El archivo tiene más de ${IMPORT_MAX_ROWS.toLocaleString('es-ES')} filas: divídelo en varios`,
  );
/** PostgreSQL text cannot hold U+0000: a cell never carries it. */
const clean = (text: string) => text.replaceAll(String.fromCharCode(0), '').trim();

/** Reads an uploaded CSV or .xlsx by its content (not its name). */
export async function readSpreadsheet(buffer: Buffer): Promise<Sheet> {
  if (buffer.length === 0) throw invalid('file', 'El archivo está vacío');
  if (startsWith(buffer, OLE_MAGIC))
    throw invalid('file', 'Los archivos .xls antiguos no se admiten: guárdalo como .xlsx o CSV');
  const sheet = startsWith(buffer, ZIP_MAGIC) ? await readXlsx(buffer) : readCsv(buffer);
  if (sheet.headers.length === 0 || sheet.rows.length === 0) throw noRows();
  return sheet;
}

/**
 * Text in UTF-8 (with or without a BOM; Papa Parse drops it) or, when the bytes are not UTF-8,
 * Windows-1252 — what Excel in Spanish writes for "CSV (delimitado por comas)". The separator
 * (`,` `;` tab) is guessed by Papa Parse.
 */
function readCsv(buffer: Buffer): Sheet {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    text = new TextDecoder('windows-1252').decode(buffer);
  }
  const sheet: Sheet = { headers: [], rows: [] };
  const state = { header: true, tooMany: false };
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [';', ',', '\t', '|'],
    step: (result, parser) => {
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

/** The first worksheet, read as a stream (rows are not kept as a workbook in memory). */
async function readXlsx(buffer: Buffer): Promise<Sheet> {
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
        const cells = Array.from({ length: Math.max(values.length - 1, 0) }, (_, i) =>
          clean(cellText(values[i + 1])),
        );
        if (cells.every((cell) => cell === '')) continue;
        if (headers.length === 0) headers = cells;
        else if (rows.length >= IMPORT_MAX_ROWS) throw tooManyRows();
        else rows.push(cells);
      }
      break; // the first sheet only
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid('file', 'No se pudo leer el archivo Excel: ¿está dañado?');
  }
  return { headers, rows };
}
