import {
  IMPORT_FIELDS,
  IMPORT_PREVIEW_LIST_LIMIT,
  parseImportDate,
  type DuplicateAction,
  type ImportMapping,
  type ImportPreview,
  type ImportResult,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../lib/app-error.ts';
import { clientValues, insertClients, selectContactKeys } from '../clients/index.ts';
import { recordAudit } from '../audit/index.ts';
import { insertDogs, selectDogNames } from '../dogs/index.ts';
import { planImport, type ImportPlan } from './import-plan.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';

export interface ImportRequest {
  file: Buffer;
  mapping?: ImportMapping | undefined;
  duplicates: DuplicateAction;
  skipInvalid: boolean;
}

async function plan(db: Db, businessId: string, request: ImportRequest, today: Date) {
  const sheet = await readSpreadsheet(request.file);
  const [clients, dogs] = await Promise.all([
    selectContactKeys(db, businessId),
    selectDogNames(db, businessId),
  ]);
  return planImport(sheet, request.mapping, clients, dogs, today);
}

/** What the file would import under its mapping: nothing is written. */
export async function previewImport(
  db: Db,
  businessId: string,
  request: ImportRequest,
  today: Date,
): Promise<ImportPreview> {
  const result = await plan(db, businessId, request, today);
  const duplicateRows = result.duplicates.length;
  return {
    headers: result.headers,
    mapping: result.mapping,
    mappingProblem: result.mappingProblem,
    totalRows: result.totalRows,
    validRows: result.rows.length - duplicateRows,
    invalidRows: result.errors.length,
    duplicateRows,
    errors: result.errors.slice(0, IMPORT_PREVIEW_LIST_LIMIT),
    duplicates: result.duplicates.slice(0, IMPORT_PREVIEW_LIST_LIMIT),
    phoneMismatches: result.phoneMismatches.slice(0, IMPORT_PREVIEW_LIST_LIMIT),
    sample: result.rows
      .filter((r) => r.target.kind === 'new')
      .slice(0, 20)
      .map((r) => ({
        row: r.row,
        name: r.client.name,
        email: r.client.email,
        phone: r.client.phone,
        dogName: r.dog?.name ?? null,
        breed: r.dog?.breed ?? null,
      })),
  };
}

function refuseUnready(result: ImportPlan, skipInvalid: boolean) {
  if (result.mappingProblem) throw invalid('mapping', result.mappingProblem);
  if (result.errors.length > 0 && !skipInvalid) {
    const n = result.errors.length;
    throw invalid(
      'file',
      n === 1
        ? 'Hay 1 fila con errores: corrígela u omítela para importar'
        : `Hay ${n} filas con errores: corrígelas u omítelas para importar`,
    );
  }
  if (result.rows.length === 0) throw invalid('file', 'No hay ninguna fila que importar');
}

/**
 * Imports the file's good rows in one transaction (a failure imports nothing): new clients, then
 * the dogs of every row whose client is new, merged into an existing one, or an earlier row's.
 * Duplicates are skipped whole unless the trainer chose to merge them; a merged row's dog that its
 * client already has is not added again, and a merge never rewrites the client (issue 27).
 */
export async function confirmImport(
  db: Db,
  businessId: string,
  request: ImportRequest,
  today: Date,
): Promise<ImportResult> {
  const result = await plan(db, businessId, request, today);
  refuseUnready(result, request.skipInvalid);
  const merge = request.duplicates === 'merge';
  const created = result.rows.filter((r) => r.target.kind === 'new');
  const kept = merge ? result.rows : created;
  const withDog = kept.filter((r) => r.dog && !r.dogExists);
  const merged = new Set(withDog.flatMap((r) => (r.target.kind === 'client' ? [r.target.id] : [])));
  return db.transaction(async (tx) => {
    const ids = await insertClients(
      tx,
      businessId,
      created.map((r) => clientValues(r.client, today)),
    );
    const idByRow = new Map(created.map((r, i) => [r.row, ids[i]!]));
    const clientOf = (r: (typeof kept)[number]) =>
      r.target.kind === 'client'
        ? r.target.id
        : idByRow.get(r.target.kind === 'row' ? r.target.row : r.row)!;
    const dogs = withDog.flatMap((r) => (r.dog ? [{ ...r.dog, clientId: clientOf(r) }] : []));
    await insertDogs(tx, businessId, dogs);
    const counts = {
      clientsCreated: ids.length,
      clientsMerged: merged.size,
      dogsCreated: dogs.length,
      dogsExisting: kept.filter((r) => r.dog && r.dogExists).length,
      rowsSkipped: result.totalRows - kept.length,
    };
    await recordAudit(tx, {
      actorId: businessId,
      action: 'clients.imported',
      targetType: 'practice',
      targetId: businessId,
      details: counts,
      at: today,
    });
    return counts;
  });
}

const EXAMPLES = [
  [
    'Ana',
    'Martínez López',
    'ana.martinez@example.com',
    '612 345 678',
    'Calle Mayor 1, Madrid',
    '',
    '',
    'Prefiere las tardes',
    'Luna',
    'Border Collie',
    '',
    '14/03/2021',
    '18,5',
    '52',
    'Tira de la correa',
  ],
  [
    'Ana',
    'Martínez López',
    'ana.martinez@example.com',
    '612 345 678',
    '',
    '',
    '',
    '',
    'Toby',
    'Mestizo',
    '6',
    '',
    '',
    '',
    '',
  ],
  [
    'Jordi',
    'Puig',
    'jordi.puig@example.com',
    '+34 633 111 222',
    'Carrer de Sants 20, Barcelona',
    'Marta Puig',
    '633 999 888',
    '',
    'Nala',
    'Pastor Alemán',
    '',
    '',
    '30',
    '',
    '',
  ],
];

/** The template in Spanish: the headers the import guesses best and two example clients. */
export function templateCsv() {
  const quote = (v: string) => (/[";\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = [IMPORT_FIELDS.map((f) => f.label), ...EXAMPLES].map((cells) =>
    cells.map(quote).join(';'),
  );
  // A BOM, so Excel opens the accents right; `;`, the separator Excel uses in Spain.
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

export async function templateXlsx() {
  // Loaded when asked for, not at start: idle memory of every API process (decision 0024).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Clientes');
  sheet.columns = IMPORT_FIELDS.map((f) => ({ header: f.label, key: f.key, width: 22 }));
  sheet.getRow(1).font = { bold: true };
  for (const example of EXAMPLES) {
    const row = sheet.addRow(
      example.map((value, i) =>
        IMPORT_FIELDS[i]!.key === 'birthDate' && value ? parseImportDate(value) : value,
      ),
    );
    row.getCell('birthDate').numFmt = 'dd/mm/yyyy';
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
