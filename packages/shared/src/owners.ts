import { z } from './z.ts';
import { contactField } from './contact-fields.ts';
import { CLASS_ENROLMENT_MODES, DEFAULT_CLASS_ENROLMENT_MODE } from './classes.ts';
import { OwnerBonoSchema } from './bonos.ts';
import { OwnerInvoiceSchema } from './invoices.ts';
import { OwnerAccountSchema } from './payments.ts';
import { emailField, optionalText, PROFILE_PHONE_PATTERN, requiredText } from './fields.ts';
import { dateField, timeField } from './scheduling-fields.ts';
import { APPOINTMENT_STATUSES, REQUEST_STATUSES } from './scheduling.ts';

/** The owners' area (issue 15): sign-in by link, their bookings, self-service cancel and change. */

/** Who cancelled an appointment; null on appointments cancelled before this was recorded. */
export const CANCELLED_BY = ['trainer', 'owner'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];
export const CANCELLED_BY_LABELS: Record<CancelledBy, string> = {
  trainer: 'El educador',
  owner: 'El propietario',
};

/** A change of time the owner asked for; CANCELLED when the appointment was cancelled first. */
export const CHANGE_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];
export const CHANGE_REQUEST_STATUS_LABELS: Record<ChangeRequestStatus, string> = {
  PENDING: 'Pendiente',
  APPROVED: 'Aceptado',
  REJECTED: 'Rechazado',
  CANCELLED: 'Retirado',
};

export const DEFAULT_CANCELLATION_NOTICE_HOURS = 24;
export const MAX_CANCELLATION_NOTICE_HOURS = 168;
/** Sign-in links last this long, and are good once. */
export const OWNER_SIGN_IN_LINK_MINUTES = 15;
export const OWNER_SESSION_DAYS = 30;
/** An e-mailed booking link keeps working this long after the appointment's (or request's) day. */
export const BOOKING_LINK_DAYS_AFTER = 30;
export const OWNER_SESSION_COOKIE = 'adiestra_owner';

export const OWNER_MESSAGES = {
  signInSent:
    'Si hay citas con ese email, te hemos enviado un enlace para entrar. Caduca en 15 minutos.',
  badLink: 'El enlace no es válido o ha caducado. Pide uno nuevo.',
  signedOut: 'Has cerrado la sesión',
  notFound: 'Cita no encontrada',
  insideNotice:
    'Falta poco para la cita: para cancelarla o cambiarla, ponte en contacto con tu educador.',
  notScheduled: 'Esta cita ya no está programada',
  timeNotFree: 'Esa hora ya no está libre. Elige otra.',
  changePending: 'Ya has pedido otra hora para esta cita; espera la respuesta del educador.',
  changeDecided: 'Este cambio ya fue aprobado o rechazado',
  changeNotFound: 'Cambio no encontrado',
  cancelled: 'Cita cancelada',
  changeRequested: 'Hemos enviado tu petición de cambio al educador',
} as const;

/** 43 base64url characters: 256 random bits. Anything else is refused before any lookup. */
const tokenField = z
  .string({ error: OWNER_MESSAGES.badLink })
  .regex(/^[A-Za-z0-9_-]{43}$/, OWNER_MESSAGES.badLink);

export const OwnerSignInRequestSchema = z.object({ email: emailField });
export type OwnerSignInRequestInput = z.input<typeof OwnerSignInRequestSchema>;

export const OwnerSignInSchema = z.object({ token: tokenField });

/** A booking link's token, sent in a header by the page the e-mail opens. */
export const BOOKING_LINK_HEADER = 'x-booking-link';
export const BookingLinkTokenSchema = tokenField;

export const OwnerFreeTimesQuerySchema = z.object({ date: dateField('La fecha es requerida') });

export const OwnerChangeRequestInputSchema = z.object({
  date: dateField('La fecha es requerida'),
  time: timeField('La hora es requerida'),
});
export type OwnerChangeRequestInput = z.input<typeof OwnerChangeRequestInputSchema>;

export const RejectChangeRequestSchema = z.object({
  reason: requiredText('El motivo es requerido', 500),
});

/** The trainer's Ajustes for the owners' area. */
export const OwnerAreaSettingsSchema = z.object({
  cancellationNoticeHours: z.coerce
    .number({ error: 'Indica las horas de antelación' })
    .int('Indica un número entero de horas')
    .min(0, 'Las horas no pueden ser negativas')
    .max(MAX_CANCELLATION_NOTICE_HOURS, `Como mucho ${MAX_CANCELLATION_NOTICE_HOURS} horas`),
  businessName: optionalText(120),
  contactPhone: optionalText(30).refine(
    (v) => v === null || PROFILE_PHONE_PATTERN.test(v),
    'El teléfono no es válido',
  ),
  sessionPlace: optionalText(300),
  /** Issue 29 (decision 0090): known clients enrol in classes directly or ask for a place. */
  classEnrolment: z
    .enum(CLASS_ENROLMENT_MODES, { error: 'Elige cómo se apuntan tus clientes a las clases' })
    .default(DEFAULT_CLASS_ENROLMENT_MODE),
});
export type OwnerAreaSettingsInput = z.input<typeof OwnerAreaSettingsSchema>;

/** The settings as the API answers them. */
export const OwnerAreaSettingsResultSchema = z.object({
  cancellationNoticeHours: z.number().int(),
  businessName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  sessionPlace: z.string().nullable(),
  classEnrolment: z.enum(CLASS_ENROLMENT_MODES),
});
export type OwnerAreaSettings = z.infer<typeof OwnerAreaSettingsResultSchema>;

export const OwnerTrainerSchema = z.object({
  id: z.string(),
  name: z.string(),
  businessName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  place: z.string().nullable(),
  timeZone: z.string(),
  cancellationNoticeHours: z.number().int(),
});
export type OwnerTrainer = z.infer<typeof OwnerTrainerSchema>;

export const OwnerAppointmentSchema = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string(),
  duration: z.number(),
  serviceType: z.string(),
  dogName: z.string(),
  /** In a school, the trainer who gives it (decision 0147); null in a one-person business. */
  givenBy: z.string().nullable().default(null),
  status: z.enum(APPOINTMENT_STATUSES),
  cancelledBy: z.enum(CANCELLED_BY).nullable(),
  /** Start as an instant (ISO), so the browser can show it in its own zone too. */
  startsAt: z.string(),
  isPast: z.boolean(),
  /** Scheduled, and still outside the trainer's notice window: cancel and change are offered. */
  canChange: z.boolean(),
  pendingChange: z.object({ date: z.string(), time: z.string() }).nullable(),
  rejectedChange: z
    .object({ date: z.string(), time: z.string(), reason: z.string().nullable() })
    .nullable(),
});
export type OwnerAppointment = z.infer<typeof OwnerAppointmentSchema>;

export const OwnerRequestSchema = z.object({
  id: z.string(),
  requestedDate: z.string(),
  requestedTime: z.string().nullable(),
  serviceType: z.string(),
  dogName: z.string(),
  /** In a school, the trainer asked for; null under "Cualquiera" or in a one-person business. */
  givenBy: z.string().nullable().default(null),
  status: z.enum(REQUEST_STATUSES),
  rejectionReason: z.string().nullable(),
});
export type OwnerRequest = z.infer<typeof OwnerRequestSchema>;

/**
 * Issue 27, Mi área's "Pedir otra cita": the trainer's booking page and what the owner gave on
 * their latest booking with them, to fill the page in.
 */
export const OwnerBookAgainSchema = z.object({
  path: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string(),
  dogName: z.string(),
  dogBreed: z.string().nullable(),
  dogAge: z.number().nullable(),
});
export type OwnerBookAgain = z.infer<typeof OwnerBookAgainSchema>;

/** Everything one owner (or one e-mailed link) may see, grouped by trainer. */
export const OwnerOverviewSchema = z.object({
  /** The signed-in address; null when the page was opened from a booking link. */
  email: z.string().nullable(),
  trainers: z.array(
    z.object({
      trainer: OwnerTrainerSchema,
      appointments: z.array(OwnerAppointmentSchema),
      requests: z.array(OwnerRequestSchema),
      /** The owner's bonos with that trainer (issue 18): those of the clients their visits are linked to. */
      bonos: z.array(OwnerBonoSchema),
      /**
       * Issue 30: the invoices of those clients, for an owner signed in with their e-mail (a
       * booking link shows none).
       */
      invoices: z.array(OwnerInvoiceSchema).default([]),
      /**
       * Issue 45: what those clients owe and paid, for an owner signed in with their e-mail (a
       * booking link shows none), or null when nothing was charged.
       */
      account: OwnerAccountSchema.nullable().default(null),
      bookAgain: OwnerBookAgainSchema.nullable().default(null),
    }),
  ),
});
export type OwnerOverview = z.infer<typeof OwnerOverviewSchema>;

/** A change of time as the trainer sees it in Solicitudes. */
export const ChangeRequestSchema = z.object({
  id: z.string(),
  appointmentId: z.string(),
  clientName: z.string(),
  clientEmail: contactField(z.string()),
  dogName: z.string(),
  duration: z.number(),
  fromDate: z.string(),
  fromTime: z.string(),
  toDate: z.string(),
  toTime: z.string(),
  status: z.enum(CHANGE_REQUEST_STATUSES),
  createdAt: z.string(),
});
export type ChangeRequest = z.infer<typeof ChangeRequestSchema>;

const bookingId = z.uuid({ message: 'Identificador no válido' });

/**
 * The trainer asks for the owner's link to one appointment or one request (issue 16: the
 * WhatsApp message carries it). Exactly one of the two.
 */
export const OwnerShareLinkInputSchema = z
  .object({ appointmentId: bookingId.optional(), requestId: bookingId.optional() })
  .refine((v) => (v.appointmentId === undefined) !== (v.requestId === undefined), {
    message: 'Indica la cita o la solicitud',
  });
export type OwnerShareLinkInput = z.infer<typeof OwnerShareLinkInputSchema>;

/**
 * A fresh booking link for the owner, where the sessions take place (Ajustes) and, in a school,
 * who gives it (decision 0147: the appointment's trainer, the request's asked for, else null).
 */
export const OwnerShareLinkSchema = z.object({
  link: z.string(),
  place: z.string().nullable(),
  givenBy: z.string().nullable().default(null),
});
export type OwnerShareLink = z.infer<typeof OwnerShareLinkSchema>;

/**
 * Issue 28: the owner's links to one appointment that still open it (mailed or shared), for the
 * trainer to see and revoke. GET /api/owner-area/share-links?appointmentId=…
 */
export const OwnerLinksQuerySchema = z.object({ appointmentId: bookingId });
export const OwnerLiveLinkSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type OwnerLiveLink = z.infer<typeof OwnerLiveLinkSchema>;
export const OwnerLiveLinksSchema = z.object({ links: z.array(OwnerLiveLinkSchema) });
export type OwnerLiveLinks = z.infer<typeof OwnerLiveLinksSchema>;
export const OWNER_LINK_MESSAGES = {
  revoked: 'Enlace revocado: ya no abre la cita',
  notFound: 'El enlace no existe o ya no funciona',
} as const;
