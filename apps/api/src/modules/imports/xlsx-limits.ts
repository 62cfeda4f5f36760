import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  IMPORT_FILE_MESSAGES,
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_XLSX_INFLATED_MB,
} from '@adiestra/shared';
import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { invalid } from '../../lib/app-error.ts';

/**
 * Issue 28: an .xlsx is a ZIP of XML, so a small upload can stand for gigabytes (a 408 KB file of
 * 20,000 rows each with one cell in column XFD made ExcelJS build 16,384 cells a row: 97 s and
 * 2.6 GB). Before ExcelJS sees a file, every dimension decompression can multiply is checked here,
 * without keeping what is inflated: the declared sizes in the central directory, then the real
 * inflated bytes of every entry (a ZIP may lie), the sheets' rows, columns (the `<dimension>`,
 * each cell's reference and the cells of each row), the shared strings' count and length, and the
 * length of every cell. The file is inflated in small slices with a turn of the event loop every
 * few, so other requests are served meanwhile and at most one slice's output is in memory.
 */
export const XLSX_LIMITS = {
  entries: 1_000,
  /** All entries together, inflated. A 20,000-row sheet of 20 columns is about 20 MB of XML. */
  uncompressedBytes: IMPORT_MAX_XLSX_INFLATED_MB * 1024 * 1024,
  /** Row elements: the data rows, the header and some blank or formatted ones. */
  rows: 2 * IMPORT_MAX_ROWS,
  columns: IMPORT_MAX_COLUMNS,
  sharedStrings: 500_000,
  sharedStringChars: 16 * 1024 * 1024,
  cellChars: IMPORT_MAX_CELL_CHARS,
  /** A tag longer than this is no spreadsheet's. */
  tagChars: 8_192,
};

const SLICE = 4 * 1024; // compressed bytes per push: at most ~4 MB inflated at once
const SLICES_PER_TURN = 64;

const MESSAGES = {
  damaged: IMPORT_FILE_MESSAGES.damagedXlsx,
  tooBig: IMPORT_FILE_MESSAGES.xlsxTooBig,
  rows: IMPORT_FILE_MESSAGES.tooManyRows,
  columns: IMPORT_FILE_MESSAGES.tooManyColumns,
  sharedStrings: IMPORT_FILE_MESSAGES.tooManyTexts,
  cell: IMPORT_FILE_MESSAGES.cellTooLong,
};
const refuse = (message: string) => invalid('file', message);

/** "XFD" → 16384; beyond the cap it stops counting (the answer is "too many" anyway). */
function columnNumber(letters: string): number {
  let n = 0;
  for (const letter of letters.toUpperCase()) {
    n = n * 26 + (letter.charCodeAt(0) - 64);
    if (n > XLSX_LIMITS.columns) return n;
  }
  return n;
}

const COLUMN_OF_REF = /^\$?([A-Za-z]{1,7})\$?\d*$/;
const checkColumnRef = (ref: string) => {
  const letters = COLUMN_OF_REF.exec(ref)?.[1];
  if (letters && columnNumber(letters) > XLSX_LIMITS.columns) throw refuse(MESSAGES.columns);
};
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(tag)?.[1];

/** Reads one XML entry as it inflates, keeping only an unfinished tag between slices. */
class XmlScanner {
  private decoder = new TextDecoder('utf-8');
  private tail = '';
  private cellChars = 0;
  private rows = 0;
  private cellsInRow = 0;
  private strings = 0;
  private stringChars = 0;

  constructor(private readonly kind: 'sheet' | 'strings') {}

  push(chunk: Uint8Array, final: boolean) {
    const text = this.tail + this.decoder.decode(chunk, { stream: !final });
    this.tail = '';
    let at = 0;
    while (at < text.length) {
      const open = text.indexOf('<', at);
      this.text((open === -1 ? text.length : open) - at);
      if (open === -1) return;
      const close = text.indexOf('>', open);
      if (close === -1) {
        this.tail = text.slice(open);
        if (this.tail.length > XLSX_LIMITS.tagChars) throw refuse(MESSAGES.damaged);
        return;
      }
      if (close - open > XLSX_LIMITS.tagChars) throw refuse(MESSAGES.damaged);
      this.tag(text.slice(open, close + 1));
      at = close + 1;
    }
  }

  private text(length: number) {
    this.cellChars += length;
    if (this.cellChars > XLSX_LIMITS.cellChars) throw refuse(MESSAGES.cell);
    if (this.kind === 'strings') {
      this.stringChars += length;
      if (this.stringChars > XLSX_LIMITS.sharedStringChars) throw refuse(MESSAGES.sharedStrings);
    }
  }

  private tag(tag: string) {
    // No document type: entity declarations are how XML multiplies itself.
    if (tag.startsWith('<!DOCTYPE') || tag.startsWith('<!ENTITY')) throw refuse(MESSAGES.damaged);
    const name = /^<\/?([A-Za-z_][\w.:-]*)/.exec(tag)?.[1]?.replace(/^\w+:/, '');
    if (!name || tag.startsWith('</')) return;
    if (this.kind === 'strings') {
      if (name === 'si') {
        this.cellChars = 0;
        if (++this.strings > XLSX_LIMITS.sharedStrings) throw refuse(MESSAGES.sharedStrings);
      }
      return;
    }
    if (name === 'dimension') {
      for (const ref of (attribute(tag, 'ref') ?? '').split(':')) checkColumnRef(ref);
    } else if (name === 'row') {
      this.cellsInRow = 0;
      if (++this.rows > XLSX_LIMITS.rows) throw refuse(MESSAGES.rows);
    } else if (name === 'c') {
      this.cellChars = 0;
      if (++this.cellsInRow > XLSX_LIMITS.columns) throw refuse(MESSAGES.columns);
      const ref = attribute(tag, 'r');
      if (ref) checkColumnRef(ref);
    }
  }
}

const kindOf = (name: string): 'sheet' | 'strings' | null => {
  if (/^xl\/worksheets\/[^/]+\.xml$/i.test(name)) return 'sheet';
  if (/^xl\/sharedStrings\.xml$/i.test(name)) return 'strings';
  return null;
};

/** The ZIP's own listing: how many entries and how large they say they are, nothing inflated. */
function checkDeclaredSizes(buffer: Buffer) {
  let entries = 0;
  let declared = 0;
  try {
    unzipSync(buffer, {
      filter: (file) => {
        entries += 1;
        declared += file.originalSize;
        return false;
      },
    });
  } catch {
    throw refuse(MESSAGES.damaged);
  }
  if (entries > XLSX_LIMITS.entries) throw refuse(MESSAGES.damaged);
  if (declared > XLSX_LIMITS.uncompressedBytes) throw refuse(MESSAGES.tooBig);
}

/** Throws a 400 with a Spanish message when the .xlsx in `buffer` is past any limit. */
export async function assertXlsxWithinLimits(buffer: Buffer): Promise<void> {
  checkDeclaredSizes(buffer);
  let inflated = 0;
  // What stopped the scan; a holder, as the callbacks below set it.
  const state: { failure: Error | null } = { failure: null };
  const unzip = new Unzip((file) => {
    const kind = kindOf(file.name);
    const scanner = kind ? new XmlScanner(kind) : null;
    file.ondata = (error, chunk, final) => {
      if (state.failure) return;
      try {
        if (error) throw refuse(MESSAGES.damaged);
        inflated += chunk.length;
        if (inflated > XLSX_LIMITS.uncompressedBytes) throw refuse(MESSAGES.tooBig);
        scanner?.push(chunk, final);
      } catch (caught) {
        state.failure = caught instanceof Error ? caught : refuse(MESSAGES.damaged);
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0, slices = 0; at < buffer.length && !state.failure; at += SLICE) {
      unzip.push(buffer.subarray(at, at + SLICE), at + SLICE >= buffer.length);
      if (++slices % SLICES_PER_TURN === 0) await nextTurn();
    }
  } catch {
    state.failure ??= refuse(MESSAGES.damaged);
  }
  if (state.failure) throw state.failure;
}
