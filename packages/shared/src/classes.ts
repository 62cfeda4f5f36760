import { z } from './z.ts';
import { contactField } from './contact-fields.ts';
import {
  CLASS_MONEY_MESSAGES,
  CLASS_PAYMENTS,
  EnrolmentMoneySchema,
  classMoneyFields,
  classPriceFields,
  priceWhenPaidByPrice,
} from './class-money.ts';
import { OwnerWaitlistSchema, WaitlistEntrySchema } from './class-waitlist.ts';
import { eurosTextField } from './money.ts';
import { optionalText } from './fields.ts';
import { SCHEDULING_MESSAGES } from './scheduling.ts';
import { dateField, durationField, timeField } from './scheduling-fields.ts';
import { SERVICE_MESSAGES } from './services.ts';
import { addDays, dayOfWeek } from './time-zone.ts';
import { isRealDate } from './calendar-date.ts';
import { VACCINE_KINDS } from './vaccines.ts';

/** Group classes (issue 29): a group service at a date, time and place, with places. */
export const CLASS_LIMITS = { placesMax: 50, occurrencesMax: 52 } as const;

export const CLASS_STATUSES = ['scheduled', 'cancelled'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];
export const CLASS_STATUS_LABELS: Record<ClassStatus, string> = {
  scheduled: 'Programada',
  cancelled: 'Cancelada',
};
export const CLASS_ENROLMENT_STATUSES = ['enrolled', 'cancelled'] as const;
export type ClassEnrolmentStatus = (typeof CLASS_ENROLMENT_STATUSES)[number];
export const CLASS_ENROLMENT_STATUS_LABELS: Record<ClassEnrolmentStatus, string> = {
  enrolled: 'Inscrito',
  cancelled: 'Cancelada',
};
/** Which classes of a series an edit changes: this one, or this one and the following ones. */
/** Issue 29 (decision 0090): how a trainer's known clients take a place in a class. */
export const CLASS_ENROLMENT_MODES = ['direct', 'request'] as const;
export type ClassEnrolmentMode = (typeof CLASS_ENROLMENT_MODES)[number];
/** Today's behaviour stays the default: known clients take a free place themselves. */
export const DEFAULT_CLASS_ENROLMENT_MODE: ClassEnrolmentMode = 'direct';
export const CLASS_EDIT_SCOPES = ['one', 'following'] as const;
export type ClassEditScope = (typeof CLASS_EDIT_SCOPES)[number];

export const CLASS_MESSAGES = {
  places: `Las plazas deben estar entre 1 y ${CLASS_LIMITS.placesMax}`,
  minPlaces: 'El mínimo debe estar entre 1 y el número de plazas',
  serviceNotGroup: 'Elige un servicio en grupo para la clase',
  date: 'La fecha es requerida',
  time: 'La hora es requerida',
  repeatCount: `El número de clases debe estar entre 2 y ${CLASS_LIMITS.occurrencesMax}`,
  repeatUntil: 'La fecha final debe ser posterior a la primera clase',
  repeatBoth: 'Indica hasta qué fecha o cuántas veces, no las dos',
  repeatTooMany: `Una serie tiene como máximo ${CLASS_LIMITS.occurrencesMax} clases`,
  notFound: 'Clase no encontrada',
  cancelled: 'La clase está cancelada',
  past: 'La clase ya ha pasado',
  /** Issue 45: a class that has begun takes no more dogs, from any path. */
  started: 'La clase ya ha empezado: no admite más perros',
  full: 'La clase está completa: no quedan plazas',
  alreadyEnrolled: 'Este perro ya está apuntado a la clase',
  enrolmentNotFound: 'Inscripción no encontrada',
  belowEnrolled: 'Hay más perros apuntados que plazas: cancela antes alguna inscripción',
  notInSeries: 'Esta clase no forma parte de una serie',
  attendanceTooEarly: 'La asistencia se marca el día de la clase o después',
} as const;

const placesField = z
  .number({ error: CLASS_MESSAGES.places })
  .int(CLASS_MESSAGES.places)
  .min(1, CLASS_MESSAGES.places)
  .max(CLASS_LIMITS.placesMax, CLASS_MESSAGES.places);

const minPlacesField = z
  .number({ error: CLASS_MESSAGES.minPlaces })
  .int(CLASS_MESSAGES.minPlaces)
  .min(1, CLASS_MESSAGES.minPlaces)
  .nullish()
  .transform((v) => v ?? null);

/** What every class carries, on creation and on edit. */
const classFields = {
  date: dateField(CLASS_MESSAGES.date),
  time: timeField(CLASS_MESSAGES.time),
  duration: durationField,
  place: optionalText(200),
  places: placesField,
  minPlaces: minPlacesField,
  ...classMoneyFields,
};

const minWithinPlaces = (v: { places: number; minPlaces: number | null }) =>
  v.minPlaces === null || v.minPlaces <= v.places;

/** A weekly series: every week on the first class's weekday, until a date or N times. */
export const ClassRepeatSchema = z
  .object({
    until: dateField(CLASS_MESSAGES.repeatUntil).nullish(),
    count: z
      .number({ error: CLASS_MESSAGES.repeatCount })
      .int(CLASS_MESSAGES.repeatCount)
      .min(2, CLASS_MESSAGES.repeatCount)
      .max(CLASS_LIMITS.occurrencesMax, CLASS_MESSAGES.repeatCount)
      .nullish(),
  })
  .refine((r) => (r.until == null) !== (r.count == null), CLASS_MESSAGES.repeatBoth);
export type ClassRepeat = z.output<typeof ClassRepeatSchema>;

/**
 * The dates of a weekly series starting on `start`: `count` of them, or every week up to and
 * including `until`. One source for the form's preview and the server.
 */
export function weeklyDates(
  start: string,
  repeat: { until?: string | null; count?: number | null },
) {
  const dates: string[] = [];
  // The object's refinements run even when the date field itself was refused: no dates then,
  // rather than a calendar computation on "2026-13-45" that throws (a 500).
  if (!isRealDate(start) || (repeat.until != null && !isRealDate(repeat.until))) return dates;
  for (let date = start; dates.length < CLASS_LIMITS.occurrencesMax + 1; date = addDays(date, 7)) {
    if (repeat.count != null && dates.length >= repeat.count) break;
    if (repeat.until != null && date > repeat.until) break;
    dates.push(date);
  }
  return dates;
}

/** POST /api/classes: one class, or a weekly series of them. */
export const ClassInputSchema = z
  .object({
    serviceId: z.uuid({ error: SERVICE_MESSAGES.required }),
    ...classFields,
    repeat: ClassRepeatSchema.nullish().transform((v) => v ?? null),
  })
  .refine(minWithinPlaces, { path: ['minPlaces'], message: CLASS_MESSAGES.minPlaces })
  .refine(priceWhenPaidByPrice, {
    path: ['priceCents'],
    message: CLASS_MONEY_MESSAGES.priceRequired,
  })
  .refine((v) => !v.repeat?.until || v.repeat.until > v.date, {
    path: ['repeat', 'until'],
    message: CLASS_MESSAGES.repeatUntil,
  })
  .refine((v) => !v.repeat || weeklyDates(v.date, v.repeat).length <= CLASS_LIMITS.occurrencesMax, {
    path: ['repeat', 'until'],
    message: CLASS_MESSAGES.repeatTooMany,
  });
export type ClassInput = z.input<typeof ClassInputSchema>;
export type ClassPayload = z.output<typeof ClassInputSchema>;

/** PUT /api/classes/:id: this class, or this one and the following ones of its series. */
export const ClassUpdateSchema = z
  .object({
    ...classFields,
    scope: z.enum(CLASS_EDIT_SCOPES, { error: 'Indica qué clases cambian' }).default('one'),
  })
  .refine(minWithinPlaces, { path: ['minPlaces'], message: CLASS_MESSAGES.minPlaces })
  .refine(priceWhenPaidByPrice, {
    path: ['priceCents'],
    message: CLASS_MONEY_MESSAGES.priceRequired,
  });
export type ClassUpdateInput = z.input<typeof ClassUpdateSchema>;
export type ClassUpdatePayload = z.output<typeof ClassUpdateSchema>;

/** POST /api/classes/:id/enrolments: the trainer enrols a client's dog. */
export const ClassEnrolSchema = z.object({
  clientId: z.uuid({ error: 'Selecciona un cliente' }),
  dogId: z.uuid({ error: 'Selecciona un perro' }),
});
export type ClassEnrolInput = z.infer<typeof ClassEnrolSchema>;

/** A place in a class, in the address: /…/classes/:id/enrolments/:enrolmentId/… */
/** Issue 45: the longest reason a class's cancel may carry to its owners' mails. */
export const CLASS_CANCEL_REASON_MAX = 300;

/**
 * POST /api/classes/:id/cancel — the one cancel of a class, with an optional reason that each
 * owner's mail quotes (empty is none). The body may be left out altogether.
 */
export const ClassCancelFormSchema = z.object({ reason: optionalText(CLASS_CANCEL_REASON_MAX) });
export type ClassCancelFormValues = z.input<typeof ClassCancelFormSchema>;
export const ClassCancelSchema = ClassCancelFormSchema.nullish().transform((v) => ({
  reason: v?.reason ?? null,
}));
export type ClassCancelInput = z.input<typeof ClassCancelSchema>;

export const ClassEnrolmentParamsSchema = z.object({
  id: z.uuid({ message: 'Identificador no válido' }),
  enrolmentId: z.uuid({ message: 'Identificador no válido' }),
});

/** PUT /api/classes/:id/enrolments/:enrolmentId/attendance: one tap on the roster. */
export const ClassAttendanceSchema = z.object({
  attended: z.boolean({ error: 'Indica si el perro asistió' }),
});
export type ClassAttendanceInput = z.infer<typeof ClassAttendanceSchema>;

export const ClassListQuerySchema = z.object({
  from: dateField(SCHEDULING_MESSAGES.invalidDate),
  to: dateField(SCHEDULING_MESSAGES.invalidDate),
});

export const ClassSchema = z.object({
  id: z.string(),
  seriesId: z.string().nullable(),
  serviceId: z.string(),
  serviceName: z.string(),
  color: z.string(),
  date: z.string(),
  time: z.string(),
  duration: z.number(),
  place: z.string().nullable(),
  places: z.number(),
  minPlaces: z.number().nullable(),
  enrolled: z.number(),
  status: z.enum(CLASS_STATUSES),
  ...classPriceFields,
  /** The course the class is one of (decision 0081): its enrolment is what is sold, not the class. */
  course: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type GroupClass = z.infer<typeof ClassSchema>;

export const ClassEnrolmentSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  clientPhone: contactField(z.string()),
  dogId: z.string(),
  dogName: z.string(),
  dogNotes: z.string().nullable(),
  attended: z.boolean(),
  /**
   * The dog's current doses expired on the class's day or expiring within VACCINE_WARNING_DAYS of
   * it (issues 29 and 31: the roster shows vaccines when known); `name` is set for "other".
   */
  vaccineAlerts: z.array(
    z.object({
      kind: z.enum(VACCINE_KINDS),
      name: z.string().nullable(),
      expiresOn: z.string(),
      expired: z.boolean(),
    }),
  ),
  /** A bono unit, a charge or nothing owed, and its invoice (decision 0084). */
  money: EnrolmentMoneySchema,
});
export type ClassEnrolment = z.infer<typeof ClassEnrolmentSchema>;

export const ClassDetailSchema = ClassSchema.extend({
  roster: z.array(ClassEnrolmentSchema),
  /** The waiting list, in order (first to be offered a freed place first). */
  waitlist: z.array(WaitlistEntrySchema),
  /** Places held for an open offer: free places are places − enrolled − offered. */
  offered: z.number(),
  /** The trainer chose to hold the class below its minimum (decision 0079). */
  minPlacesConfirmed: z.boolean(),
});
export type ClassDetail = z.infer<typeof ClassDetailSchema>;

/**
 * The Panel's card (issue 29): the trainer's scheduled classes from today to Sunday of this week,
 * on the trainer's clock, with the places left and the dogs waiting.
 */
export const WeekClassSchema = ClassSchema.pick({
  id: true,
  serviceName: true,
  color: true,
  date: true,
  time: true,
  duration: true,
  places: true,
  minPlaces: true,
  enrolled: true,
  status: true,
}).extend({
  /** Places neither taken nor held for an open offer: places − enrolled − offered. */
  free: z.number(),
  /** Dogs on the waiting list not yet offered a place. */
  waiting: z.number(),
  minPlacesConfirmed: z.boolean(),
});
export type WeekClass = z.infer<typeof WeekClassSchema>;
export const WeekClassesSchema = z.object({
  from: z.string(),
  to: z.string(),
  classes: z.array(WeekClassSchema),
});
export type WeekClasses = z.infer<typeof WeekClassesSchema>;

/** The days the Panel's card covers: today to the Sunday of today's week (Monday first). */
export function restOfWeek(today: string) {
  return { from: today, to: addDays(today, (7 - dayOfWeek(today)) % 7) };
}

/**
 * Decision 0079: a class short of its minimum this close to its day asks the trainer to confirm it
 * or cancel it. Days counted on the trainer's calendar: today, tomorrow and the day after.
 */
export const CLASS_MINIMUM_RULE = { promptDays: 2 } as const;

/** Whether the trainer is asked "Por debajo del mínimo: confirma o cancela" for this class. */
export function needsMinimumDecision(
  c: {
    status: ClassStatus;
    date: string;
    minPlaces: number | null;
    enrolled: number;
    minPlacesConfirmed: boolean;
  },
  today: string,
) {
  return (
    c.status === 'scheduled' &&
    c.minPlaces !== null &&
    c.enrolled < c.minPlaces &&
    !c.minPlacesConfirmed &&
    c.date >= today &&
    c.date <= addDays(today, CLASS_MINIMUM_RULE.promptDays)
  );
}

/** "4/6": the dogs enrolled of the places, as the calendar block and the list show it. */
export const classPlacesLabel = (c: { enrolled: number; places: number }) =>
  `${c.enrolled}/${c.places}`;

export const CLASS_REPEAT_MODES = ['none', 'count', 'until'] as const;
export const CLASS_REPEAT_LABELS: Record<(typeof CLASS_REPEAT_MODES)[number], string> = {
  none: 'Una sola vez',
  count: 'Cada semana, N veces',
  until: 'Cada semana, hasta una fecha',
};

const numberText = (v: string) => (v.trim() === '' ? null : Number(v.replace(',', '.')));

/** The "Nueva clase" form: texts as typed, into the POST body and its rules (ClassInputSchema). */
export const ClassFormSchema = z
  .object({
    serviceId: z.string(),
    date: z.string(),
    time: z.string(),
    duration: z.string(),
    place: z.string(),
    places: z.string(),
    minPlaces: z.string(),
    price: z.string(),
    payment: z.enum(CLASS_PAYMENTS),
    repeatMode: z.enum(CLASS_REPEAT_MODES),
    repeat: z.object({ count: z.string(), until: z.string() }),
  })
  .transform((v, ctx) => {
    const price = eurosTextField({ optional: true }).safeParse(v.price);
    if (!price.success) {
      ctx.addIssue({ code: 'custom', message: price.error.issues[0]!.message, path: ['price'] });
      return z.NEVER;
    }
    const parsed = ClassInputSchema.safeParse({
      serviceId: v.serviceId,
      date: v.date,
      time: v.time,
      duration: v.duration,
      place: v.place,
      places: numberText(v.places),
      minPlaces: numberText(v.minPlaces),
      priceCents: price.data,
      payment: v.payment,
      repeat:
        v.repeatMode === 'count'
          ? { count: numberText(v.repeat.count) }
          : v.repeatMode === 'until'
            ? { until: v.repeat.until }
            : null,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: issue.path[0] === 'priceCents' ? ['price'] : issue.path,
      });
    return z.NEVER;
  });
export type ClassFormValues = z.input<typeof ClassFormSchema>;

/**
 * "Editar clase" (issue 45, major 7): the texts as typed into PUT /api/classes/:id — its day,
 * time, length, place, places and (a class sold on its own) its price and payment, for this class
 * or this one and the following of its series. A course's class has no price of its own
 * (`withMoney` false): its course's is what is sold.
 */
export const ClassEditFormSchema = z
  .object({
    date: z.string(),
    time: z.string(),
    duration: z.string(),
    place: z.string(),
    places: z.string(),
    minPlaces: z.string(),
    price: z.string(),
    payment: z.enum(CLASS_PAYMENTS),
    withMoney: z.boolean(),
    scope: z.enum(CLASS_EDIT_SCOPES),
  })
  .transform((v, ctx) => {
    const price = eurosTextField({ optional: true }).safeParse(v.price);
    if (v.withMoney && !price.success) {
      ctx.addIssue({ code: 'custom', message: price.error.issues[0]!.message, path: ['price'] });
      return z.NEVER;
    }
    const parsed = ClassUpdateSchema.safeParse({
      date: v.date,
      time: v.time,
      duration: v.duration,
      place: v.place,
      places: numberText(v.places),
      minPlaces: numberText(v.minPlaces),
      ...(v.withMoney && price.success ? { priceCents: price.data, payment: v.payment } : {}),
      scope: v.scope,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: issue.path[0] === 'priceCents' ? ['price'] : issue.path,
      });
    return z.NEVER;
  });
export type ClassEditFormValues = z.input<typeof ClassEditFormSchema>;

/** "Solo esta clase" / "Esta y las siguientes": what an edit of a series' class changes. */
export const CLASS_EDIT_SCOPE_LABELS: Record<ClassEditScope, string> = {
  one: 'Solo esta clase',
  following: 'Esta y las siguientes',
};

/** Issue 29, the owner's side: classes in Mi área, a place taken or given up by the owner. */
/**
 * Issue 45: what the class mails tell an owner of a place's money when it is given up or its
 * class cancelled, and how they name the reason the trainer gave.
 */
export const CLASS_MAIL_TEXTS = {
  bonoReturned: 'Te hemos devuelto la sesión a tu bono.',
  bonoKept: 'Como se ha cancelado con poca antelación, la sesión del bono se mantiene descontada.',
  chargeKept: 'Como se ha cancelado con poca antelación, su importe se mantiene.',
  reason: 'Motivo',
} as const;

export const OWNER_CLASS_MESSAGES = {
  notYourDog: 'Elige uno de tus perros',
  enrolled: 'Plaza reservada',
  cancelled: 'Plaza cancelada',
  /** Inside the trainer's notice: the place is freed, what it costs stands (decision 0053). */
  cancelledLate: 'Plaza cancelada con poca antelación: su coste se mantiene',
} as const;

/**
 * What a place holds of its cost, so Mi área can say what a cancel returns or keeps: a bono
 * unit, a charge (its price), or nothing (free, or a class paid per attendance not yet held).
 */
export const OWNER_PLACE_COSTS = ['bono', 'charge', 'none'] as const;
export type OwnerPlaceCost = (typeof OWNER_PLACE_COSTS)[number];

/** POST /api/owner/classes/:id/enrolments: one of the owner's dogs takes a place. */
export const OwnerClassEnrolSchema = z.object({
  dogId: z.uuid({ error: OWNER_CLASS_MESSAGES.notYourDog }),
});
export type OwnerClassEnrolInput = z.infer<typeof OwnerClassEnrolSchema>;

/** An upcoming class of a trainer the owner is a client of, with the owner's dogs in it. */
export const OwnerClassSchema = z.object({
  id: z.string(),
  /** The business, as its mails sign. */
  trainerName: z.string(),
  /** In a school, the trainer who gives it (decision 0147); null in a one-person business. */
  givenBy: z.string().nullable().default(null),
  serviceName: z.string(),
  date: z.string(),
  time: z.string(),
  duration: z.number(),
  place: z.string().nullable(),
  places: z.number(),
  enrolled: z.number(),
  /**
   * Whether a place given up now is in time (before the trainer's notice window: its unit or
   * charge goes back). Later the owner may still give it up, late: what it costs stands.
   */
  cancelInTime: z.boolean(),
  /** The trainer's notice, in hours (Ajustes → Mi área), for the owner's confirmation. */
  noticeHours: z.number(),
  /** Places held for open offers of the waiting list: not free to take. */
  offered: z.number(),
  /** What a place costs: shown before enrolling (decision 0084). */
  ...classPriceFields,
  dogs: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      enrolmentId: z.string().nullable(),
      /** What the place holds of its cost (the live place's, else the late-cancelled one's). */
      cost: z.enum(OWNER_PLACE_COSTS).default('none'),
      /** No live place: the dog's place was given up inside the notice, its cost standing. */
      lateCancelled: z.boolean().default(false),
      /** The dog's live entry on the class's waiting list, if any. */
      waitlist: OwnerWaitlistSchema.nullable(),
      /** A place asked for and not answered yet (decision 0090). */
      requestPending: z.boolean().default(false),
    }),
  ),
  /** How the trainer's known clients take a place: directly, or by a request (decision 0090). */
  enrolment: z.enum(CLASS_ENROLMENT_MODES).default('direct'),
});
export type OwnerClass = z.infer<typeof OwnerClassSchema>;
export const OwnerClassesSchema = z.object({ classes: z.array(OwnerClassSchema) });
