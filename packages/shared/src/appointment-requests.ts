import { z } from './z.ts';
import { contactField } from './contact-fields.ts';
import {
  APPOINTMENT_SERIES_MESSAGES,
  AppointmentRepeatSchema,
  repeatIssue,
} from './appointment-series.ts';
import { PageQuerySchema } from './api.ts';
import { AppointmentSchema } from './appointments.ts';
import { bookingLinkChoices, bookingLinkFilters } from './booking-links.ts';
import { CLIENT_CONTACT_MESSAGE, contactEmailField, contactPhoneField } from './clients.ts';
import { optionalText, requiredText } from './fields.ts';
import { dateField, dogAgeField, durationField, timeField } from './scheduling-fields.ts';
import { REQUEST_SOURCES, REQUEST_STATUSES } from './scheduling.ts';
import { searchField } from './search-field.ts';
import { SERVICE_TRAINER_MESSAGES } from './service-trainers.ts';

/**
 * The internal request form ('Nueva Cita') and POST /appointments/requests (SPEC §5). With
 * `confirm` the request is approved at once and its appointment created in the same step.
 */
const SERVICE_REQUIRED = 'El tipo de servicio es requerido';

export const AppointmentRequestInputSchema = z
  .object({
    clientName: requiredText('El nombre del cliente es requerido', 120),
    /** Issue 27.3: one of the two is enough (a client picked from the records may have one). */
    clientEmail: contactEmailField,
    clientPhone: contactPhoneField,
    dogName: requiredText('El nombre del perro es requerido', 80),
    dogBreed: optionalText(80),
    dogAge: dogAgeField,
    requestedDate: dateField('La fecha es requerida'),
    requestedTime: timeField('La hora es requerida'),
    duration: durationField,
    /** The trainer's catalogue service (issue 18); `serviceType` alone is the older form's key. */
    serviceId: z.uuid({ error: SERVICE_REQUIRED }).nullish(),
    serviceType: z.string({ error: SERVICE_REQUIRED }).trim().max(120).optional(),
    notes: optionalText(2000),
    /**
     * Who gives it (decision 0139): a trainer of the service; null is "Cualquiera" (the rule
     * assigns one); absent, the signed-in member.
     */
    trainerId: z.uuid({ error: SERVICE_TRAINER_MESSAGES.trainer }).nullish(),
    confirm: z.boolean().default(false),
    /** "Repetir cada semana" (issue 29): a confirmed appointment repeated weekly. */
    repeat: AppointmentRepeatSchema.nullish().transform((v) => v ?? null),
    ...bookingLinkChoices,
  })
  .refine((v) => v.clientEmail || v.clientPhone, {
    message: CLIENT_CONTACT_MESSAGE,
    path: ['clientEmail'],
  })
  .refine((v) => Boolean(v.serviceId || v.serviceType), {
    message: SERVICE_REQUIRED,
    path: ['serviceId'],
  })
  .superRefine((v, ctx) => {
    if (!v.repeat) return;
    if (!v.confirm) {
      ctx.addIssue({
        code: 'custom',
        path: ['repeat'],
        message: APPOINTMENT_SERIES_MESSAGES.onlyConfirmed,
      });
      return;
    }
    const issue = repeatIssue(v.requestedDate, v.repeat);
    if (issue)
      ctx.addIssue({ code: 'custom', path: ['repeat', issue.path], message: issue.message });
  });
export type AppointmentRequestInput = z.input<typeof AppointmentRequestInputSchema>;
export type AppointmentRequestPayload = z.output<typeof AppointmentRequestInputSchema>;

export const AppointmentRequestSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  clientEmail: contactField(z.string()),
  clientPhone: contactField(z.string()),
  dogName: z.string(),
  dogBreed: z.string().nullable(),
  dogAge: z.number().nullable(),
  requestedDate: z.string(),
  /** Null when a wizard request left the time open. */
  requestedTime: z.string().nullable(),
  duration: z.number(),
  /** A service key of the older fixed lists, or the catalogue service's name when it was made. */
  serviceType: z.string(),
  serviceId: z.string().nullable(),
  serviceDescription: z.string().nullable(),
  /** Issue 27: where a home visit is, as the owner gave it while booking; null otherwise. */
  visitAddress: z.string().nullable().optional(),
  notes: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  rejectionReason: z.string().nullable(),
  /** The trainer's client and dog it belongs to; null while not linked (issue 13). */
  clientId: z.string().nullable(),
  dogId: z.string().nullable(),
  source: z.enum(REQUEST_SOURCES),
  /** Issue 29: the class a place is asked in; approving enrols the dog (decision 0091). */
  classId: z.string().nullable().optional(),
  /** Issue 45: the course asked for as a whole; approving enrols the dog in it (decision 0138). */
  courseId: z.string().nullable().optional(),
  consentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AppointmentRequest = z.infer<typeof AppointmentRequestSchema>;

/** `status` absent means every status. */
export const RequestListQuerySchema = PageQuerySchema.extend({
  status: z.enum(REQUEST_STATUSES).optional(),
  search: searchField,
  ...bookingLinkFilters,
});
export type RequestListQuery = z.input<typeof RequestListQuerySchema>;

const APPROVE_MESSAGE = 'Por favor completa todos los campos requeridos';

/** SPEC §5 Approve: a date (from today) and a time are needed; notes are optional. */
export const ApproveRequestSchema = z.object({
  scheduledDate: dateField(APPROVE_MESSAGE),
  scheduledTime: timeField(APPROVE_MESSAGE),
  notes: optionalText(2000),
  ...bookingLinkChoices,
});
export type ApproveRequestInput = z.input<typeof ApproveRequestSchema>;
export type ApproveRequestPayload = z.output<typeof ApproveRequestSchema>;

export const RejectRequestSchema = z.object({
  reason: requiredText('Por favor proporciona una razón para el rechazo', 1000),
});
export type RejectRequestInput = z.input<typeof RejectRequestSchema>;

/** POST /appointments/requests/{id}/approve: the request, now APPROVED, and its appointment. */
export const ApprovalResultSchema = z.object({
  request: AppointmentRequestSchema,
  appointment: AppointmentSchema,
});
export type ApprovalResult = z.infer<typeof ApprovalResultSchema>;

/** GET /appointments/requests/{id}/match: the trainer's client and dog the request would be linked to. */
export const RequestMatchSchema = z.object({
  /**
   * `matchedBy` (issue 28): 'linked' when the booking already names the client, 'email' when the
   * e-mail is the client's, 'phone' when only the phone is: a suggestion the trainer must choose.
   */
  client: z
    .object({ id: z.string(), label: z.string(), matchedBy: z.enum(['linked', 'email', 'phone']) })
    .nullable(),
  dog: z.object({ id: z.string(), label: z.string() }).nullable(),
});
export type RequestMatch = z.infer<typeof RequestMatchSchema>;
