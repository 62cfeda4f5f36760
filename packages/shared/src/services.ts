import { z } from './z.ts';
import { optionalText, requiredText } from './fields.ts';
import { eurosTextField, priceCentsField } from './money.ts';
import { PUBLIC_SERVICE_TYPES, SERVICE_TYPE_LABELS } from './scheduling.ts';
import { CONSENT_KINDS, ConsentVersionSchema } from './consents.ts';
import { DogGateRequirementSchema } from './vaccines.ts';

/** A trainer's catalogue of services (issue 18). */
export const SERVICE_KINDS = ['individual', 'group'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];
export const SERVICE_KIND_LABELS: Record<ServiceKind, string> = {
  individual: 'Individual',
  group: 'En grupo',
};

export const SERVICE_DURATION = { min: 15, max: 480 } as const;
export const DEFAULT_SERVICE_COLOR = '#2563eb';

/**
 * Issue 27: colours told apart at a glance, each strong enough as a calendar block's edge on the
 * light block and on the dark one (3:1 against both).
 */
export const SERVICE_PALETTE = [
  '#2563eb',
  '#db2777',
  '#16a34a',
  '#ea580c',
  '#7c3aed',
  '#0891b2',
  '#ca8a04',
  '#dc2626',
] as const;

/**
 * Each service's colour, by id: the one chosen in Servicios, or — for a service still on the
 * default — a palette colour by its place in the catalogue (ordered by id, so it never changes
 * while the catalogue keeps it), skipping colours other services chose.
 */
export function serviceColours(services: readonly { id: string; color: string }[]) {
  const chosen = new Set(
    services.map((s) => s.color.toLowerCase()).filter((c) => c !== DEFAULT_SERVICE_COLOR),
  );
  const free = SERVICE_PALETTE.filter((c) => !chosen.has(c));
  const colours = new Map<string, string>();
  let next = 0;
  for (const service of [...services].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const own = service.color.toLowerCase();
    colours.set(
      service.id,
      own !== DEFAULT_SERVICE_COLOR || !free.length ? own : free[next++ % free.length]!,
    );
  }
  return colours;
}

/** The catalogue a new trainer starts with: the spec's eight wizard services, 60 min, no price. */
export const DEFAULT_SERVICES = PUBLIC_SERVICE_TYPES.map((type) => ({
  name: SERVICE_TYPE_LABELS[type],
  duration: 60,
}));

export const SERVICE_MESSAGES = {
  name: 'El nombre del servicio es requerido',
  duration: `La duración debe estar entre ${SERVICE_DURATION.min} y ${SERVICE_DURATION.max} minutos`,
  kind: 'Elige si el servicio es individual o en grupo',
  color: 'El color debe tener el formato #RRGGBB',
  nameTaken: 'Ya tienes un servicio con ese nombre',
  notFound: 'Servicio no encontrado',
  inUse:
    'Este servicio tiene citas, solicitudes, sesiones o bonos. Ocúltalo de la página pública en lugar de eliminarlo.',
  required: 'Selecciona un servicio',
} as const;

export const serviceDurationField = z
  .number({ error: SERVICE_MESSAGES.duration })
  .int(SERVICE_MESSAGES.duration)
  .min(SERVICE_DURATION.min, SERVICE_MESSAGES.duration)
  .max(SERVICE_DURATION.max, SERVICE_MESSAGES.duration);

/**
 * Issue 31.4: what a dog needs to be booked into the service or enrolled in one of its classes —
 * valid vaccines, an age in months, and the owner's acceptance of some documents.
 */
export const ServiceRequirementsSchema = z
  .object({
    ...DogGateRequirementSchema.shape,
    consents: z
      .array(z.enum(CONSENT_KINDS, { message: 'Documento no válido' }))
      .max(CONSENT_KINDS.length)
      .default([]),
  })
  .refine(
    (v) => v.minAgeMonths === null || v.maxAgeMonths === null || v.minAgeMonths <= v.maxAgeMonths,
    { message: 'La edad mínima no puede superar la máxima', path: ['maxAgeMonths'] },
  );
export type ServiceRequirements = z.output<typeof ServiceRequirementsSchema>;
export const NO_REQUIREMENTS: ServiceRequirements = {
  vaccines: [],
  minAgeMonths: null,
  maxAgeMonths: null,
  consents: [],
};

/** POST and PUT /api/services. A null price is "a consultar". */
export const ServiceInputSchema = z.object({
  name: requiredText(SERVICE_MESSAGES.name, 80),
  description: optionalText(1000),
  duration: serviceDurationField,
  priceCents: priceCentsField.nullable(),
  kind: z.enum(SERVICE_KINDS, { error: SERVICE_MESSAGES.kind }),
  isPublic: z.boolean({ error: 'Indica si se muestra en la página pública' }),
  /** Issue 27: "a domicilio": the visit is at the owner's address, which booking asks for. */
  homeVisit: z.boolean({ error: 'Indica si el servicio es a domicilio' }).default(false),
  color: z
    .string({ error: SERVICE_MESSAGES.color })
    .regex(/^#[0-9a-fA-F]{6}$/, SERVICE_MESSAGES.color)
    .transform((v) => v.toLowerCase()),
  requirements: ServiceRequirementsSchema.default(NO_REQUIREMENTS),
});
export type ServiceInput = z.input<typeof ServiceInputSchema>;
export type ServicePayload = z.output<typeof ServiceInputSchema>;

export const ServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  duration: z.number(),
  priceCents: z.number().nullable(),
  kind: z.enum(SERVICE_KINDS),
  isPublic: z.boolean(),
  homeVisit: z.boolean(),
  color: z.string(),
  requirements: ServiceRequirementsSchema,
});
export type Service = z.infer<typeof ServiceSchema>;

/** What the public page may know of a service. */
export const PublicServiceSchema = ServiceSchema.pick({
  id: true,
  name: true,
  description: true,
  duration: true,
  priceCents: true,
  kind: true,
}).extend({
  /** Issue 27: the last step asks for the address (absent from an older server: not one). */
  homeVisit: z.boolean().default(false),
  /** Issue 31.6: the current versions of the documents booking it asks to accept. */
  documents: z.array(ConsentVersionSchema).default([]),
  /**
   * Who gives it (decision 0139), for the page's "Adiestrador" picker: only the names the page
   * may show, in the order "Cualquiera" tries them (absent from an older server: no picker).
   */
  trainers: z.array(z.object({ trainerId: z.string(), name: z.string() })).default([]),
});
export type PublicService = z.infer<typeof PublicServiceSchema>;

export const ServiceListSchema = z.object({ services: z.array(ServiceSchema) });
export const PublicServiceListSchema = z.object({ services: z.array(PublicServiceSchema) });

/** A form's whole-number text → number; empty or not a number stays NaN so the rule reports it. */
export const textToNumber = z
  .string()
  .trim()
  .transform((v) => (v === '' ? Number.NaN : Number(v)));

const MONTHS_MESSAGE = 'Indica los meses con un número entero entre 0 y 300';
/** A form's months as typed: empty is "sin límite". */
const monthsTextField = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : Number(v)))
  .pipe(
    z
      .number({ error: MONTHS_MESSAGE })
      .int(MONTHS_MESSAGE)
      .min(0, MONTHS_MESSAGE)
      .max(300, MONTHS_MESSAGE)
      .nullable(),
  );

/** The Servicios form: texts as typed; on success, the API body (price in cents or null). */
export const ServiceFormSchema = z
  .object({
    ...ServiceInputSchema.shape,
    duration: textToNumber.pipe(serviceDurationField),
    /** Euros, "45" or "45,50"; empty is "a consultar". */
    price: eurosTextField({ optional: true }),
    requirements: z
      .object({
        ...ServiceRequirementsSchema.shape,
        minAgeMonths: monthsTextField,
        maxAgeMonths: monthsTextField,
      })
      // The same rules as the API's (minimum not above maximum), on the numbers.
      .pipe(ServiceRequirementsSchema as z.ZodType<ServiceRequirements, ServiceRequirements>),
  })
  .omit({ priceCents: true })
  .transform(({ price, ...rest }) => ({ ...rest, priceCents: price }));
export type ServiceFormValues = z.input<typeof ServiceFormSchema>;
