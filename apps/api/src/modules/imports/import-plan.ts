import {
  guessMapping,
  mappingProblem,
  parseImportRow,
  type ClientInputParsed,
  type ImportDogSchema,
  type ImportDuplicate,
  type ImportField,
  type ImportMapping,
  type ImportPhoneMismatch,
  type ImportRowError,
} from '@adiestra/shared';
import type { z } from 'zod';
import { emailKey, personNameKey, phoneKey } from '../../lib/contact-match.ts';
import { foldText } from '../../lib/text-search.ts';
import type { Sheet } from './read-spreadsheet.ts';

/** Where a good row's client goes: a new client, an existing one, or an earlier row's. */
export type Target =
  { kind: 'new' } | { kind: 'client'; id: string } | { kind: 'row'; row: number };

export interface PlannedRow {
  row: number;
  client: ClientInputParsed;
  dog: z.output<typeof ImportDogSchema> | null;
  target: Target;
  /** The dog is already the matched client's, or an earlier row's of the same client. */
  dogExists: boolean;
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
  phoneMismatches: ImportPhoneMismatch[];
}

export interface ExistingClient {
  id: string;
  firstName: string;
  lastName: string;
  /** Empty when the client has no e-mail (nothing to match on). */
  emailKey: string;
  phoneKey: string;
  nameKey: string;
}

/** The trainer's dogs, by owner, as the import compares them. */
export interface ExistingDog {
  clientId: string;
  name: string;
}

/** A dog's name as compared under one client: case, accents and surrounding spaces aside. */
const dogKey = (owner: string, name: string) => `${owner}|${foldText(name.trim())}`;

interface Candidate {
  label: string;
  nameKey: string;
  target: Target;
}

/** Rows checked between two turns of the event loop, so other requests are served meanwhile. */
const ROWS_PER_TURN = 500;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Checks every row with the forms' rules and finds duplicates among the trainer's clients and
 * earlier rows (lib/contact-match.ts): the same e-mail, or the same phone in E.164 when the names
 * agree too (issue 27: a shared family phone is not the same person). A merged row's dog that its
 * client already has, by name, is not added again: importing one file twice changes nothing.
 * Only what the preview and the confirm need is kept: the parsed rows, not the raw cells twice.
 */
export async function planImport(
  sheet: Sheet,
  chosen: ImportMapping | undefined,
  existing: ExistingClient[],
  existingDogs: ExistingDog[],
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
    phoneMismatches: [],
  };
  if (plan.mappingProblem) return plan;

  // Existing clients first (the oldest keeps a shared key), then the file's earlier new rows.
  const byKey = new Map<string, Candidate>();
  // Every client behind a phone: a shared phone matches the one whose name agrees.
  const byPhoneKey = new Map<string, Candidate[]>();
  const remember = (key: string, candidate: Candidate) => {
    if (!byKey.has(key)) byKey.set(key, candidate);
    if (key.startsWith('p:')) byPhoneKey.set(key, [...(byPhoneKey.get(key) ?? []), candidate]);
  };
  for (const client of existing) {
    const candidate: Candidate = {
      label: `${client.firstName} ${client.lastName}`.trim(),
      nameKey: client.nameKey,
      target: { kind: 'client', id: client.id },
    };
    if (client.emailKey) remember(`e:${client.emailKey}`, candidate);
    if (client.phoneKey) remember(`p:${client.phoneKey}`, candidate);
  }
  // Dogs by owner: an existing client's id, or `row:N` for a client the file creates.
  const dogs = new Set(existingDogs.map((dog) => dogKey(dog.clientId, dog.name)));
  const ownerRef = (target: Target, row: number) =>
    target.kind === 'client' ? target.id : `row:${target.kind === 'row' ? target.row : row}`;

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
    const email = parsed.client.email ? emailKey(parsed.client.email) : '';
    const phone = parsed.client.phone ? phoneKey(parsed.client.phone) : null;
    const nameKey = personNameKey(parsed.client.name);
    const byEmail = email ? byKey.get(`e:${email}`) : undefined;
    const byPhone = phone ? byKey.get(`p:${phone}`) : undefined;
    const samePerson = phone
      ? byPhoneKey.get(`p:${phone}`)?.find((candidate) => candidate.nameKey === nameKey)
      : undefined;
    const match = byEmail ?? samePerson;
    const target: Target = match ? match.target : { kind: 'new' };
    if (!match) {
      const candidate: Candidate = {
        label: `Fila ${String(row)}`,
        nameKey,
        target: { kind: 'row', row },
      };
      if (email) remember(`e:${email}`, candidate);
      if (phone) remember(`p:${phone}`, candidate);
      if (byPhone)
        plan.phoneMismatches.push({
          row,
          name: parsed.client.name,
          phone: parsed.client.phone,
          matchLabel: byPhone.label,
        });
    }
    let dogExists = false;
    if (parsed.dog) {
      const key = dogKey(ownerRef(target, row), parsed.dog.name);
      dogExists = dogs.has(key);
      dogs.add(key);
    }
    if (match)
      plan.duplicates.push({
        row,
        name: parsed.client.name,
        email: parsed.client.email,
        phone: parsed.client.phone,
        matches: match.target.kind === 'client' ? 'client' : 'row',
        matchLabel: match.label,
        matchedBy: byEmail ? 'email' : 'phone',
        dogExists,
      });
    plan.rows.push({ row, client: parsed.client, dog: parsed.dog, target, dogExists });
  }
  return plan;
}
