import { z } from './z.ts';
import { OwnerWaitlistSchema, WaitlistEntrySchema } from './class-waitlist.ts';
import {
  CLASS_PAYMENTS,
  EnrolmentMoneySchema,
  classPaymentField,
  classPriceFields,
  priceWhenPaidByPrice,
} from './class-money.ts';
import { CLASS_ENROLMENT_MODES, CLASS_LIMITS, CLASS_MESSAGES, weeklyDates } from './classes.ts';
import { optionalText } from './fields.ts';
import { eurosTextField, priceCentsField } from './money.ts';
import { dateField, durationField, timeField } from './scheduling-fields.ts';
import { SERVICE_MESSAGES } from './services.ts';

/**
 * Courses (issue 29, decision 0081): a named edition of N weekly classes sold as one enrolment.
 * Its classes are ordinary classes carrying the course's id; an enrolment in the course takes a
 * place in each of its (remaining) classes at once.
 */
export const COURSE_LIMITS = { classesMin: 2, makeupsMax: 10 } as const;
export const COURSE_ENROLMENT_STATUSES = ['enrolled', 'cancelled'] as const;
export type CourseEnrolmentStatus = (typeof COURSE_ENROLMENT_STATUSES)[number];

export const COURSE_MESSAGES = {
  name: 'El nombre del curso es requerido',
  classes: `El curso debe tener entre ${COURSE_LIMITS.classesMin} y ${CLASS_LIMITS.occurrencesMax} clases`,
  price: 'El precio del curso es requerido',
  makeups: `Las recuperaciones deben estar entre 0 y ${COURSE_LIMITS.makeupsMax}`,
  notFound: 'Curso no encontrado',
  started: 'El curso ya ha empezado y no admite incorporaciones',
  finished: 'El curso ya ha terminado',
  full: 'El curso está completo: no quedan plazas',
  alreadyEnrolled: 'Este perro ya está apuntado al curso',
  enrolmentNotFound: 'Inscripción no encontrada',
  enrolled: 'Perro apuntado al curso',
  cancelled: 'Inscripción al curso cancelada',
  created: 'Curso creado',
  makeupNotFound: 'No hay ninguna recuperación pendiente de esa clase',
  makeupLimit: 'Ya has usado todas las recuperaciones de este curso',
  makeupClass: 'Elige una clase del mismo servicio, de otra edición y que no haya empezado',
  makeupUsed: 'Recuperación reservada',
  bonoOnly:
    'Este curso se paga solo con bono y no hay un bono con sesiones disponibles para su servicio',
  reviewed: 'Tu educador revisa cada inscripción: pídele la plaza y te apuntará él',
} as const;

/**
 * What a dog joining a course pays: the whole price before it starts; after, if the trainer
 * allows it, only the classes left (price × remaining / total, rounded to the cent). A course
 * paid only with a bono has no price. The same share prices the classes attended of a course
 * paid per attendance when no bono covers them (decision 0099).
 */
export function coursePriceFor(priceCents: number | null, remaining: number, total: number) {
  if (priceCents === null || remaining >= total) return priceCents;
  return Math.round((priceCents * remaining) / total);
}

const makeupLimitField = z
  .number({ error: COURSE_MESSAGES.makeups })
  .int(COURSE_MESSAGES.makeups)
  .min(0, COURSE_MESSAGES.makeups)
  .max(COURSE_LIMITS.makeupsMax, COURSE_MESSAGES.makeups);

/** POST /api/courses: a course and its weekly classes, on the first class's weekday. */
export const CourseInputSchema = z
  .object({
    name: z.string({ error: COURSE_MESSAGES.name }).trim().min(1, COURSE_MESSAGES.name).max(120),
    serviceId: z.uuid({ error: SERVICE_MESSAGES.required }),
    date: dateField(CLASS_MESSAGES.date),
    time: timeField(CLASS_MESSAGES.time),
    duration: durationField,
    place: optionalText(200),
    count: z
      .number({ error: COURSE_MESSAGES.classes })
      .int(COURSE_MESSAGES.classes)
      .min(COURSE_LIMITS.classesMin, COURSE_MESSAGES.classes)
      .max(CLASS_LIMITS.occurrencesMax, COURSE_MESSAGES.classes),
    places: z
      .number({ error: CLASS_MESSAGES.places })
      .int(CLASS_MESSAGES.places)
      .min(1, CLASS_MESSAGES.places)
      .max(CLASS_LIMITS.placesMax, CLASS_MESSAGES.places),
    minPlaces: z
      .number({ error: CLASS_MESSAGES.minPlaces })
      .int(CLASS_MESSAGES.minPlaces)
      .min(1, CLASS_MESSAGES.minPlaces)
      .nullish()
      .transform((v) => v ?? null),
    /** Decision 0099: a course has a price, or is paid with a bono (null: only with a bono). */
    priceCents: priceCentsField.nullable(),
    payment: classPaymentField.default('price'),
    lateJoin: z.boolean().default(false),
    makeupLimit: makeupLimitField.default(0),
  })
  .refine((v) => v.minPlaces === null || v.minPlaces <= v.places, {
    path: ['minPlaces'],
    message: CLASS_MESSAGES.minPlaces,
  })
  .refine(priceWhenPaidByPrice, { path: ['priceCents'], message: COURSE_MESSAGES.price });
export type CourseInput = z.input<typeof CourseInputSchema>;
export type CoursePayload = z.output<typeof CourseInputSchema>;

/** The dates of a course's classes: `count` weeks from the first. */
export const courseDates = (v: { date: string; count: number }) =>
  weeklyDates(v.date, { count: v.count });

const numberText = (v: string) => (v.trim() === '' ? null : Number(v.replace(',', '.')));

/** The "Nuevo curso" form: texts as typed, into the POST body and its rules. */
export const CourseFormSchema = z
  .object({
    name: z.string(),
    serviceId: z.string(),
    date: z.string(),
    time: z.string(),
    duration: z.string(),
    place: z.string(),
    count: z.string(),
    places: z.string(),
    minPlaces: z.string(),
    price: z.string(),
    payment: z.enum(CLASS_PAYMENTS),
    lateJoin: z.boolean(),
    makeupLimit: z.string(),
  })
  .transform((v, ctx) => {
    // Paid with a bono, an empty price is "solo con bono" (decision 0099).
    const price = eurosTextField({
      optional: v.payment !== 'price',
      requiredMessage: COURSE_MESSAGES.price,
    });
    const cents = price.safeParse(v.price);
    if (!cents.success)
      for (const issue of cents.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['price'] });
    const parsed = CourseInputSchema.safeParse({
      name: v.name,
      serviceId: v.serviceId,
      date: v.date,
      time: v.time,
      duration: v.duration,
      place: v.place,
      count: numberText(v.count),
      places: numberText(v.places),
      minPlaces: numberText(v.minPlaces),
      priceCents: cents.success ? cents.data : 0,
      payment: v.payment,
      lateJoin: v.lateJoin,
      makeupLimit: numberText(v.makeupLimit) ?? 0,
    });
    if (parsed.success && cents.success) return parsed.data;
    for (const issue of parsed.error?.issues ?? [])
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: issue.path[0] === 'priceCents' ? ['price'] : issue.path,
      });
    return z.NEVER;
  });
export type CourseFormValues = z.input<typeof CourseFormSchema>;

/** POST /api/courses/:id/enrolments: the trainer enrols a client's dog in the course. */
export const CourseEnrolSchema = z.object({
  clientId: z.uuid({ error: 'Selecciona un cliente' }),
  dogId: z.uuid({ error: 'Selecciona un perro' }),
});
export type CourseEnrolInput = z.infer<typeof CourseEnrolSchema>;

/** POST …/makeups: a missed class of the course made up in another class of its service. */
export const MakeupInputSchema = z.object({
  missedEnrolmentId: z.uuid({ error: 'Elige la clase que se perdió' }),
  classId: z.uuid({ error: 'Elige una clase' }),
});
export type MakeupInput = z.infer<typeof MakeupInputSchema>;

export const CourseSchema = z.object({
  id: z.string(),
  name: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  places: z.number(),
  minPlaces: z.number().nullable(),
  priceCents: z.number().nullable(),
  payment: z.enum(CLASS_PAYMENTS),
  lateJoin: z.boolean(),
  makeupLimit: z.number(),
  classCount: z.number(),
  firstDate: z.string(),
  lastDate: z.string(),
  time: z.string(),
  place: z.string().nullable(),
  /** Dogs with a live course enrolment. */
  enrolled: z.number(),
});
export type Course = z.infer<typeof CourseSchema>;

/** A missed class of a course enrolment: a make-up credit, used (in `makeupClassId`) or not. */
export const MakeupCreditSchema = z.object({
  missedEnrolmentId: z.string(),
  missedDate: z.string(),
  makeupClassId: z.string().nullable(),
  makeupDate: z.string().nullable(),
});
export type MakeupCredit = z.infer<typeof MakeupCreditSchema>;

export const CourseEnrolmentSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  dogId: z.string(),
  dogName: z.string(),
  priceCents: z.number().nullable(),
  classesBought: z.number(),
  status: z.enum(COURSE_ENROLMENT_STATUSES),
  /** The charge was returned (cancelled in time, before its first class). */
  refunded: z.boolean(),
  /** What the enrolment is charged, or the bono that pays it (decision 0099). */
  money: EnrolmentMoneySchema,
  makeups: z.array(MakeupCreditSchema),
});
export type CourseEnrolment = z.infer<typeof CourseEnrolmentSchema>;

export const CourseDetailSchema = CourseSchema.extend({
  classes: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      time: z.string(),
      enrolled: z.number(),
      places: z.number(),
      status: z.string(),
    }),
  ),
  enrolments: z.array(CourseEnrolmentSchema),
  /** The course's waiting list (decision 0083), first to be offered first. */
  waitlist: z.array(WaitlistEntrySchema),
});
export type CourseDetail = z.infer<typeof CourseDetailSchema>;

/** A course enrolment in the address: /…/courses/:id/enrolments/:enrolmentId/… */
export const CourseEnrolmentParamsSchema = z.object({
  id: z.uuid({ message: 'Identificador no válido' }),
  enrolmentId: z.uuid({ message: 'Identificador no válido' }),
});

/** A class a missed class may be made up in. */
export const MakeupClassSchema = z.object({ id: z.string(), date: z.string(), time: z.string() });
export type MakeupClass = z.infer<typeof MakeupClassSchema>;

/** Issue 29, the owner's side of courses in Mi área. */
export const OWNER_COURSE_MESSAGES = {
  insideNotice:
    'Falta poco para la próxima clase: para cancelar el curso, ponte en contacto con tu educador.',
} as const;

/** How a dog's place in one class of its course stands, for Mi área. */
/** `ended`: held today, by its end time, and not marked yet (issue 45: no longer "Próxima"). */
export const OWNER_COURSE_PLACE_STATES = ['attended', 'missed', 'ended', 'upcoming'] as const;
export type OwnerCoursePlaceState = (typeof OWNER_COURSE_PLACE_STATES)[number];

/** A course of a trainer the owner is a client of, with the owner's dogs in it. */
export const OwnerCourseSchema = z.object({
  id: z.string(),
  /** The business, as its mails sign. */
  trainerName: z.string(),
  /** In a school, the trainer who gives the course (decision 0147); null in a one-person one. */
  givenBy: z.string().nullable().default(null),
  name: z.string(),
  serviceName: z.string(),
  firstDate: z.string(),
  lastDate: z.string(),
  time: z.string(),
  place: z.string().nullable(),
  classCount: z.number(),
  /** Each class's places (the "4/6" of the course). */
  places: z.number(),
  /** One of its classes is before the trainer's today (decision 0081). */
  started: z.boolean(),
  /** Its classes in date order (a cancelled one included, so the dates read as announced). */
  classes: z.array(
    z.object({ id: z.string(), date: z.string(), time: z.string(), cancelled: z.boolean() }),
  ),
  /** Classes still to come (what a late joiner buys). */
  remaining: z.number(),
  ...classPriceFields,
  /** What enrolling costs today: the classes left of a started course. */
  priceNowCents: z.number().nullable(),
  /** Places free in every class still to come. */
  free: z.number(),
  /** Whether a dog may enrol now (not started, or late joining allowed). */
  open: z.boolean(),
  /** The trainer's choice (decision 0090): known clients enrol themselves, or the trainer does. */
  enrolment: z.enum(CLASS_ENROLMENT_MODES),
  makeupLimit: z.number(),
  /** Classes a missed class may be made up in. */
  makeupClasses: z.array(MakeupClassSchema),
  dogs: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      enrolmentId: z.string().nullable(),
      canCancel: z.boolean(),
      /** The enrolled dog's place in each class it bought: attended, missed or still to come. */
      classes: z.array(z.object({ classId: z.string(), state: z.enum(OWNER_COURSE_PLACE_STATES) })),
      waitlist: OwnerWaitlistSchema.nullable(),
      makeups: z.array(MakeupCreditSchema),
    }),
  ),
});
export type OwnerCourse = z.infer<typeof OwnerCourseSchema>;
export const OwnerCoursesSchema = z.object({ courses: z.array(OwnerCourseSchema) });

/** POST /api/owner/courses/:id/enrolments and …/waitlist: one of the owner's dogs. */
export const OwnerCourseDogSchema = z.object({
  dogId: z.uuid({ error: 'Elige uno de tus perros' }),
});
