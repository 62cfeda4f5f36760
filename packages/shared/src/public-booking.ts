import { z } from './z.ts';
import { CONSENT_KINDS, signedNameField } from './consents.ts';
import { isRealDate, optionalText, requiredText } from './fields.ts';
import { DATE_RANGE_MESSAGES, isPlausibleBookingDate } from './date-range.ts';
import { dogAgeField, isValidBookingPhone, optionalTimeField } from './scheduling-fields.ts';
import { PUBLIC_SERVICE_TYPES, SCHEDULING_MESSAGES } from './scheduling.ts';
import { TrainerQuerySchema } from './service-trainers.ts';

/** The public wizard's rules (SPEC §5 Public wizard), one schema per step. */

const PERSONAL_MESSAGE = 'Por favor, completa todos los campos de información personal';
const EMAIL_MESSAGE = 'Por favor, ingresa un email válido';
const PHONE_MESSAGE = 'El teléfono no es válido';
const PET_MESSAGE = 'Por favor, completa la información de tu mascota y el servicio deseado';
const DATE_MESSAGE = 'Por favor, selecciona una fecha preferida';
export const CONSENT_MESSAGE =
  'Debes aceptar que el educador trate tus datos para gestionar la cita';

/**
 * Issue 45: an e-mail or a phone is enough, as everywhere else (the receipt mail needs the
 * e-mail; with a phone only, the trainer writes by WhatsApp from the request).
 */
export const BOOKING_CONTACT_MESSAGE = 'Indica un email o un teléfono';
export const hasBookingContact = (v: { clientEmail: string; clientPhone: string }) =>
  Boolean(v.clientEmail || v.clientPhone);
export const BOOKING_CONTACT_REFINEMENT = {
  message: BOOKING_CONTACT_MESSAGE,
  path: ['clientEmail'],
};

const bookingPersonalShape = {
  clientName: requiredText(PERSONAL_MESSAGE, 120),
  clientEmail: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .max(254, EMAIL_MESSAGE)
    .nullish()
    .transform((v) => (v ?? '').toLowerCase())
    .refine((v) => !v || z.email().safeParse(v).success, EMAIL_MESSAGE),
  clientPhone: z
    .string({ error: PHONE_MESSAGE })
    .trim()
    .max(30, PHONE_MESSAGE)
    .nullish()
    .transform((v) => v ?? '')
    .refine((v) => !v || isValidBookingPhone(v), PHONE_MESSAGE),
};

/** Step 1: the name, and an e-mail or a phone (both are fine). */
export const BookingPersonalSchema = z
  .object(bookingPersonalShape)
  .refine(hasBookingContact, BOOKING_CONTACT_REFINEMENT);

export const BookingPetSchema = z.object({
  dogName: requiredText(PET_MESSAGE, 80),
  dogBreed: optionalText(80),
  dogAge: dogAgeField,
  /** One of the trainer's visible services (issue 18). */
  serviceId: z.uuid({ error: PET_MESSAGE }).optional(),
  /** The older wizard's fixed key ('basic_training'…), still accepted from older pages. */
  serviceType: z.enum(PUBLIC_SERVICE_TYPES, { error: PET_MESSAGE }).optional(),
  serviceDescription: optionalText(1000),
});

const hasService = (v: { serviceId?: string; serviceType?: string }) =>
  Boolean(v.serviceId || v.serviceType);
const SERVICE_REFINEMENT = { message: PET_MESSAGE, path: ['serviceId'] };

/** Step 2 as the wizard checks it: a service must be chosen. */
export const BookingPetStepSchema = BookingPetSchema.refine(hasService, SERVICE_REFINEMENT);

export const BookingDateSchema = z.object({
  preferredDate: z
    .string({ error: DATE_MESSAGE })
    .trim()
    .min(1, DATE_MESSAGE)
    .refine(isRealDate, SCHEDULING_MESSAGES.invalidDate)
    .refine((v) => isPlausibleBookingDate(v), DATE_RANGE_MESSAGES.bookingTooFar),
  preferredTime: optionalTimeField,
  notes: optionalText(2000),
});

/**
 * Issue 31.6: the current versions of the documents the chosen service requires, shown on the
 * last step, and the full name the owner typed to accept them all.
 */
export const bookingDocumentsShape = {
  consentVersionIds: z
    .array(z.uuid({ error: 'Documento no encontrado' }))
    .max(CONSENT_KINDS.length)
    .default([]),
  consentSignedName: z.string().trim().max(160).default(''),
};

/** With documents to accept, the typed name must be a full name. */
export const signedWhenAsked = (
  v: { consentVersionIds: string[]; consentSignedName: string },
  ctx: z.RefinementCtx,
) => {
  if (v.consentVersionIds.length === 0) return;
  const name = signedNameField.safeParse(v.consentSignedName);
  if (!name.success)
    ctx.addIssue({
      code: 'custom',
      path: ['consentSignedName'],
      message: name.error.issues[0]!.message,
    });
};

/**
 * Issue 27: a home-visit service's last step asks where the visit is. The wizard checks it with
 * this schema when the chosen service is "a domicilio"; the API with the same one, from the
 * service it resolves (the page's word is never trusted).
 */
export const VISIT_ADDRESS_MESSAGE = 'Indica la dirección donde será la visita a domicilio';
export const VISIT_ADDRESS_MAX = 300;
export const VisitAddressSchema = z.object({
  visitAddress: requiredText(VISIT_ADDRESS_MESSAGE, VISIT_ADDRESS_MAX),
});

export const BookingConsentSchema = z
  .object({
    consent: z.literal(true, { error: CONSENT_MESSAGE }),
    ...bookingDocumentsShape,
  })
  .superRefine(signedWhenAsked);

/**
 * POST /public/appointments/request. `website` is a honeypot: people never see it, so a filled
 * one marks a bot (docs/decisions/0008-public-booking-anti-spam.md).
 */
export const PublicBookingSchema = z
  .object({
    ...bookingPersonalShape,
    ...BookingPetSchema.shape,
    ...BookingDateSchema.shape,
    consent: z.literal(true, { error: CONSENT_MESSAGE }),
    ...bookingDocumentsShape,
    /** Required only for a home-visit service: VisitAddressSchema, applied by the API. */
    visitAddress: optionalText(VISIT_ADDRESS_MAX),
    educatorId: z.string({ error: SCHEDULING_MESSAGES.educatorNotFound }).trim().max(100),
    /** The trainer asked for; absent or null: "Cualquiera" (decision 0139). */
    trainerId: TrainerQuerySchema.shape.trainerId.nullable(),
    website: z.string().max(500).optional(),
  })
  .refine(hasService, SERVICE_REFINEMENT)
  .refine(hasBookingContact, BOOKING_CONTACT_REFINEMENT)
  .superRefine(signedWhenAsked);
export type PublicBookingInput = z.input<typeof PublicBookingSchema>;
export type PublicBookingPayload = z.output<typeof PublicBookingSchema>;

/** GET /public/educators/{id}: what the wizard may know of a trainer. */
export const EducatorSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The trainer's business name (Ajustes), shown instead of the name when set (issue 27). */
  businessName: z.string().nullable(),
  /** Where sessions take place (Ajustes), shown on the last step. */
  place: z.string().nullable(),
  timeZone: z.string(),
});
export type Educator = z.infer<typeof EducatorSchema>;

/** What the wizard's success screen shows back (SPEC §2). */
export const PublicBookingResultSchema = z.object({
  id: z.string(),
  status: z.literal('PENDING'),
  clientName: z.string(),
  dogName: z.string(),
  /** The service's name (or the older key the request was sent with). */
  serviceType: z.string(),
  preferredDate: z.string(),
  preferredTime: z.string().nullable(),
});
export type PublicBookingResult = z.infer<typeof PublicBookingResultSchema>;
