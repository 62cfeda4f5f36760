import { stringify } from 'csv-stringify/sync';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Db } from '../../db/client.ts';
import { neutraliseCell } from '../../lib/spreadsheet-cell.ts';
import { EXPORT_SOURCES, type ClientScope } from '../../read-models/export-sources.ts';
import * as repository from './exports.repository.ts';
import { columnTitle, enumLabels, readableValue } from './readable-csv.ts';

const PHOTO_PAGE = 25;
const README = `Exportación de datos de Adiestra

csv/          las tablas para leer, una por archivo (UTF-8, separadas por comas): columnas en
              español, importes en euros, fechas y horas en la hora local del educador
datos.json    los mismos datos para otro programa, tabla por tabla (las claves son los nombres de
              los campos)
fotos/        las fotos de los perros, una por perro: fotos/<id del perro>.jpg
fotos_de_ejercicios/  (exportación completa) las fotos de los ejercicios: <id de la foto>.jpg
documentos/   lo que los propietarios subieron (cartillas, seguros): <id del documento>.jpg o .pdf

En datos.json las fechas y horas están en ISO 8601 (UTC) y los importes, en céntimos de euro.
`;

/** What the exportación de un cliente adds to LEEME.txt: it is meant to be handed over. */
const CLIENT_NOTE = `
Exportación de los datos de un cliente: no incluye las notas privadas del educador sobre las
sesiones, que son su material de trabajo.
`;

/** The trainer's own working notes, never part of what a client receives (issue 27). */
const PRIVATE_COLUMNS = ['privateNotes'];

/** A value in datos.json: dates in ISO 8601. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value;
}

export interface BuildOptions {
  db: Db;
  businessId: string;
  /** One client's (their scope) or, null, the whole practice. */
  scope: ClientScope | null;
  now: Date;
  /** Called with 0–99 as the tables and photos are read. */
  onProgress?: (percent: number) => Promise<void>;
}

/**
 * The ZIP of an export (fflate): `datos.json`, one CSV per table and the dogs' photos as files
 * (the full export adds the exercises' photos).
 * Every read is the trainer's own (export-sources.ts). Tables are read one after the other, and
 * photos a page at a time, so only the compressed output grows with the practice.
 */
export async function buildExportZip(options: BuildOptions): Promise<Buffer> {
  const { db, businessId, scope, now, onProgress } = options;
  const chunks: Uint8Array[] = [];
  const failures: Error[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) failures.push(error);
    else chunks.push(chunk);
  });
  const add = (name: string, data: Uint8Array, compress = true) => {
    const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    file.mtime = now;
    zip.add(file);
    file.push(data, true);
  };

  add('LEEME.txt', strToU8(scope ? README + CLIENT_NOTE : README));
  const trainer = await repository.selectTrainer(db, businessId);
  const sources = EXPORT_SOURCES.filter((source) => !scope || source.ofClients);
  const tables: Record<string, Record<string, unknown>[]> = {};
  const steps = sources.length + 1;
  for (const [index, source] of sources.entries()) {
    const read = await repository.selectSourceRows(db, source, businessId, scope);
    const kept = (key: string) => !scope || !PRIVATE_COLUMNS.includes(key);
    const raw = read.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => kept(k))));
    const rows = raw.map((row) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key, plain(value)])),
    );
    if (source.name === 'fotos')
      for (const row of rows) row.archivo = `fotos/${String(row.dogId)}.jpg`;
    if (source.name === 'documentos')
      for (const row of rows)
        row.archivo = `documentos/${String(row.id)}.${row.mime === 'application/pdf' ? 'pdf' : 'jpg'}`;
    if (source.name === 'fotos_de_ejercicios')
      for (const row of rows) row.archivo = `fotos_de_ejercicios/${String(row.id)}.jpg`;
    tables[source.name] = rows;
    const columns = Object.keys(rows[0] ?? {});
    const stored = repository.sourceColumns(source);
    const labels = (c: string) => {
      const values = stored[c]?.enumValues;
      return values ? enumLabels(values) : undefined;
    };
    const cells = rows.map((row, i) =>
      columns.map((c) =>
        neutraliseCell(
          readableValue(c, c === 'archivo' ? row[c] : raw[i]![c], trainer.timeZone, labels(c)),
        ),
      ),
    );
    add(
      `csv/${source.name}.csv`,
      strToU8(`\ufeff${stringify([columns.map(columnTitle), ...cells])}`),
    );
    await onProgress?.(Math.floor(((index + 1) / steps) * 90));
  }
  add(
    'datos.json',
    strToU8(
      JSON.stringify(
        {
          exportadoEl: now.toISOString(),
          alcance: scope ? 'cliente' : 'práctica completa',
          educador: trainer,
          tablas: tables,
        },
        null,
        2,
      ),
    ),
  );

  let afterId = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await repository.selectPhotoPage(
      db,
      businessId,
      scope?.clientIds ?? null,
      afterId,
      PHOTO_PAGE,
    );
    // JPEG is already compressed: stored as is.
    for (const photo of page) add(`fotos/${photo.dogId}.jpg`, photo.image, false);
    if (page.length < PHOTO_PAGE) break;
    afterId = page[page.length - 1]!.id;
  }
  afterId = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await repository.selectDocumentPage(
      db,
      businessId,
      scope?.clientIds ?? null,
      afterId,
      PHOTO_PAGE,
    );
    for (const doc of page)
      add(
        `documentos/${doc.id}.${doc.mime === 'application/pdf' ? 'pdf' : 'jpg'}`,
        doc.content,
        false,
      );
    if (page.length < PHOTO_PAGE) break;
    afterId = page[page.length - 1]!.id;
  }
  if (!scope) {
    afterId = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const page = await repository.selectExercisePhotoPage(db, businessId, afterId, PHOTO_PAGE);
      for (const photo of page) add(`fotos_de_ejercicios/${photo.id}.jpg`, photo.image, false);
      if (page.length < PHOTO_PAGE) break;
      afterId = page[page.length - 1]!.id;
    }
  }
  await onProgress?.(99);
  zip.end();
  if (failures[0]) throw failures[0];
  return Buffer.concat(chunks);
}
