import { z } from './z.ts';
import { PageQuerySchema } from './api.ts';
import { ClientContactSchema } from './clients.ts';
import { isRealDate } from './calendar-date.ts';
import { optionalText, PROFILE_PHONE_PATTERN, requiredText } from './fields.ts';
import { searchField } from './search-field.ts';
import { addDays } from './time-zone.ts';

/** Photo limits (SPEC §5 Dog form, §9; DESIGN §6). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MAX_SIDE = 1024;
export const PHOTO_TARGET_BYTES = 2.5 * 1024 * 1024;
export const PHOTO_QUALITY = { start: 0.8, step: 0.05, min: 0.5 } as const;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_INVALID_MESSAGE = 'Por favor selecciona una imagen válida';
export const PHOTO_TOO_LARGE_MESSAGE = 'La imagen debe ser menor a 5MB';
/**
 * Issue 27: what the browser accepts from the phone before reducing it (a phone photo is often
 * 6–12 MB); what is sent stays within PHOTO_MAX_BYTES. The bound keeps decoding within memory.
 */
export const PHOTO_SOURCE_MAX_BYTES = 40 * 1024 * 1024;
export const PHOTO_SOURCE_TOO_LARGE_MESSAGE = 'La imagen debe ser menor a 40 MB';
export const PHOTO_PROCESSING_MESSAGE = 'No se pudo procesar la imagen. Intenta con otra.';

const DATA_URL = /^data:(image\/(?:jpeg|png|webp));base64,([A-Za-z0-9+/]*={0,2})$/;

/** The declared type and base64 payload of an accepted image data URL, or null. */
export function parseImageDataUrl(value: string): { mime: string; base64: string } | null {
  const match = DATA_URL.exec(value);
  return match ? { mime: match[1]!, base64: match[2]! } : null;
}

/** Decoded size of a data URL's base64 payload, without decoding it. */
export function dataUrlByteLength(value: string): number {
  const comma = value.indexOf(',');
  const payload = comma === -1 ? value : value.slice(comma + 1);
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

/** A photo to set: a JPEG, PNG or WebP data URL of at most 5 MB decoded. Content is checked on the server. */
export const photoField = z
  .string({ message: PHOTO_INVALID_MESSAGE })
  .refine((v) => dataUrlByteLength(v) <= PHOTO_MAX_BYTES, PHOTO_TOO_LARGE_MESSAGE)
  .refine((v) => parseImageDataUrl(v) !== null, PHOTO_INVALID_MESSAGE);

/**
 * An optional measure typed in a form (string) or sent by the API (number): empty is null,
 * anything else must be a finite number within the bounds.
 */
function optionalMeasure(
  message: string,
  { min, exclusive, max }: { min: number; exclusive: boolean; max: number },
) {
  return z
    .union([z.number(), z.string(), z.null()], { message })
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === null) return null;
      const text = typeof raw === 'string' ? raw.trim().replace(',', '.') : null;
      if (text === '') return null;
      const value = text === null ? (raw as number) : Number(text);
      const tooLow = exclusive ? value <= min : value < min;
      if (!Number.isFinite(value) || tooLow || value > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return value;
    });
}

const OWNER_MESSAGE = 'Debes seleccionar un propietario';

/** A dog's sex (issue 31): stored as these values, CHECKed by the database. */
export const DOG_SEXES = ['male', 'female'] as const;
export type DogSex = (typeof DOG_SEXES)[number];
export const DOG_SEX_LABELS: Record<DogSex, string> = { male: 'Macho', female: 'Hembra' };

export const MICROCHIP_MESSAGE = 'El microchip debe tener 15 dígitos (ISO 11784)';
/** ISO 11784 (FDX-B): 15 digits, the first three a country (724: España) or maker code. */
export const MICROCHIP_PATTERN = /^\d{15}$/;

/** An optional microchip number: spaces, dots and hyphens typed between groups are dropped. */
export const microchipField = z
  .string({ message: MICROCHIP_MESSAGE })
  .nullish()
  .transform((v) => (v ? v.replace(/[\s.-]/g, '') : null))
  .refine((v) => v === null || MICROCHIP_PATTERN.test(v), MICROCHIP_MESSAGE);

/** An optional calendar date, 'YYYY-MM-DD'; empty is null. */
export function optionalDate(message: string) {
  return z
    .string({ message })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isRealDate(v), message);
}

const VET_PHONE_MESSAGE = 'El teléfono del veterinario no es válido';
const optionalPhone = z
  .string({ message: VET_PHONE_MESSAGE })
  .trim()
  .max(30, VET_PHONE_MESSAGE)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || PROFILE_PHONE_PATTERN.test(v), VET_PHONE_MESSAGE);

export const BIRTH_DATE_FUTURE_MESSAGE = 'La fecha de nacimiento no puede ser futura';
export const BIRTH_DATE_AND_AGE_MESSAGE = 'Indica la fecha de nacimiento o la edad, no ambas';

/** Whether a birth date ('YYYY-MM-DD') is after `today` ('YYYY-MM-DD'): the server refuses it. */
export const isFutureDate = (date: string, today: string) => date > today;

/** Days per year used to turn an age into an approximate birth date and back (issue 31). */
export const DAYS_PER_YEAR = 365.25;

/** An age given without a birth date, as the approximate birth date stored instead. */
export const birthDateFromAge = (age: number, today: string) =>
  addDays(today, -Math.round(age * DAYS_PER_YEAR));

/** The dog form and the create/update body (SPEC §5 Dog form). `photo`: set (data URL), null removes, omitted keeps. */
/** The dog's fields, without the rule across them (imports pick from these). */
export const DogFieldsSchema = z.object({
  name: requiredText('El nombre es obligatorio', 80),
  breed: requiredText('La raza es obligatoria', 80),
  clientId: z
    .string({ message: OWNER_MESSAGE })
    .trim()
    .min(1, OWNER_MESSAGE)
    .pipe(z.uuid({ message: OWNER_MESSAGE })),
  /**
   * An age in years when the birth date is unknown: stored as an approximate birth date (today
   * minus the age), never as an age. Give `birthDate` or `age`, not both.
   */
  age: optionalMeasure('La edad debe ser un número válido', { min: 0, exclusive: false, max: 40 }),
  birthDate: optionalDate('La fecha de nacimiento no es válida'),
  /** The birth date is an estimate (e.g. a rescued dog): shown as "aprox.". */
  birthDateApproximate: z.boolean({ message: 'Valor no válido' }).optional(),
  sex: z
    .enum(DOG_SEXES, { message: 'Selecciona macho o hembra' })
    .nullish()
    .transform((v) => v ?? null),
  neutered: z.boolean({ message: 'Valor no válido' }).optional(),
  microchip: microchipField,
  vetClinic: optionalText(120),
  vetPhone: optionalPhone,
  allergies: optionalText(1000),
  medication: optionalText(1000),
  /** Perro potencialmente peligroso (Ley 50/1999, RD 287/2002): licence and insurance. */
  isPpp: z.boolean({ message: 'Valor no válido' }).optional(),
  pppLicence: optionalText(60),
  pppLicenceExpires: optionalDate('La fecha de caducidad de la licencia no es válida'),
  insurer: optionalText(120),
  insurancePolicy: optionalText(60),
  insuranceExpires: optionalDate('La fecha de caducidad del seguro no es válida'),
  weight: optionalMeasure('El peso debe ser un número válido mayor a 0', {
    min: 0,
    exclusive: true,
    max: 200,
  }),
  height: optionalMeasure('La altura debe ser un número válido mayor a 0', {
    min: 0,
    exclusive: true,
    max: 200,
  }),
  notes: optionalText(2000),
  isActive: z.boolean({ message: 'isActive debe ser verdadero o falso' }).optional(),
  photo: photoField.nullable().optional(),
});

export const DogInputSchema = DogFieldsSchema.refine(
  (v) => v.birthDate === null || v.age === null,
  {
    message: BIRTH_DATE_AND_AGE_MESSAGE,
    path: ['birthDate'],
  },
);
export type DogInput = z.input<typeof DogInputSchema>;
export type DogInputParsed = z.output<typeof DogInputSchema>;

export const DogOwnerSchema = ClientContactSchema;
export type DogOwner = z.infer<typeof DogOwnerSchema>;

export const DogSchema = z.object({
  id: z.string(),
  name: z.string(),
  breed: z.string(),
  /** Years, decimal, computed from the birth date. */
  age: z.number().nullable(),
  /** 'YYYY-MM-DD'. */
  birthDate: z.string().nullable(),
  /** The birth date is an estimate (e.g. computed from an age given before issue 31). */
  birthDateApproximate: z.boolean(),
  sex: z.enum(DOG_SEXES).nullable(),
  neutered: z.boolean(),
  microchip: z.string().nullable(),
  vetClinic: z.string().nullable(),
  vetPhone: z.string().nullable(),
  allergies: z.string().nullable(),
  medication: z.string().nullable(),
  isPpp: z.boolean(),
  pppLicence: z.string().nullable(),
  pppLicenceExpires: z.string().nullable(),
  insurer: z.string().nullable(),
  insurancePolicy: z.string().nullable(),
  insuranceExpires: z.string().nullable(),
  /** Kilograms. */
  weight: z.number().nullable(),
  /** Centimetres. */
  height: z.number().nullable(),
  notes: z.string().nullable(),
  clientId: z.string(),
  isActive: z.boolean(),
  /** URL of the photo (JPEG, up to 1024 px), loadable without Authorization; null when none. */
  photo: z.string().nullable(),
  /** URL of a small square thumbnail for cards and lists. */
  photoThumb: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  client: DogOwnerSchema,
});
export type Dog = z.infer<typeof DogSchema>;

/** The dogs list: search over name, breed and owner name; filters by owner, breed and state. */
export const DogListQuerySchema = PageQuerySchema.extend({
  search: searchField,
  clientId: z.uuid({ message: 'Identificador no válido' }).optional(),
  breed: searchField,
  active: z
    .enum(['true', 'false'], { message: 'active debe ser true o false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type DogListQuery = z.input<typeof DogListQuerySchema>;

export const DogStatsSchema = z.object({
  totalDogs: z.number().int(),
  activeDogs: z.number().int(),
  /** Number of distinct breeds. */
  breeds: z.number().int(),
});
export type DogStats = z.infer<typeof DogStatsSchema>;

export const DogBreedsSchema = z.object({ breeds: z.array(z.string()) });

export const DogClientParamsSchema = z.object({
  clientId: z.uuid({ message: 'Identificador no válido' }),
});
