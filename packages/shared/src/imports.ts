import { z } from './z.ts';
import { ClientInputSchema } from './clients.ts';
import { DogFieldsSchema } from './dogs.ts';

/**
 * Issue 20: importing clients with their dogs from a spreadsheet. One row is a client and, when
 * its dog columns are filled, one dog; a second row with the same e-mail or phone is a duplicate
 * the trainer skips or merges (its dog then joins the first row's client). Rows are checked with
 * the very schemas of the client and dog forms.
 */

/** The columns an import understands, in the template's order, with the template's headers. */
export const IMPORT_FIELDS = [
  { key: 'name', label: 'Nombre', part: 'client' },
  { key: 'lastName', label: 'Apellidos', part: 'client' },
  { key: 'email', label: 'Email', part: 'client' },
  { key: 'phone', label: 'Teléfono', part: 'client' },
  { key: 'address', label: 'Dirección', part: 'client' },
  { key: 'emergencyContact', label: 'Contacto de emergencia', part: 'client' },
  { key: 'emergencyPhone', label: 'Teléfono de emergencia', part: 'client' },
  { key: 'notes', label: 'Notas del cliente', part: 'client' },
  { key: 'dogName', label: 'Nombre del perro', part: 'dog' },
  { key: 'breed', label: 'Raza', part: 'dog' },
  { key: 'age', label: 'Edad (años)', part: 'dog' },
  { key: 'birthDate', label: 'Fecha de nacimiento del perro', part: 'dog' },
  { key: 'weight', label: 'Peso (kg)', part: 'dog' },
  { key: 'height', label: 'Altura (cm)', part: 'dog' },
  { key: 'dogNotes', label: 'Notas del perro', part: 'dog' },
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number]['key'];
export const IMPORT_FIELD_KEYS = IMPORT_FIELDS.map((f) => f.key) as [ImportField, ...ImportField[]];
export const importFieldLabel = (key: ImportField) =>
  IMPORT_FIELDS.find((f) => f.key === key)!.label;

/** Limits of one import: the upload and the rows it may hold (DESIGN's memory budget). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
/** Issue 28: what decompression could multiply is capped too (columns, one cell's text). */
export const IMPORT_MAX_COLUMNS = 100;
export const IMPORT_MAX_CELL_CHARS = 10_000;
/** How much an .xlsx may inflate to, all its parts together (issue 28). */
export const IMPORT_MAX_XLSX_INFLATED_MB = 64;

/** Why an uploaded file is refused (400 on `file`). */
export const IMPORT_FILE_MESSAGES = {
  damagedXlsx: 'No se pudo leer el archivo Excel: ¿está dañado?',
  tooManyRows: `El archivo tiene más de ${IMPORT_MAX_ROWS.toLocaleString('es-ES')} filas: divídelo en varios`,
  tooManyColumns: `El archivo tiene más de ${IMPORT_MAX_COLUMNS} columnas: deja solo las de los clientes y sus perros`,
  cellTooLong: `Una celda tiene más de ${IMPORT_MAX_CELL_CHARS.toLocaleString('es-ES')} caracteres: acórtala`,
  xlsxTooBig: `El archivo Excel descomprimido ocupa más de ${IMPORT_MAX_XLSX_INFLATED_MB} MB: guárdalo como CSV o divídelo en varios`,
  tooManyTexts:
    'El archivo Excel tiene demasiados textos distintos: guárdalo como CSV o divídelo en varios',
} as const;

/** Headers as compared: lower case, no accents, letters and digits only. */
export const headerKey = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Spanish and English headers (as `headerKey` folds them) each field is guessed from. */
const HEADER_ALIASES: Record<ImportField, string[]> = {
  name: [
    'nombre',
    'nombrecompleto',
    'cliente',
    'nombredelcliente',
    'propietario',
    'dueno',
    'titular',
    'name',
    'fullname',
    'clientname',
    'client',
    'owner',
    'ownername',
    'firstname',
    'givenname',
  ],
  lastName: ['apellidos', 'apellido', 'lastname', 'surname', 'familyname'],
  // Google Contacts ("E-mail 1 - Value") and Outlook ("E-mail Address") exports too.
  email: [
    'email',
    'correo',
    'correoelectronico',
    'mail',
    'emailaddress',
    'emaildelcliente',
    'email1value',
    'email1',
    'emailaddress1',
  ],
  phone: [
    'telefono',
    'movil',
    'tlf',
    'tel',
    'telefonomovil',
    'phone',
    'mobile',
    'phonenumber',
    'telephone',
    'celular',
    'phone1value',
    'mobilephone',
    'primaryphone',
    'homephone',
    'businessphone',
  ],
  address: ['direccion', 'domicilio', 'address', 'postaladdress'],
  emergencyContact: ['contactodeemergencia', 'contactoemergencia', 'emergencycontact'],
  emergencyPhone: [
    'telefonodeemergencia',
    'telefonoemergencia',
    'emergencyphone',
    'emergencycontactphone',
  ],
  notes: [
    'notas',
    'notasdelcliente',
    'observaciones',
    'comentarios',
    'notes',
    'clientnotes',
    'comments',
  ],
  dogName: [
    'nombredelperro',
    'perro',
    'nombreperro',
    'mascota',
    'nombremascota',
    'dog',
    'dogname',
    'pet',
    'petname',
  ],
  breed: ['raza', 'razadelperro', 'breed', 'dogbreed'],
  age: ['edad', 'edadanos', 'edaddelperro', 'age', 'ageyears', 'dogage'],
  birthDate: [
    'fechadenacimientodelperro',
    'fechadenacimiento',
    'fechanacimiento',
    'nacimiento',
    'birthdate',
    'dateofbirth',
    // Not "Birthday": in a contacts export it is the person's, not the dog's.
    'dob',
  ],
  weight: ['peso', 'pesokg', 'weight', 'weightkg'],
  height: ['altura', 'alturacm', 'height', 'heightcm'],
  dogNotes: ['notasdelperro', 'notasperro', 'observacionesdelperro', 'dognotes', 'petnotes'],
};

/** A column's field, or null when the column is ignored. One entry per column of the file. */
export type ImportMapping = (ImportField | null)[];

/** Guesses each column's field from its header; a field is taken by its first column only. */
export function guessMapping(headers: readonly string[]): ImportMapping {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const key = headerKey(header);
    const field = IMPORT_FIELD_KEYS.find((f) => !taken.has(f) && HEADER_ALIASES[f].includes(key));
    if (!field) return null;
    taken.add(field);
    return field;
  });
}

/** A mapping the trainer chose: each field at most once, a name, and an e-mail or a phone. */
export function mappingProblem(mapping: ImportMapping): string | null {
  const used = mapping.filter((f): f is ImportField => f !== null);
  const twice = used.find((f, i) => used.indexOf(f) !== i);
  if (twice) return `La columna «${importFieldLabel(twice)}» está asignada dos veces`;
  if (!used.includes('name')) return `Asigna una columna a «${importFieldLabel('name')}»`;
  // Issue 27.3: a client is reached by e-mail or by phone; one of the two columns is enough.
  if (!used.includes('email') && !used.includes('phone'))
    return `Asigna una columna a «${importFieldLabel('email')}» o a «${importFieldLabel('phone')}»`;
  return null;
}

export const ImportMappingSchema = z
  .array(z.enum(IMPORT_FIELD_KEYS).nullable(), {
    message: 'La asignación de columnas no es válida',
  })
  .max(200, 'El archivo tiene demasiadas columnas');

export const DUPLICATE_ACTIONS = ['skip', 'merge'] as const;
export type DuplicateAction = (typeof DUPLICATE_ACTIONS)[number];

/** The options sent beside the file (multipart field `options`, JSON). */
export const ImportOptionsSchema = z.object({
  /** Omitted on the first preview: the server guesses it from the headers. */
  mapping: ImportMappingSchema.optional(),
  duplicates: z
    .enum(DUPLICATE_ACTIONS, { message: 'Elige omitir o combinar los duplicados' })
    .default('skip'),
  /** Confirm only: rows with errors are left out. Without it a file with bad rows imports nothing. */
  skipInvalid: z.boolean({ message: 'skipInvalid debe ser verdadero o falso' }).default(false),
});
export type ImportOptions = z.input<typeof ImportOptionsSchema>;

/** The dog form's rules for what an import carries (not the owner, photo, state or health record). */
export const ImportDogSchema = DogFieldsSchema.pick({
  name: true,
  breed: true,
  age: true,
  weight: true,
  height: true,
  notes: true,
});

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const SPANISH_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;

/**
 * A birth date as a spreadsheet gives it: `YYYY-MM-DD` (an Excel date cell, read by the server),
 * `DD/MM/YYYY` (Spanish), or an Excel serial number. Null when it is none of these.
 */
export function parseImportDate(text: string): Date | null {
  const value = text.trim();
  let y: number, m: number, d: number;
  const iso = ISO_DATE.exec(value);
  const es = SPANISH_DATE.exec(value);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (es) {
    [d, m, y] = [Number(es[1]), Number(es[2]), Number(es[3])];
    if (es[3]!.length === 2) y += 2000;
  } else if (/^\d{4,5}(\.\d+)?$/.test(value)) {
    // Excel's serial day: 1 is 1900-01-01, with its 1900 leap-year bug (so day 0 is 1899-12-30).
    return new Date(Date.UTC(1899, 11, 30) + Math.floor(Number(value)) * DAY_MS);
  } else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? date
    : null;
}

/** Years from a birth date to `today`, with one decimal. */
export function ageFromBirthDate(birth: Date, today: Date) {
  return Math.round(((today.getTime() - birth.getTime()) / (365.25 * DAY_MS)) * 10) / 10;
}

export interface ImportRowProblem {
  field: ImportField;
  message: string;
}

type Values = Partial<Record<ImportField, string>>;
const DOG_FIELDS = IMPORT_FIELDS.filter((f) => f.part === 'dog').map((f) => f.key);
const DOG_FORM_FIELD: Record<string, ImportField> = { name: 'dogName', notes: 'dogNotes' };

/** Google Contacts joins a field's several values with " ::: ": the first one is taken. */
const firstValue = (text: string) => text.split(':::')[0]!.trim();

/** "(+34) 622-33-44-55" as a spreadsheet may write it → "+34 622 33 44 55" (the form's rule). */
const importPhone = (text: string) =>
  text.replace(/[()]/g, '').replace(/[-.]/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * One row checked with the forms' schemas: the client's body and, when any dog column is filled,
 * the dog's. `today` turns a birth date into the dog's age.
 */
export function parseImportRow(values: Values, today: Date) {
  const problems: ImportRowProblem[] = [];
  const problem = (field: ImportField, message: string) => {
    if (!problems.some((p) => p.field === field)) problems.push({ field, message });
  };
  const text = (key: ImportField) => values[key]?.trim() ?? '';
  const client = ClientInputSchema.safeParse({
    name: [text('name'), text('lastName')].filter(Boolean).join(' '),
    email: firstValue(text('email')),
    phone: importPhone(firstValue(text('phone'))),
    address: text('address'),
    emergencyContact: text('emergencyContact'),
    emergencyPhone: text('emergencyPhone'),
    notes: text('notes'),
  });
  if (!client.success)
    for (const issue of client.error.issues)
      problem((issue.path[0] as ImportField | undefined) ?? 'name', issue.message);

  let dog: z.output<typeof ImportDogSchema> | null = null;
  if (DOG_FIELDS.some((key) => text(key) !== '')) {
    let age: string | number = text('age');
    if (text('birthDate')) {
      const birth = parseImportDate(text('birthDate'));
      if (!birth || birth.getTime() > today.getTime())
        problem('birthDate', 'La fecha de nacimiento no es válida');
      else age = ageFromBirthDate(birth, today);
    }
    const parsed = ImportDogSchema.safeParse({
      name: text('dogName'),
      breed: text('breed'),
      age,
      weight: text('weight'),
      height: text('height'),
      notes: text('dogNotes'),
    });
    if (parsed.success) dog = parsed.data;
    else
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'name');
        problem(DOG_FORM_FIELD[key] ?? (key as ImportField), issue.message);
      }
  }
  if (problems.length > 0 || !client.success) return { ok: false as const, problems };
  return { ok: true as const, client: client.data, dog };
}

// ── What the preview and the confirm answer ──────────────────────────────────────────────

export const ImportRowErrorSchema = z.object({
  /** The row's number as the spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  problems: z.array(z.object({ field: z.enum(IMPORT_FIELD_KEYS), message: z.string() })),
});
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

export const ImportDuplicateSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** An existing client of the trainer, or an earlier row of the same file. */
  matches: z.enum(['client', 'row']),
  /** The existing client's name, or the earlier row's number. */
  matchLabel: z.string(),
  /**
   * Issue 27: how the row matched. A phone matches only when the names agree too; an e-mail
   * alone is enough.
   */
  matchedBy: z.enum(['email', 'phone']),
  /** The row's dog is already that client's (same name, case and accents aside): not added again. */
  dogExists: z.boolean(),
});
export type ImportDuplicate = z.infer<typeof ImportDuplicateSchema>;

export const ImportSampleRowSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  dogName: z.string().nullable(),
  breed: z.string().nullable(),
});

/**
 * Issue 27: a row with the phone of a client (or earlier row) under another name. It is not
 * merged: it becomes a new client, and the preview says so.
 */
export const ImportPhoneMismatchSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  phone: z.string(),
  /** The client's name, or the earlier row's number, whose phone it shares. */
  matchLabel: z.string(),
});
export type ImportPhoneMismatch = z.infer<typeof ImportPhoneMismatchSchema>;

/** How many rows of each list the preview carries (the counts are always complete). */
export const IMPORT_PREVIEW_LIST_LIMIT = 200;

export const ImportPreviewSchema = z.object({
  headers: z.array(z.string()),
  mapping: z.array(z.enum(IMPORT_FIELD_KEYS).nullable()),
  /** Set when the mapping lacks a required field: nothing was checked then. */
  mappingProblem: z.string().nullable(),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  invalidRows: z.number().int(),
  duplicateRows: z.number().int(),
  errors: z.array(ImportRowErrorSchema),
  duplicates: z.array(ImportDuplicateSchema),
  phoneMismatches: z.array(ImportPhoneMismatchSchema),
  sample: z.array(ImportSampleRowSchema),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const ImportResultSchema = z.object({
  clientsCreated: z.number().int(),
  clientsMerged: z.number().int(),
  dogsCreated: z.number().int(),
  /** Dogs of merged rows their client already had (a second import of one file adds nothing). */
  dogsExisting: z.number().int(),
  rowsSkipped: z.number().int(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

// ── Exports (issue 20) ───────────────────────────────────────────────────────────────────

export const EXPORT_STATUSES = ['pending', 'running', 'ready', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const ExportJobSchema = z.object({
  id: z.string(),
  status: z.enum(EXPORT_STATUSES),
  /** 0–100. */
  progress: z.number().int(),
  sizeBytes: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** After it the file is deleted. */
  expiresAt: z.string(),
});
export type ExportJob = z.infer<typeof ExportJobSchema>;
export const ExportJobListSchema = z.object({ exports: z.array(ExportJobSchema) });
