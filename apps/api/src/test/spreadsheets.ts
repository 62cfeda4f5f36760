import { strToU8, zipSync } from 'fflate';

/**
 * Spreadsheets built by hand, byte by byte, for the import's hostile-file tests and the import's
 * memory benchmark: a minimal .xlsx (one sheet, any extra parts) and a ZIP that lies about a part's
 * size.
 */
const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
export const sheet = (rows: string, dimension = 'A1:C2') =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="${dimension}"/><sheetData>${rows}</sheetData></worksheet>`;
export const cell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
export const GOOD_ROWS =
  `<row r="1">${cell('A1', 'Nombre')}${cell('B1', 'Email')}${cell('C1', 'Teléfono')}</row>` +
  `<row r="2">${cell('A2', 'Ana Ruiz')}${cell('B2', 'ana.hostil@example.com')}${cell('C2', '600111222')}</row>`;

/** A minimal .xlsx written with fflate, with any extra parts. */
export const xlsx = (sheetXml: string, extra: Record<string, Uint8Array> = {}) =>
  Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(ROOT_RELS),
      'xl/workbook.xml': strToU8(WORKBOOK),
      'xl/_rels/workbook.xml.rels': strToU8(WORKBOOK_RELS),
      'xl/worksheets/sheet1.xml': strToU8(sheetXml),
      ...extra,
    }),
  );

/** Overwrites the uncompressed size `name` declares, in its local header and the directory. */
export function declareSize(zip: Buffer, name: string, size: number) {
  for (const [signature, nameAt, sizeAt] of [
    [0x04034b50, 30, 22],
    [0x02014b50, 46, 24],
  ] as const) {
    for (let at = zip.indexOf(Buffer.from([0x50, 0x4b])); at >= 0;) {
      if (
        zip.readUInt32LE(at) === signature &&
        zip.toString('latin1', at + nameAt, at + nameAt + name.length) === name
      )
        zip.writeUInt32LE(size, at + sizeAt);
      at = zip.indexOf(Buffer.from([0x50, 0x4b]), at + 1);
    }
  }
  return zip;
}
