import { z } from './z.ts';
import { AppointmentRequestSchema } from './appointment-requests.ts';
import { type ClassEnrolmentMode } from './classes.ts';
import { bookingLinkChoices } from './booking-links.ts';
import { CLASS_PAYMENTS, classPriceFields } from './class-money.ts';
import { ConsentVersionSchema } from './consents.ts';
import { optionalText } from './fields.ts';
import {
  BOOKING_CONTACT_REFINEMENT,
  BookingPersonalSchema,
  BookingPetSchema,
  CONSENT_MESSAGE,
  bookingDocumentsShape,
  hasBookingContact,
  signedWhenAsked,
} from './public-booking.ts';
import { SCHEDULING_MESSAGES } from './scheduling.ts';
import { monthsText } from './vaccines.ts';

/**
 * Issue 29, the owner's way into a class: a known client (Mi área) enrols directly or sends a
 * request, as the trainer chooses in Ajustes (decision 0090); a visitor of the public booking page
 * always sends a request, which the trainer approves like an appointment request (decision 0091).
 */
export const CLASS_ENROLMENT_MODE_LABELS: Record<ClassEnrolmentMode, string> = {
  direct: 'Se apuntan directamente',
  request: 'Envían una solicitud que apruebas tú',
};

export const CLASS_REQUEST_MESSAGES = {
  sent: 'Solicitud enviada: te avisaremos por email cuando el educador la revise',
  alreadyRequested: 'Ya has pedido plaza para este perro en esta clase',
  requestsOnly: 'Tu educador revisa cada inscripción: envía una solicitud de plaza',
  directOnly: 'Puedes reservar la plaza directamente',
  notOffered: 'Esta clase ya no admite solicitudes',
  full: 'La clase está completa: no quedan plazas',
  fullOnApprove:
    'La clase se ha completado mientras tanto: no quedan plazas. Puedes apuntar al perro a la lista de espera o rechazar la solicitud.',
  approved: 'Plaza confirmada',
  waitlisted: 'Perro apuntado a la lista de espera',
  notClassRequest: 'Esta solicitud no es de una clase',
  courseAlreadyRequested: 'Ya has pedido plaza para este perro en este curso',
  courseNotOffered: 'Este curso ya no admite solicitudes',
  courseFull: 'El curso está completo: no quedan plazas',
  courseFullOnApprove:
    'El curso se ha completado mientras tanto: no quedan plazas. Puedes apuntar al perro a la lista de espera del curso o rechazar la solicitud.',
  courseApproved: 'Perro apuntado al curso',
  /** A class of a course is sold with its course, never alone. */
  courseClass: 'Esta clase es parte de un curso: pide plaza en el curso',
  notAppointment: 'Esta solicitud es de una plaza en una clase: apruébala desde la clase',
} as const;

/** "1 plaza libre", "3 plazas libres". */
export const freePlacesText = (free: number) =>
  free === 1 ? '1 plaza libre' : `${free} plazas libres`;

/** "De 2 a 6 meses", "Desde 6 meses", "Hasta 1 año"; null without an age range. */
export function ageRangeLabel(range: { minAgeMonths: number | null; maxAgeMonths: number | null }) {
  const { minAgeMonths: min, maxAgeMonths: max } = range;
  if (min !== null && max !== null) return `De ${monthsText(min)} a ${monthsText(max)}`;
  if (min !== null) return `Desde ${monthsText(min)}`;
  if (max !== null) return `Hasta ${monthsText(max)}`;
  return null;
}

/**
 * GET /public/educators/{id}/classes: a trainer's upcoming classes as the booking page shows
 * them — what, when, where, how many places are free. Nothing about who holds them.
 */
export const PublicClassSchema = z.object({
  id: z.string(),
  serviceName: z.string(),
  date: z.string(),
  time: z.string(),
  duration: z.number(),
  place: z.string().nullable(),
  /** Places neither taken nor held for a waiting-list offer. 0 is "Completa". */
  free: z.number(),
  minAgeMonths: z.number().nullable(),
  maxAgeMonths: z.number().nullable(),
  /** What a place costs (issue 45): shown on the card as `classPriceText` reads it. */
  ...classPriceFields,
  /** The current versions of the documents the class's service asks to accept. */
  documents: z.array(ConsentVersionSchema),
});
export type PublicClass = z.infer<typeof PublicClassSchema>;

/**
 * A course as the booking page sells it (issue 45, decision 0138): one offer with its name,
 * dates and price — its classes are not listed on their own. `priceCents` is what a dog joining
 * now pays (the classes left when the trainer admits late joiners); `free` the places free in
 * every class still to come.
 */
export const PublicCourseSchema = z.object({
  id: z.string(),
  name: z.string(),
  serviceName: z.string(),
  firstDate: z.string(),
  lastDate: z.string(),
  /** The classes a dog joining now takes a place in. */
  classCount: z.number(),
  time: z.string(),
  duration: z.number(),
  place: z.string().nullable(),
  free: z.number(),
  priceCents: z.number().nullable(),
  payment: z.enum(CLASS_PAYMENTS),
  minAgeMonths: z.number().nullable(),
  maxAgeMonths: z.number().nullable(),
  documents: z.array(ConsentVersionSchema),
});
export type PublicCourse = z.infer<typeof PublicCourseSchema>;

export const PublicClassListSchema = z.object({
  classes: z.array(PublicClassSchema),
  courses: z.array(PublicCourseSchema),
});

/** "1 clase", "4 clases". */
export const classCountText = (n: number) => (n === 1 ? '1 clase' : `${n} clases`);

/** The visitor's dog, with the booking form's fields and messages. */
export const ClassRequestDogSchema = BookingPetSchema.pick({
  dogName: true,
  dogBreed: true,
  dogAge: true,
});

/**
 * POST /public/classes/request: a place asked for from the booking page. The same personal and
 * dog fields, consent and documents as an appointment request; `website` is the honeypot.
 */
export const PublicClassRequestSchema = z
  .object({
    ...BookingPersonalSchema.shape,
    ...ClassRequestDogSchema.shape,
    notes: optionalText(2000),
    classId: z.uuid({ error: CLASS_REQUEST_MESSAGES.notOffered }),
    educatorId: z.string({ error: SCHEDULING_MESSAGES.educatorNotFound }).trim().max(100),
    consent: z.literal(true, { error: CONSENT_MESSAGE }),
    ...bookingDocumentsShape,
    website: z.string().max(500).optional(),
  })
  .refine(hasBookingContact, BOOKING_CONTACT_REFINEMENT)
  .superRefine(signedWhenAsked);

/** POST /public/courses/request: a place in a whole course asked for from the booking page. */
export const PublicCourseRequestSchema = z
  .object({
    ...BookingPersonalSchema.shape,
    ...ClassRequestDogSchema.shape,
    notes: optionalText(2000),
    courseId: z.uuid({ error: CLASS_REQUEST_MESSAGES.courseNotOffered }),
    educatorId: z.string({ error: SCHEDULING_MESSAGES.educatorNotFound }).trim().max(100),
    consent: z.literal(true, { error: CONSENT_MESSAGE }),
    ...bookingDocumentsShape,
    website: z.string().max(500).optional(),
  })
  .refine(hasBookingContact, BOOKING_CONTACT_REFINEMENT)
  .superRefine(signedWhenAsked);
export type PublicCourseRequestPayload = z.output<typeof PublicCourseRequestSchema>;
export type PublicClassRequestInput = z.input<typeof PublicClassRequestSchema>;
export type PublicClassRequestPayload = z.output<typeof PublicClassRequestSchema>;

export const PublicClassRequestResultSchema = z.object({
  id: z.string(),
  status: z.literal('PENDING'),
  dogName: z.string(),
  serviceName: z.string(),
  date: z.string(),
  time: z.string(),
});
export type PublicClassRequestResult = z.infer<typeof PublicClassRequestResultSchema>;

/**
 * POST /appointments/requests/{id}/approve-class: the client and dog as in an appointment's
 * approval; `waitlist` puts the dog on the class's waiting list (the class filled meanwhile).
 */
export const ApproveClassRequestSchema = z.object({
  ...bookingLinkChoices,
  waitlist: z.boolean().default(false),
});
export type ApproveClassRequestInput = z.input<typeof ApproveClassRequestSchema>;

export const ClassApprovalResultSchema = z.object({
  request: AppointmentRequestSchema,
  outcome: z.enum(['enrolled', 'waitlisted']),
});
export type ClassApprovalResult = z.infer<typeof ClassApprovalResultSchema>;
