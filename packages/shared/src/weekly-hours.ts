import { z } from './z.ts';
import { ClassSchema } from './classes.ts';
import { AppointmentSchema } from './appointments.ts';
import { isRealDate, optionalText } from './fields.ts';
import { dateField, optionalDateFilter, timeField } from './scheduling-fields.ts';
import { addDays } from './time-zone.ts';
import { TrainerFilterSchema, TrainerTagSchema } from './trainer-colours.ts';
import { TrainerQuerySchema } from './service-trainers.ts';

/**
 * Issue 19: the trainer's weekly pattern, date exceptions and the public page's booking rules.
 * Weekdays are 0 Sunday … 6 Saturday, as `dayOfWeek`; screens list them from Monday.
 */

export const WEEKDAYS_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;
export const WEEKDAY_LABELS: Record<number, string> = {
  0: 'Domingo',
  1: 'Lunes',
  2: 'Martes',
  3: 'Miércoles',
  4: 'Jueves',
  5: 'Viernes',
  6: 'Sábado',
};

export const WEEKLY_HOURS_MESSAGES = {
  order: 'La hora de fin debe ser posterior a la hora de inicio',
  overlap: 'Los tramos de un mismo día no pueden solaparse',
  weekday: 'Día de la semana no válido',
  tooMany: 'Como máximo 6 tramos por día',
} as const;

const rangeEndAfterStart = (v: { startTime: string; endTime: string }) => v.endTime > v.startTime;

export const WeeklyRangeSchema = z
  .object({
    weekday: z.coerce
      .number({ error: WEEKLY_HOURS_MESSAGES.weekday })
      .int(WEEKLY_HOURS_MESSAGES.weekday)
      .min(0, WEEKLY_HOURS_MESSAGES.weekday)
      .max(6, WEEKLY_HOURS_MESSAGES.weekday),
    startTime: timeField('La hora de inicio es requerida'),
    endTime: timeField('La hora de fin es requerida'),
  })
  .refine(rangeEndAfterStart, { message: WEEKLY_HOURS_MESSAGES.order, path: ['endTime'] });
export type WeeklyRange = z.output<typeof WeeklyRangeSchema>;

/** PUT /appointments/weekly-hours: the whole pattern at once (it replaces the previous one). */
export const WeeklyHoursSchema = z
  .object({ ranges: z.array(WeeklyRangeSchema).max(42, WEEKLY_HOURS_MESSAGES.tooMany) })
  .superRefine((value, ctx) => {
    for (let weekday = 0; weekday < 7; weekday++) {
      const day = value.ranges
        .map((range, index) => ({ ...range, index }))
        .filter((range) => range.weekday === weekday)
        .sort((a, b) => a.startTime.localeCompare(b.startTime));
      if (day.length > 6) {
        ctx.addIssue({ code: 'custom', message: WEEKLY_HOURS_MESSAGES.tooMany, path: ['ranges'] });
      }
      for (let i = 1; i < day.length; i++) {
        if (day[i]!.startTime < day[i - 1]!.endTime) {
          ctx.addIssue({
            code: 'custom',
            message: WEEKLY_HOURS_MESSAGES.overlap,
            path: ['ranges', day[i]!.index, 'startTime'],
          });
        }
      }
    }
  });
export type WeeklyHoursInput = z.input<typeof WeeklyHoursSchema>;
export type WeeklyHours = z.output<typeof WeeklyHoursSchema>;

export const EXCEPTION_KINDS = ['CLOSED', 'EXTRA'] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];
export const EXCEPTION_KIND_LABELS: Record<ExceptionKind, string> = {
  CLOSED: 'Cerrado',
  EXTRA: 'Horas extra',
};
/** A closed range of dates may last up to a year (vacations); extra hours are one date. */
export const MAX_EXCEPTION_DAYS = 366;

export const EXCEPTION_MESSAGES = {
  kind: 'Tipo de excepción no válido',
  endBeforeStart: 'La fecha final no puede ser anterior a la inicial',
  tooLong: `Una excepción dura como máximo ${MAX_EXCEPTION_DAYS} días`,
  bothTimes: 'Indica la hora de inicio y la de fin, o ninguna (todo el día)',
  extraNeedsTimes: 'Las horas extra necesitan hora de inicio y de fin',
  extraOneDay: 'Las horas extra son de una sola fecha',
  notFound: 'Excepción no encontrada',
} as const;

const optionalTime = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.union([z.null(), timeField('')]));

/** POST /appointments/availability-exceptions: a closed day/range/time, or extra hours on a date. */
export const AvailabilityExceptionInputSchema = z
  .object({
    kind: z.enum(EXCEPTION_KINDS, { error: EXCEPTION_MESSAGES.kind }),
    startDate: dateField('La fecha es requerida'),
    /** Absent: the same as `startDate`. */
    endDate: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .pipe(z.union([z.null(), dateField('La fecha es requerida')])),
    startTime: optionalTime,
    endTime: optionalTime,
    reason: optionalText(200),
    /**
     * Issue 27: a closure over confirmed appointments mails each one's owner, in the block's own
     * transaction, when the trainer chose to tell them.
     */
    notifyOwners: z.boolean().default(false),
  })
  .transform((v) => ({ ...v, endDate: v.endDate ?? v.startDate }))
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', message, path: [path] });
    if (!isRealDate(v.startDate) || !isRealDate(v.endDate)) return;
    if (v.endDate < v.startDate) issue('endDate', EXCEPTION_MESSAGES.endBeforeStart);
    else if (v.endDate > addDays(v.startDate, MAX_EXCEPTION_DAYS - 1)) {
      issue('endDate', EXCEPTION_MESSAGES.tooLong);
    }
    if ((v.startTime === null) !== (v.endTime === null)) {
      issue(v.startTime === null ? 'startTime' : 'endTime', EXCEPTION_MESSAGES.bothTimes);
    } else if (v.startTime !== null && v.endTime !== null && v.endTime <= v.startTime) {
      issue('endTime', WEEKLY_HOURS_MESSAGES.order);
    }
    if (v.kind === 'EXTRA') {
      if (v.startTime === null) issue('startTime', EXCEPTION_MESSAGES.extraNeedsTimes);
      if (v.endDate !== v.startDate) issue('endDate', EXCEPTION_MESSAGES.extraOneDay);
    }
  });
export type AvailabilityExceptionInput = z.input<typeof AvailabilityExceptionInputSchema>;
export type AvailabilityExceptionPayload = z.output<typeof AvailabilityExceptionInputSchema>;

export const AvailabilityExceptionSchema = z.object({
  id: z.string(),
  kind: z.enum(EXCEPTION_KINDS),
  startDate: z.string(),
  endDate: z.string(),
  /** Null on a whole-day closure. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  reason: z.string().nullable(),
});
export type AvailabilityException = z.infer<typeof AvailabilityExceptionSchema>;

/**
 * GET /appointments/availability-exceptions/affected (issue 27): the time a closure would block,
 * so the dialog can list the confirmed appointments in it before saving.
 */
export const BlockedTimeQuerySchema = z
  .object({
    startDate: dateField('La fecha es requerida'),
    endDate: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : null))
      .pipe(z.union([z.null(), dateField('La fecha es requerida')])),
    startTime: optionalTime,
    endTime: optionalTime,
    /** Whose appointments (decision 0139); the caller's own when absent. */
    trainerId: TrainerQuerySchema.shape.trainerId,
  })
  .transform((v) => ({ ...v, endDate: v.endDate ?? v.startDate }));
export type BlockedTimeQuery = z.input<typeof BlockedTimeQuerySchema>;
export const BlockedAppointmentsSchema = z.object({ appointments: z.array(AppointmentSchema) });

/** Exceptions touching `[startDate, endDate]`; both optional (then: from today on). */
export const ExceptionQuerySchema = z.object({
  startDate: optionalDateFilter,
  endDate: optionalDateFilter,
});

export const BOOKING_STEPS = [15, 30, 60] as const;
export const MAX_BUFFER_MINUTES = 120;
export const MAX_NOTICE_HOURS = 720;
export const MAX_HORIZON_DAYS = 730;

/** What a trainer who never opened the settings gets (issue 19). */
export const DEFAULT_BOOKING_RULES = {
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeHours: 12,
  horizonDays: 60,
  stepMinutes: 30,
} as const;

const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** PUT /appointments/booking-rules (Ajustes → "Reservas desde la página pública"). */
export const BookingRulesSchema = z.object({
  bufferBeforeMinutes: wholeNumber(
    0,
    MAX_BUFFER_MINUTES,
    `El margen debe estar entre 0 y ${MAX_BUFFER_MINUTES} minutos`,
  ),
  bufferAfterMinutes: wholeNumber(
    0,
    MAX_BUFFER_MINUTES,
    `El margen debe estar entre 0 y ${MAX_BUFFER_MINUTES} minutos`,
  ),
  minNoticeHours: wholeNumber(
    0,
    MAX_NOTICE_HOURS,
    `La antelación mínima debe estar entre 0 y ${MAX_NOTICE_HOURS} horas`,
  ),
  horizonDays: wholeNumber(
    1,
    MAX_HORIZON_DAYS,
    `El horizonte debe estar entre 1 y ${MAX_HORIZON_DAYS} días`,
  ),
  stepMinutes: z.coerce
    .number({ error: 'El intervalo debe ser de 15, 30 o 60 minutos' })
    .refine(
      (v) => (BOOKING_STEPS as readonly number[]).includes(v),
      'El intervalo debe ser de 15, 30 o 60 minutos',
    ),
});
export type BookingRulesInput = z.input<typeof BookingRulesSchema>;
export type BookingRules = z.output<typeof BookingRulesSchema>;

/** Why the public page refuses a chosen time (each rule says its own reason). */
export const BOOKING_RULE_MESSAGES = {
  notice: (hours: number) => `Hay que reservar con al menos ${hours} h de antelación`,
  horizon: (days: number) => `Solo se puede reservar con un máximo de ${days} días de antelación`,
  step: (minutes: number) =>
    `Las citas empiezan cada ${minutes} minutos (p. ej. 10:00, 10:${
      minutes === 60 ? '00' : String(minutes).padStart(2, '0')
    })`,
  outsideHours: 'Esa hora está fuera del horario de atención',
  buffer: 'Esa hora está demasiado cerca de otra cita',
  /** The trainer's own form: a time the public page would not offer. */
  overrideWarning:
    'Esta hora queda fuera de tu horario o de tus reglas de reserva. Puedes guardarla igualmente.',
} as const;

/** GET /appointments/calendar: up to six weeks at once. */
export const MAX_CALENDAR_DAYS = 42;
export const CalendarQuerySchema = z
  .object({
    startDate: dateField('La fecha inicial es requerida'),
    endDate: dateField('La fecha final es requerida'),
    /** Only these trainers' work (decision 0140); without it, the whole business's. */
    adiestradores: TrainerFilterSchema.optional(),
  })
  .refine((v) => v.endDate >= v.startDate, {
    message: EXCEPTION_MESSAGES.endBeforeStart,
    path: ['endDate'],
  })
  // zod runs an object's refinements even when a field failed: only compare real dates.
  .refine(
    (v) => !isRealDate(v.startDate) || v.endDate <= addDays(v.startDate, MAX_CALENDAR_DAYS - 1),
    {
      message: `Como máximo ${MAX_CALENDAR_DAYS} días`,
      path: ['endDate'],
    },
  );
export type CalendarQuery = z.input<typeof CalendarQuerySchema>;

const HourRangeSchema = z.object({ startTime: z.string(), endTime: z.string() });
export type HourRange = z.infer<typeof HourRangeSchema>;

export const CalendarDaySchema = z.object({
  date: z.string(),
  /** Open hours (weekly pattern, extra hours, one-off slots) minus what is closed. */
  open: z.array(HourRangeSchema),
  /** Closed exceptions that day, whole days as 00:00–24:00. */
  closed: z.array(
    HourRangeSchema.extend({ exceptionId: z.string(), reason: z.string().nullable() }),
  ),
});
export type CalendarDay = z.infer<typeof CalendarDaySchema>;

export const CalendarRequestSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  dogName: z.string(),
  requestedDate: z.string(),
  requestedTime: z.string().nullable(),
  duration: z.number(),
  serviceType: z.string(),
  /** The trainer the owner asked for; null for "Cualquiera" (decided on approval). */
  trainer: TrainerTagSchema.nullable(),
});
export type CalendarRequest = z.infer<typeof CalendarRequestSchema>;

/** Each block of the calendar names its trainer (decision 0140). */
export const CalendarAppointmentSchema = AppointmentSchema.extend({ trainer: TrainerTagSchema });
export type CalendarAppointment = z.infer<typeof CalendarAppointmentSchema>;
export const CalendarClassSchema = ClassSchema.extend({ trainer: TrainerTagSchema });
export type CalendarClass = z.infer<typeof CalendarClassSchema>;

export const CalendarSchema = z.object({
  timeZone: z.string(),
  /** The trainer's today and minutes since midnight, for the "now" line. */
  today: z.string(),
  nowMinutes: z.number(),
  days: z.array(CalendarDaySchema),
  appointments: z.array(CalendarAppointmentSchema),
  /** PENDING requests with a preferred date in the range (shown as tentative). */
  requests: z.array(CalendarRequestSchema),
  /** Group classes of the range (issue 29), a course's too: one block each, with its "4/6". */
  classes: z.array(CalendarClassSchema),
  /** The business's current trainers, for the filter: the titular and the adiestradores. */
  trainers: z.array(TrainerTagSchema),
  rules: BookingRulesSchema,
});
export type Calendar = z.infer<typeof CalendarSchema>;

/** Upcoming SCHEDULED appointments that no longer fall inside the open hours. */
export const OutsideHoursSchema = z.object({ appointments: z.array(AppointmentSchema) });
