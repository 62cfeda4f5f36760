import { z } from './z.ts';
import { PageQuerySchema } from './api.ts';
import { TrainerQuerySchema } from './service-trainers.ts';
import { dateField, durationField, optionalDateFilter, timeField } from './scheduling-fields.ts';

/** The availability form and the POST/PUT body (SPEC §5 Availability form). */
export const AvailabilityInputSchema = z
  .object({
    date: dateField('La fecha es requerida'),
    startTime: timeField('La hora de inicio es requerida'),
    endTime: timeField('La hora de fin es requerida'),
  })
  .refine((v) => v.endTime > v.startTime, {
    message: 'La hora de fin debe ser posterior a la hora de inicio',
    path: ['endTime'],
  });
export type AvailabilityInput = z.input<typeof AvailabilityInputSchema>;

/** An availability slot; `isBooked` is derived from the appointments that overlap it. */
export const AvailabilitySlotSchema = z.object({
  id: z.string(),
  date: z.string(),
  /** 0 Sunday … 6 Saturday (legacy field of SPEC §3). */
  dayOfWeek: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  isBooked: z.boolean(),
  /** Minutes of the slot that SCHEDULED appointments take (0 … the slot's length). */
  bookedMinutes: z.number().int(),
});
export type AvailabilitySlot = z.infer<typeof AvailabilitySlotSchema>;

export const AvailabilityQuerySchema = PageQuerySchema.extend({
  startDate: optionalDateFilter,
  endDate: optionalDateFilter,
});
export type AvailabilityQuery = z.input<typeof AvailabilityQuerySchema>;

/**
 * GET /appointments/public/available-slots: `businessId` for the public wizard; without it the caller
 * must be signed in and gets their own times (the internal form).
 */
export const AvailableSlotsQuerySchema = z.object({
  date: dateField('La fecha es requerida'),
  /** Any service's duration (15–480, issue 18); 60 when missing. */
  duration: durationField,
  /** A service: on the public page its duration wins over `duration`; whose it is (0139). */
  serviceId: z.uuid({ error: 'Identificador no válido' }).optional(),
  businessId: z.string().trim().max(100).optional(),
  /** One trainer's times; absent: "Cualquiera", the union of those who give the service (0139). */
  trainerId: TrainerQuerySchema.shape.trainerId,
});
export type AvailableSlotsQuery = z.input<typeof AvailableSlotsQuerySchema>;

/** One bookable start time: `[time, endTime)` fits a slot and overlaps no appointment. */
export const AvailableSlotSchema = z.object({ time: z.string(), endTime: z.string() });
export type AvailableSlot = z.infer<typeof AvailableSlotSchema>;

export const AvailableSlotsSchema = z.object({ slots: z.array(AvailableSlotSchema) });

/** A day of the booking page's month view (issue 27). */
export const AVAILABLE_DAY_STATUSES = ['free', 'full', 'past', 'beyond'] as const;
export type AvailableDayStatus = (typeof AVAILABLE_DAY_STATUSES)[number];

/** GET /public/educators/:id/available-days: a month (YYYY-MM) for one service. */
export const AvailableDaysQuerySchema = z.object({
  month: z
    .string({ error: 'El mes es requerido' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'El mes debe tener el formato AAAA-MM'),
  serviceId: z.uuid({ error: 'Identificador no válido' }).optional(),
  trainerId: TrainerQuerySchema.shape.trainerId,
});
export type AvailableDaysQuery = z.input<typeof AvailableDaysQuerySchema>;

export const AvailableDaySchema = z.object({
  date: z.string(),
  status: z.enum(AVAILABLE_DAY_STATUSES),
});
export type AvailableDay = z.infer<typeof AvailableDaySchema>;

/** Every day of the month, and the last date the trainer's horizon lets anyone book. */
export const AvailableDaysSchema = z.object({
  days: z.array(AvailableDaySchema),
  lastBookableDate: z.string(),
});
export type AvailableDays = z.infer<typeof AvailableDaysSchema>;
