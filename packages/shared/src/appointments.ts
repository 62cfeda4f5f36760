import { z } from './z.ts';
import { contactField } from './contact-fields.ts';
import { PageQuerySchema } from './api.ts';
import { AutomaticBonoUseSchema, VisitBonoSchema } from './bonos.ts';
import { bookingLinkFilters } from './booking-links.ts';
import { optionalText } from './fields.ts';
import { dateField, optionalDateFilter, timeField } from './scheduling-fields.ts';
import { CANCELLED_BY } from './owners.ts';
import { APPOINTMENT_STATUSES } from './scheduling.ts';
import { APPOINTMENT_EDIT_SCOPES } from './appointment-series.ts';

export const AppointmentSchema = z.object({
  id: z.string(),
  requestId: z.string().nullable(),
  clientName: z.string(),
  clientEmail: contactField(z.string()),
  clientPhone: contactField(z.string()),
  dogName: z.string(),
  dogBreed: z.string().nullable(),
  dogAge: z.number().nullable(),
  /** The trainer's client and dog it belongs to; null while not linked (issue 13). */
  clientId: z.string().nullable(),
  dogId: z.string().nullable(),
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  duration: z.number(),
  serviceType: z.string(),
  serviceId: z.string().nullable(),
  /** The member who gives it (decision 0134); "Cualquiera" answers whom the rule chose (0139). */
  trainerId: z.string().optional(),
  status: z.enum(APPOINTMENT_STATUSES),
  notes: z.string().nullable(),
  /** Issue 27: a home visit's address, carried from the request it was approved from. */
  visitAddress: z.string().nullable().optional(),
  /** Who cancelled it (issue 15: the owner can, from their area); null when not recorded. */
  cancelledBy: z.enum(CANCELLED_BY).nullable().optional(),
  /**
   * The session recording it ('Registrar sesión'), null when none yet: given by the lists and the
   * calendar, which offer to record it; absent from the answers of other actions.
   */
  sessionId: z.string().nullable().optional(),
  /** On completion: the bono unit it used, for the screen's "Deshacer" (issue 18). */
  bonoUse: AutomaticBonoUseSchema.nullable().optional(),
  /**
   * The client's bono this visit draws on, as the server picks it (issue 26); given by the list
   * and the calendar, null when the client has none for the service.
   */
  bono: VisitBonoSchema.nullable().optional(),
  /** The weekly series it belongs to ("Repetir cada semana", issue 29); null for a single one. */
  seriesId: z.string().nullable().optional(),
  /** When the owner confirmed from the reminder (issue 16); null until then. */
  ownerConfirmedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Appointment = z.infer<typeof AppointmentSchema>;

/** `status` absent means every status; `date` is one day; `clientId`/`dogId` one client's or dog's. */
export const AppointmentListQuerySchema = PageQuerySchema.extend({
  status: z.enum(APPOINTMENT_STATUSES).optional(),
  date: optionalDateFilter,
  ...bookingLinkFilters,
});
export type AppointmentListQuery = z.input<typeof AppointmentListQuerySchema>;

/**
 * PUT /appointments/{id}: the quick actions send a status, the edit modal a status, notes and the
 * date and time (a change of either, or a cancellation, e-mails the owner an updated .ics).
 */
export const AppointmentUpdateSchema = z
  .object({
    status: z.enum(APPOINTMENT_STATUSES, { error: 'Estado no válido' }).optional(),
    notes: optionalText(2000).optional(),
    scheduledDate: dateField('La fecha es requerida').optional(),
    scheduledTime: timeField('La hora es requerida').optional(),
    /** Of a weekly series: this appointment only, or it and the following scheduled ones. */
    scope: z.enum(APPOINTMENT_EDIT_SCOPES, { error: 'Elige a qué citas se aplica' }).optional(),
  })
  .refine(
    (v) =>
      v.status !== undefined ||
      v.notes !== undefined ||
      v.scheduledDate !== undefined ||
      v.scheduledTime !== undefined,
    { message: 'Nada que actualizar', path: ['status'] },
  );
export type AppointmentUpdateInput = z.input<typeof AppointmentUpdateSchema>;
export type AppointmentUpdatePayload = z.output<typeof AppointmentUpdateSchema>;

export const AppointmentStatsQuerySchema = z.object({
  startDate: optionalDateFilter,
  endDate: optionalDateFilter,
});
export type AppointmentStatsQuery = z.input<typeof AppointmentStatsQuerySchema>;

export const AppointmentStatsSchema = z.object({
  totalAppointments: z.number().int(),
  scheduledAppointments: z.number().int(),
  completedAppointments: z.number().int(),
  cancelledAppointments: z.number().int(),
  pendingRequests: z.number().int(),
});
export type AppointmentStats = z.infer<typeof AppointmentStatsSchema>;

/** PUT /appointments/{id}/link: an appointment not linked yet ('Sin vincular') gets its client and dog. */
export const AppointmentLinkSchema = z.object({
  clientId: z.uuid({ error: 'Selecciona un cliente' }),
  dogId: z.uuid({ error: 'Selecciona un perro' }),
});
export type AppointmentLinkInput = z.input<typeof AppointmentLinkSchema>;

/** GET /appointments/{id}/move-check: where a drag would put the appointment. */
export const MoveCheckQuerySchema = z.object({
  date: dateField('La fecha es requerida'),
  time: timeField('La hora es requerida'),
});
export type MoveCheckQuery = z.infer<typeof MoveCheckQuerySchema>;

/**
 * The server's answer before a move (issue 26): `refusal` is the message the move itself would be
 * refused with (null: it would be accepted); `warnings` are the booking page's rules the time
 * breaks, which the trainer may override.
 */
export const MoveCheckSchema = z.object({
  refusal: z.string().nullable(),
  warnings: z.array(z.string()),
});
export type MoveCheck = z.infer<typeof MoveCheckSchema>;
