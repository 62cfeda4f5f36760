import { z } from './z.ts';
import { AutomaticBonoUseSchema } from './bonos.ts';
import { PageQuerySchema } from './api.ts';
import { sessionDateProblem } from './date-range.ts';
import { isRealDate, optionalText, requiredText } from './fields.ts';
import { searchField } from './search-field.ts';

export * from './session-display.ts';

/** SPEC §9: duration 1–480 minutes, progress 0–100, rating 1–5. */
export const SESSION_LIMITS = {
  durationMin: 1,
  durationMax: 480,
  progressMin: 0,
  progressMax: 100,
  ratingMin: 1,
  ratingMax: 5,
} as const;

const L = SESSION_LIMITS;
const DURATION_MESSAGE = 'La duración debe ser mayor a 0';
const PROGRESS_MESSAGE = 'El progreso debe estar entre 0 y 100';
const RATING_MESSAGE = 'El rating debe estar entre 1 y 5';

// Each numeric rule once, as a number; the form pipes its text inputs into these.
const durationNumber = z
  .number({ error: DURATION_MESSAGE })
  .int('La duración debe ser un número entero de minutos')
  .min(L.durationMin, DURATION_MESSAGE)
  .max(L.durationMax, `La duración no puede superar ${L.durationMax} minutos`);
export const progressNumber = z
  .number({ error: PROGRESS_MESSAGE })
  .int(PROGRESS_MESSAGE)
  .min(L.progressMin, PROGRESS_MESSAGE)
  .max(L.progressMax, PROGRESS_MESSAGE);
const ratingNumber = z
  .number({ error: RATING_MESSAGE })
  .int(RATING_MESSAGE)
  .min(L.ratingMin, RATING_MESSAGE)
  .max(L.ratingMax, RATING_MESSAGE);

const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);

const contentFields = {
  objectives: requiredText('Los objetivos son requeridos', 5000),
  activities: requiredText('Las actividades son requeridas', 5000),
  observations: optionalText(5000),
  nextSteps: optionalText(5000),
  /** Issue 17: notes only the trainer sees; never in the owner's report. */
  privateNotes: optionalText(5000),
};

/** The body of POST and PUT /api/sessions (SPEC §7, §5 Session form). */
export const SessionInputSchema = z.object({
  dogId: z.uuid({ error: 'Selecciona un perro' }),
  date: z.iso
    .datetime({
      offset: true,
      error: (issue) => (issue.input == null ? 'La fecha es requerida' : 'La fecha no es válida'),
    })
    .superRefine((v, ctx) => {
      const problem = sessionDateProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  duration: durationNumber,
  ...contentFields,
  progress: nullable(progressNumber),
  rating: nullable(ratingNumber),
  /** The catalogue service given (issue 18): with a bono of the client for it, a unit is used. */
  serviceId: z
    .uuid({ error: 'Selecciona un servicio' })
    .nullish()
    .transform((v) => v ?? null),
});
export type SessionInput = z.input<typeof SessionInputSchema>;

/** What a session's link to the appointment it records can be refused for (issue 18). */
export const SESSION_APPOINTMENT_MESSAGES = {
  id: 'Identificador no válido',
  notFound: 'Cita no encontrada',
  otherDog: 'La cita no es de este perro',
  cancelled: 'La cita está cancelada: no se puede registrar una sesión de ella',
  alreadyRecorded: 'Esta cita ya tiene su sesión registrada',
  /** Editing a linked session: its dog must stay the appointment's. */
  dogOfAppointment: 'El perro debe ser el de la cita que registra esta sesión',
} as const;
const appointmentIdField = z.uuid({ error: SESSION_APPOINTMENT_MESSAGES.id });

/**
 * POST /api/sessions: a session may record an appointment ('Registrar sesión'); that appointment,
 * of the same trainer and dog, is marked COMPLETED in the same transaction, and has at most one
 * session, so the visit is billed once (decision 0016).
 */
export const SessionCreateSchema = SessionInputSchema.extend({
  appointmentId: appointmentIdField.optional(),
});
export type SessionCreateInput = z.input<typeof SessionCreateSchema>;
export type SessionCreatePayload = z.output<typeof SessionCreateSchema>;

/**
 * PUT /api/sessions/{id}: `appointmentId` absent keeps the session's link as it is (the edit form
 * does not show it), null removes it, an id links it as on creation.
 */
export const SessionUpdateSchema = SessionInputSchema.extend({
  appointmentId: appointmentIdField.nullable().optional(),
});
export type SessionUpdateInput = z.input<typeof SessionUpdateSchema>;
export type SessionUpdatePayload = z.output<typeof SessionUpdateSchema>;
/** The body after validation: optional fields are null, never missing. */
export type SessionPayload = z.output<typeof SessionInputSchema>;

/** Text input → integer, or null when empty; a non-number stays NaN so the rule reports it. */
const textToInt = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : Number(v)));

/**
 * The session form: text inputs as typed, converted to the API body on success (SPEC §5: numbers
 * as integers or null, the date — a local `YYYY-MM-DDTHH:mm` — to an ISO instant).
 */
export const SessionFormSchema = z.object({
  dogId: z
    .string()
    .min(1, 'Selecciona un perro')
    .pipe(z.uuid({ error: 'Selecciona un perro' })),
  date: z
    .string()
    .min(1, 'La fecha es requerida')
    .refine((v) => !Number.isNaN(new Date(v).getTime()), 'La fecha no es válida')
    .refine((v) => sessionDateProblem(v) === null, {
      error: (issue) => sessionDateProblem(String(issue.input)) ?? 'La fecha no es válida',
    })
    .transform((v) => new Date(v).toISOString()),
  duration: textToInt.pipe(durationNumber),
  ...contentFields,
  progress: textToInt.pipe(progressNumber.nullable()),
  rating: ratingNumber.nullable(),
  /** A catalogue service, or '' for none. */
  serviceId: z.string().transform((v) => (v === '' ? null : v)),
});
export type SessionFormValues = z.input<typeof SessionFormSchema>;

/**
 * A date filter: a calendar day (`YYYY-MM-DD`, in the trainer's zone) or an exact ISO instant.
 * An instant's day must be a real one too: year 0000 is valid ISO but not a PostgreSQL timestamp.
 */
const dateFilter = z
  .string()
  .refine(
    (v) =>
      isRealDate(v) ||
      (z.iso.datetime({ offset: true }).safeParse(v).success && isRealDate(v.slice(0, 10))),
    'Fecha no válida',
  );

const filterFields = {
  dogId: z.uuid({ error: 'Identificador no válido' }).optional(),
  clientId: z.uuid({ error: 'Identificador no válido' }).optional(),
  startDate: dateFilter.optional(),
  endDate: dateFilter.optional(),
  search: searchField,
  rating: z.coerce.number().pipe(ratingNumber).optional(),
};

export const SessionFiltersSchema = z.object(filterFields);
export type SessionFilters = Partial<z.output<typeof SessionFiltersSchema>>;

export const SessionListQuerySchema = PageQuerySchema.extend(filterFields);
export type SessionListQuery = z.input<typeof SessionListQuerySchema>;

export const SessionSchema = z.object({
  id: z.string(),
  dogId: z.string(),
  date: z.string(),
  duration: z.number(),
  objectives: z.string(),
  activities: z.string(),
  observations: z.string().nullable(),
  privateNotes: z.string().nullable(),
  progress: z.number().nullable(),
  nextSteps: z.string().nullable(),
  rating: z.number().nullable(),
  serviceId: z.string().nullable(),
  /** The appointment it records ('Registrar sesión'); null when none. */
  appointmentId: z.string().nullable(),
  /** On creation: the bono unit the session used, for the screen's "Deshacer" (issue 18). */
  bonoUse: AutomaticBonoUseSchema.nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  dog: z.object({
    id: z.string(),
    name: z.string(),
    breed: z.string(),
    age: z.number().nullable(),
    client: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  }),
});
export type TrainingSession = z.infer<typeof SessionSchema>;

/** GET /api/sessions/stats: the spec's three figures plus what the screens show beside them. */
export const SessionStatsSchema = z.object({
  totalSessions: z.number(),
  sessionsThisMonth: z.number(),
  /** Minutes. */
  totalDuration: z.number(),
  /** Minutes of the sessions dated this month. */
  durationThisMonth: z.number(),
  /** Sessions whose date has passed. */
  completedSessions: z.number(),
  /** Mean of the rated sessions; null when none is rated. */
  averageRating: z.number().nullable(),
});
export type SessionStats = z.infer<typeof SessionStatsSchema>;

/** GET /api/sessions/timeline?dogId: one dog's sessions, oldest first, for the progress chart. */
export const SessionTimelineQuerySchema = z.object({
  dogId: z.uuid({ error: 'Identificador no válido' }),
});
export const SessionTimelineSchema = z.object({
  points: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      progress: z.number().nullable(),
      rating: z.number().nullable(),
    }),
  ),
  /** All the dog's sessions; more than `points` only past the cap. */
  total: z.number(),
});
export type SessionTimeline = z.infer<typeof SessionTimelineSchema>;
