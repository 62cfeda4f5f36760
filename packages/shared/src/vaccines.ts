import { z } from './z.ts';
import { addMonths } from './time-zone.ts';
import { isRealDate } from './calendar-date.ts';
import { optionalText } from './fields.ts';

/** Issue 31.2: the vaccines a dog's record keeps, stored as these values and CHECKed. */
export const VACCINE_KINDS = ['rabies', 'polyvalent', 'kennel_cough', 'other'] as const;
export type VaccineKind = (typeof VACCINE_KINDS)[number];
export const VACCINE_LABELS: Record<VaccineKind, string> = {
  rabies: 'Rabia',
  polyvalent: 'Polivalente (moquillo, parvovirus, hepatitis, leptospirosis)',
  kennel_cough: 'Tos de las perreras',
  other: 'Otra',
};
/** "la vacuna de la rabia": how a sentence names each kind. */
export const VACCINE_NAMES: Record<VaccineKind, string> = {
  rabies: 'la vacuna de la rabia',
  polyvalent: 'la vacuna polivalente',
  kennel_cough: 'la vacuna de la tos de las perreras',
  other: 'otra vacuna',
};

/** Spain's comunidades and ciudades autónomas: the trainer's, in Ajustes. */
export const REGIONS = [
  'andalucia',
  'aragon',
  'asturias',
  'baleares',
  'canarias',
  'cantabria',
  'castilla_la_mancha',
  'castilla_y_leon',
  'cataluna',
  'ceuta',
  'extremadura',
  'galicia',
  'la_rioja',
  'madrid',
  'melilla',
  'murcia',
  'navarra',
  'pais_vasco',
  'valencia',
] as const;
export type Region = (typeof REGIONS)[number];

export interface RabiesRule {
  label: string;
  /** Months a rabies dose is taken as valid by default. */
  months: number;
  /** Whether the comunidad makes the rabies vaccine compulsory for dogs. */
  compulsory: boolean;
}

/**
 * The product's DEFAULT rabies validity per comunidad (issue 31, decisions 0038 and 0052): yearly
 * in most, every two years in La Rioja and Navarra, not compulsory in Cataluña and Galicia (where a
 * dose is still taken as valid for a year). Regional rules change: this is only what a new record's expiry starts from; the trainer
 * edits the expiry of any dose on the dog's record, and it is that date the product obeys.
 */
export const RABIES_RULES: Record<Region, RabiesRule> = {
  andalucia: { label: 'Andalucía', months: 12, compulsory: true },
  aragon: { label: 'Aragón', months: 12, compulsory: true },
  asturias: { label: 'Asturias', months: 12, compulsory: true },
  baleares: { label: 'Illes Balears', months: 12, compulsory: true },
  canarias: { label: 'Canarias', months: 12, compulsory: true },
  cantabria: { label: 'Cantabria', months: 12, compulsory: true },
  castilla_la_mancha: { label: 'Castilla-La Mancha', months: 12, compulsory: true },
  castilla_y_leon: { label: 'Castilla y León', months: 12, compulsory: true },
  cataluna: { label: 'Cataluña', months: 12, compulsory: false },
  ceuta: { label: 'Ceuta', months: 12, compulsory: true },
  extremadura: { label: 'Extremadura', months: 12, compulsory: true },
  galicia: { label: 'Galicia', months: 12, compulsory: false },
  la_rioja: { label: 'La Rioja', months: 24, compulsory: true },
  madrid: { label: 'Comunidad de Madrid', months: 12, compulsory: true },
  melilla: { label: 'Melilla', months: 12, compulsory: true },
  murcia: { label: 'Región de Murcia', months: 12, compulsory: true },
  navarra: { label: 'Navarra', months: 24, compulsory: true },
  pais_vasco: { label: 'País Vasco', months: 12, compulsory: true },
  valencia: { label: 'Comunitat Valenciana', months: 12, compulsory: true },
};

/** The comunidad a trainer who has not chosen one gets. */
export const DEFAULT_REGION: Region = 'madrid';

/** Months the other vaccines are taken as valid by default (a yearly booster). */
const OTHER_MONTHS = 12;

/** A dose's default expiry: given date plus the kind's months (rabies: the comunidad's rule). */
export function defaultVaccineExpiry(kind: VaccineKind, givenOn: string, region: Region): string {
  return addMonths(givenOn, kind === 'rabies' ? RABIES_RULES[region].months : OTHER_MONTHS);
}

/** "caduca en N días" shows this many days ahead. */
export const VACCINE_WARNING_DAYS = 30;
/** The owner's one reminder mail goes this many days before a dose expires. */
export const VACCINE_REMINDER_DAYS = 14;

export type VaccineStatus = 'valid' | 'expiring' | 'expired';

/** Days from `today` to `expiresOn` (both 'YYYY-MM-DD'); negative once expired. */
export function daysUntil(expiresOn: string, today: string): number {
  return Math.round(
    (Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
}

/** Expired the day after `expiresOn`; "expiring" within VACCINE_WARNING_DAYS. */
export function vaccineStatus(expiresOn: string, today: string): VaccineStatus {
  const days = daysUntil(expiresOn, today);
  if (days < 0) return 'expired';
  return days <= VACCINE_WARNING_DAYS ? 'expiring' : 'valid';
}

/** "Caducada", "Caduca hoy", "Caduca en 1 día", "Caduca en 12 días" from the days left; null when far off. */
export function vaccineDaysText(daysLeft: number): string | null {
  if (daysLeft < 0) return 'Caducada';
  if (daysLeft === 0) return 'Caduca hoy';
  if (daysLeft <= VACCINE_WARNING_DAYS)
    return `Caduca en ${daysLeft} ${daysLeft === 1 ? 'día' : 'días'}`;
  return null;
}

const dateField = (message: string) =>
  z
    .string({ message })
    .trim()
    .refine((v) => isRealDate(v), message);

export const VACCINE_EXPIRY_ORDER_MESSAGE =
  'La caducidad debe ser posterior a la fecha de vacunación';

/** A dose on the dog's record; `expiresOn` empty takes the default for the kind and comunidad. */
export const VaccinationInputSchema = z
  .object({
    kind: z.enum(VACCINE_KINDS, { message: 'Selecciona la vacuna' }),
    /** The product's name, required for "Otra". */
    name: optionalText(120),
    givenOn: dateField('La fecha de vacunación no es válida'),
    expiresOn: z
      .string({ message: 'La fecha de caducidad no es válida' })
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || isRealDate(v), 'La fecha de caducidad no es válida'),
  })
  .refine((v) => v.kind !== 'other' || v.name !== null, {
    message: 'Indica qué vacuna es',
    path: ['name'],
  })
  .refine((v) => v.expiresOn === null || v.expiresOn > v.givenOn, {
    message: VACCINE_EXPIRY_ORDER_MESSAGE,
    path: ['expiresOn'],
  });
export type VaccinationInput = z.input<typeof VaccinationInputSchema>;
export type VaccinationInputParsed = z.output<typeof VaccinationInputSchema>;

export const VaccinationSchema = z.object({
  id: z.string(),
  dogId: z.string(),
  kind: z.enum(VACCINE_KINDS),
  name: z.string().nullable(),
  givenOn: z.string(),
  expiresOn: z.string(),
  status: z.enum(['valid', 'expiring', 'expired']),
  /** Negative once expired. */
  daysLeft: z.number().int(),
  /** A later dose of the same kind replaces this one: it no longer counts. */
  superseded: z.boolean(),
  createdAt: z.string(),
});
export type Vaccination = z.infer<typeof VaccinationSchema>;

export const DogVaccinesSchema = z.object({
  vaccinations: z.array(VaccinationSchema),
  /** The trainer's comunidad and its rabies rule, for the form's hint. */
  region: z.enum(REGIONS),
});
export type DogVaccines = z.infer<typeof DogVaccinesSchema>;

/** The dashboard's list: the latest dose of each kind of an active dog, expiring or expired. */
export const VaccineAlertSchema = z.object({
  vaccinationId: z.string(),
  dogId: z.string(),
  dogName: z.string(),
  clientName: z.string(),
  kind: z.enum(VACCINE_KINDS),
  name: z.string().nullable(),
  expiresOn: z.string(),
  status: z.enum(['expiring', 'expired']),
  daysLeft: z.number().int(),
});
export type VaccineAlert = z.infer<typeof VaccineAlertSchema>;
/**
 * Issue 45: a dog's papers expire too — the civil liability insurance (any dog's, when recorded)
 * and a PPP dog's licence — and warn as its doses do, within the same 30 days.
 */
export const DOG_PAPER_KINDS = ['insurance', 'ppp_licence'] as const;
export type DogPaperKind = (typeof DOG_PAPER_KINDS)[number];
export const DOG_PAPER_LABELS: Record<DogPaperKind, string> = {
  insurance: 'Seguro de responsabilidad civil',
  ppp_licence: 'Licencia PPP',
};
export const DogPaperAlertSchema = z.object({
  dogId: z.string(),
  dogName: z.string(),
  clientName: z.string(),
  kind: z.enum(DOG_PAPER_KINDS),
  expiresOn: z.string(),
  status: z.enum(['expiring', 'expired']),
  daysLeft: z.number().int(),
});
export type DogPaperAlert = z.infer<typeof DogPaperAlertSchema>;
export const VaccineAlertsSchema = z.object({
  alerts: z.array(VaccineAlertSchema),
  papers: z.array(DogPaperAlertSchema),
});
export type VaccineAlerts = z.infer<typeof VaccineAlertsSchema>;

export const VaccineSettingsSchema = z.object({
  region: z.enum(REGIONS, { message: 'Selecciona una comunidad autónoma' }),
});
export type VaccineSettings = z.infer<typeof VaccineSettingsSchema>;

export const DogVaccinesParamsSchema = z.object({
  dogId: z.uuid({ message: 'Identificador no válido' }),
});

/** Issue 31.3: what an owner uploads for their dog, a photo or a PDF. */
export const DOG_DOCUMENT_KINDS = ['vaccination_card', 'insurance'] as const;
export type DogDocumentKind = (typeof DOG_DOCUMENT_KINDS)[number];
export const DOG_DOCUMENT_LABELS: Record<DogDocumentKind, string> = {
  vaccination_card: 'Cartilla de vacunación',
  insurance: 'Seguro de responsabilidad civil',
};
/**
 * The name an upload is downloaded under: made here from what it is, never from what the owner
 * typed or sent, so no path, markup or bidi trick can reach a header or a saved file.
 */
const DOG_DOCUMENT_FILE_STEMS: Record<DogDocumentKind, string> = {
  vaccination_card: 'cartilla-vacunacion',
  insurance: 'seguro',
};
export const documentFileName = (d: { id: string; kind: DogDocumentKind; mime: string }) =>
  `${DOG_DOCUMENT_FILE_STEMS[d.kind]}-${d.id.slice(-8)}.${d.mime === 'application/pdf' ? 'pdf' : 'jpg'}`;
export const DOG_DOCUMENT_STATUSES = ['pending', 'reviewed'] as const;
export type DogDocumentStatus = (typeof DOG_DOCUMENT_STATUSES)[number];
export const DOG_DOCUMENT_STATUS_LABELS: Record<DogDocumentStatus, string> = {
  pending: 'Por revisar',
  reviewed: 'Revisado',
};
/** The stored file's type: images are re-encoded as JPEG, PDFs kept as sent. */
export const DOG_DOCUMENT_MIME_TYPES = ['image/jpeg', 'application/pdf'] as const;
export const DOG_DOCUMENT_MIME_LABELS: Record<(typeof DOG_DOCUMENT_MIME_TYPES)[number], string> = {
  'image/jpeg': 'Foto (JPEG)',
  'application/pdf': 'PDF',
};

export const DOCUMENT_PDF_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_INVALID_MESSAGE = 'Sube una foto (JPEG, PNG o WebP) o un PDF';
export const DOCUMENT_TOO_LARGE_MESSAGE = 'El archivo debe ser menor a 5MB';

/**
 * What the owners' uploads may hold, so that no owner and no business fills the disk: one
 * owner's documents (every dog of theirs, with every trainer) and one business's, in number and
 * in bytes as stored. Reaching either refuses the upload until the trainer deletes some.
 */
export const DOCUMENT_QUOTAS = {
  owner: { count: 20, bytes: 50 * 1024 * 1024 },
  business: { count: 1000, bytes: 1024 * 1024 * 1024 },
} as const;
export const DOCUMENT_QUOTA_MESSAGES = {
  ownerCount: `Ya has enviado ${DOCUMENT_QUOTAS.owner.count} documentos, el máximo. Pide a tu educador que borre los que ya no necesite.`,
  ownerBytes: `Tus documentos ya ocupan casi ${DOCUMENT_QUOTAS.owner.bytes / 1024 / 1024} MB, el máximo. Pide a tu educador que borre los que ya no necesite.`,
  business:
    'Tu educador no tiene más espacio para documentos. Avísale para que borre los que ya no necesite.',
} as const;

/** The space the owners' uploads of one business take, and its limits (the trainer's view). */
export const DocumentUsageSchema = z.object({
  count: z.number(),
  bytes: z.number(),
  maxCount: z.number(),
  maxBytes: z.number(),
});
export type DocumentUsage = z.infer<typeof DocumentUsageSchema>;

const PDF_DATA_URL = /^data:application\/pdf;base64,([A-Za-z0-9+/]*={0,2})$/;

/** The base64 payload of a PDF data URL, or null. */
export function parsePdfDataUrl(value: string): string | null {
  return PDF_DATA_URL.exec(value)?.[1] ?? null;
}

/** The owner's upload: the dog, what it is, and the file as a data URL (image or PDF). */
export const DogDocumentUploadSchema = z.object({
  dogId: z.uuid({ message: 'Selecciona un perro' }),
  kind: z.enum(DOG_DOCUMENT_KINDS, { message: 'Indica qué documento es' }),
  file: z
    .string({ message: DOCUMENT_INVALID_MESSAGE })
    .max(Math.ceil((DOCUMENT_PDF_MAX_BYTES * 4) / 3) + 64, DOCUMENT_TOO_LARGE_MESSAGE)
    .refine(
      (v) => parsePdfDataUrl(v) !== null || /^data:image\/(jpeg|png|webp);base64,/.test(v),
      DOCUMENT_INVALID_MESSAGE,
    ),
});
export type DogDocumentUpload = z.infer<typeof DogDocumentUploadSchema>;

export const DogDocumentSchema = z.object({
  id: z.string(),
  dogId: z.string(),
  kind: z.enum(DOG_DOCUMENT_KINDS),
  mime: z.enum(DOG_DOCUMENT_MIME_TYPES),
  status: z.enum(DOG_DOCUMENT_STATUSES),
  uploadedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type DogDocument = z.infer<typeof DogDocumentSchema>;

/** Mi área: each of the owner's dogs (with any trainer) and what was uploaded for it. */
export const OwnerDogDocumentsSchema = z.object({
  dogs: z.array(
    z.object({
      dogId: z.string(),
      dogName: z.string(),
      trainerName: z.string(),
      documents: z.array(DogDocumentSchema),
    }),
  ),
});
export type OwnerDogDocuments = z.infer<typeof OwnerDogDocumentsSchema>;

/** The trainer's list of uploads to review, with the dog and its owner. */
export const TrainerDogDocumentSchema = DogDocumentSchema.extend({
  dogName: z.string(),
  clientName: z.string(),
});
export type TrainerDogDocument = z.infer<typeof TrainerDogDocumentSchema>;
export const TrainerDogDocumentsSchema = z.object({
  documents: z.array(TrainerDogDocumentSchema),
  usage: DocumentUsageSchema,
});
export type TrainerDogDocuments = z.infer<typeof TrainerDogDocumentsSchema>;
export const DogDocumentListQuerySchema = z.object({
  status: z.enum(DOG_DOCUMENT_STATUSES, { message: 'Estado no válido' }).optional(),
  dogId: z.uuid({ message: 'Identificador no válido' }).optional(),
});

/** The trainer's review: the doses read on the card (none for an insurance), then reviewed. */
export const DogDocumentReviewSchema = z.object({
  vaccinations: z.array(VaccinationInputSchema).max(10, 'Como mucho 10 vacunas a la vez'),
});
export type DogDocumentReview = z.input<typeof DogDocumentReviewSchema>;

/** Issue 31.4: what a service or class may require of a dog; months of age, both optional. */
export const DogGateRequirementSchema = z
  .object({
    vaccines: z
      .array(z.enum(['rabies', 'polyvalent', 'kennel_cough'], { message: 'Vacuna no válida' }))
      .max(3)
      .default([]),
    minAgeMonths: z.number().int().min(0).max(300).nullable().default(null),
    maxAgeMonths: z.number().int().min(0).max(300).nullable().default(null),
  })
  .refine(
    (v) => v.minAgeMonths === null || v.maxAgeMonths === null || v.minAgeMonths <= v.maxAgeMonths,
    { message: 'La edad mínima no puede superar la máxima', path: ['maxAgeMonths'] },
  );
export type DogGateRequirement = z.output<typeof DogGateRequirementSchema>;

/** Whole months from a birth date to a day, both 'YYYY-MM-DD'. */
export function monthsBetween(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return (y - by) * 12 + (m - bm) - (d < bd ? 1 : 0);
}

/** "6 meses", "1 año", "2 años y 3 meses". */
export function monthsText(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const y = years === 1 ? '1 año' : `${years} años`;
  const m = rest === 1 ? '1 mes' : `${rest} meses`;
  if (years === 0) return m;
  return rest === 0 ? y : `${y} y ${m}`;
}
