import {
  guessMapping,
  mappingProblem,
  parseImportRow,
  type ClientInputParsed,
  type ImportDogSchema,
  type ImportDuplicate,
  type ImportField,
  type ImportMapping,
  type ImportRowError,
} from '@adiestra/shared';
import type { z } from 'zod';
import { emailKey, phoneKey } from '../../lib/contact-match.ts';
import type { Sheet } from './read-spreadsheet.ts';

/** Where a good row's client goes: a new client, an existing one, or an earlier row's. */
export type Target =
  { kind: 'new' } | { kind: 'client'; id: string } | { kind: 'row'; row: number };

export interface PlannedRow {
  row: number;
  client: ClientInputParsed;
  dog: z.output<typeof ImportDogSchema> | null;
  target: Target;
}

export interface ImportPlan {
  headers: string[];
  mapping: ImportMapping;
  mappingProblem: string | null;
  totalRows: number;
  /** Good rows, duplicates included (their target says so), in file order. */
  rows: PlannedRow[];
  errors: ImportRowError[];
  duplicates: ImportDuplicate[];
}

export interface ExistingClient {
  id: string;
  firstName: string;
  lastName: string;
  emailKey: string;
  phoneKey: string;
}

/** Rows checked between two turns of the event loop, so other requests are served meanwhile. */
const ROWS_PER_TURN = 500;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Checks every row with the forms' rules and finds duplicates (lib/contact-match.ts: the same
 * e-mail, or the same phone in E.164) among the trainer's clients and earlier rows.
 * Only what the preview and the confirm need is kept: the parsed rows, not the raw cells twice.
 */
export async function planImport(
  sheet: Sheet,
  chosen: ImportMapping | undefined,
  existing: ExistingClient[],
  today: Date,
): Promise<ImportPlan> {
  const mapping = chosen
    ? sheet.headers.map((_, i) => chosen[i] ?? null)
    : guessMapping(sheet.headers);
  const plan: ImportPlan = {
    headers: sheet.headers,
    mapping,
    mappingProblem: mappingProblem(mapping),
    totalRows: sheet.rows.length,
    rows: [],
    errors: [],
    duplicates: [],
  };
  if (plan.mappingProblem) return plan;

  const clientsByKey = new Map<string, ExistingClient>();
  for (const client of existing) {
    if (client.phoneKey) clientsByKey.set(`p:${client.phoneKey}`, client);
    clientsByKey.set(`e:${client.emailKey}`, client);
  }
  const rowsByKey = new Map<string, number>();

  for (let index = 0; index < sheet.rows.length; index++) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
    const cells = sheet.rows[index]!;
    const row = index + 2; // the header is row 1
    const values: Partial<Record<ImportField, string>> = {};
    mapping.forEach((field, column) => {
      if (field) values[field] = cells[column] ?? '';
    });
    const parsed = parseImportRow(values, today);
    if (!parsed.ok) {
      plan.errors.push({ row, problems: parsed.problems });
      continue;
    }
    const phone = phoneKey(parsed.client.phone);
    const keys = [`e:${emailKey(parsed.client.email)}`, ...(phone ? [`p:${phone}`] : [])];
    const client = keys.map((key) => clientsByKey.get(key)).find(Boolean);
    const earlier = keys.map((key) => rowsByKey.get(key)).find((n) => n !== undefined);
    let target: Target = { kind: 'new' };
    if (client) target = { kind: 'client', id: client.id };
    else if (earlier !== undefined) target = { kind: 'row', row: earlier };
    else for (const key of keys) rowsByKey.set(key, row);
    if (target.kind !== 'new')
      plan.duplicates.push({
        row,
        name: parsed.client.name,
        email: parsed.client.email,
        phone: parsed.client.phone,
        matches: target.kind,
        matchLabel: client
          ? `${client.firstName} ${client.lastName}`.trim()
          : `Fila ${String(earlier)}`,
      });
    plan.rows.push({ row, client: parsed.client, dog: parsed.dog, target });
  }
  return plan;
}
