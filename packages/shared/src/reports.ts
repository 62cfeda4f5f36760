import { z } from './z.ts';
import { contactField } from './contact-fields.ts';
import { photoField } from './dogs.ts';
import { isRealDate, optionalText, requiredText } from './fields.ts';

/**
 * Training the owner can follow (issue 17): the trainer's exercise library, homework on a
 * session, the report sent to the owner and the owner's practice log.
 */

/** The exercises every trainer starts with; theirs to edit or delete. */
export const DEFAULT_EXERCISES: readonly { name: string; instructions: string }[] = [
  {
    name: 'Sentado',
    instructions:
      'Con un premio en la mano, llévalo despacio por encima de su cabeza hacia atrás. Cuando apoye el trasero, di «sentado» y prémiale al momento. Sesiones cortas, de 5 repeticiones.',
  },
  {
    name: 'Tumbado',
    instructions:
      'Desde sentado, baja el premio recto hasta el suelo entre sus patas y sepáralo un poco. Cuando apoye los codos, marca con «bien» y prémiale en el suelo.',
  },
  {
    name: 'Quieto',
    instructions:
      'Con el perro sentado, muestra la palma, di «quieto» y da un paso atrás. Vuelve a su lado y prémiale. Aumenta primero el tiempo, luego la distancia y por último las distracciones.',
  },
  {
    name: 'La llamada',
    instructions:
      'En un lugar tranquilo, di su nombre y «ven» con voz alegre y agáchate. Prémiale con algo muy valioso cada vez que llegue. Nunca le llames para algo que no le guste.',
  },
  {
    name: 'Caminar sin tirar',
    instructions:
      'Con la correa floja, camina y prémiale junto a tu pierna. Si tira, detente y espera a que la correa se afloje antes de seguir. Paseos cortos de práctica de 5 minutos.',
  },
  {
    name: 'Suelta',
    instructions:
      'Mientras juega con un juguete, acerca un premio a su nariz y di «suelta». Cuando lo suelte, prémiale y devuélvele el juguete para que aprenda que soltar compensa.',
  },
  {
    name: 'Mirada',
    instructions:
      'Sostén un premio junto a tus ojos y espera en silencio. En cuanto te mire a la cara, marca con «bien» y prémiale. Repite hasta que te mire en cuanto digas su nombre.',
  },
  {
    name: 'Al sitio',
    instructions:
      'Coloca su cama o manta y guíale con un premio hasta ella. Prémiale cuando tenga las cuatro patas encima y, poco a poco, pide que se quede tumbado allí unos segundos más.',
  },
  {
    name: 'Junto',
    instructions:
      'Con un premio en la mano del lado del perro, da unos pasos y prémiale cada vez que su hombro esté a la altura de tu pierna. Añade giros cuando lo haga bien en línea recta.',
  },
  {
    name: 'Déjalo',
    instructions:
      'Cierra un premio en el puño y ofrécelo. Cuando deje de intentarlo y se aparte, di «déjalo» y prémiale con otro premio de la otra mano. Después, prueba con el premio en el suelo.',
  },
  {
    name: 'Espera en la puerta',
    instructions:
      'Antes de abrir la puerta, pídele que se siente. Abre un poco; si se levanta, cierra. Cuando espere con la puerta abierta, dale permiso con «vamos» para salir.',
  },
  {
    name: 'Toca (target con la mano)',
    instructions:
      'Presenta la palma a unos centímetros de su hocico. Cuando la toque con la nariz, marca y prémiale. Úsalo luego para guiarle o para reconducir su atención.',
  },
  {
    name: 'Manipulación y cuidados',
    instructions:
      'Toca suavemente orejas, patas y boca un segundo y prémiale. Aumenta el tiempo poco a poco. Para si muestra incomodidad y vuelve a un paso más fácil.',
  },
  {
    name: 'Relajación en la manta',
    instructions:
      'Siéntate tranquilo con el perro en su manta. Premia con calma cada señal de relajación (se tumba, apoya la cabeza, suspira). Sin órdenes: solo premiar la calma.',
  },
  {
    name: 'Socialización tranquila',
    instructions:
      'Observad juntos personas, perros o ruidos a una distancia en la que esté cómodo. Cada vez que mire el estímulo y vuelva a ti, prémiale. Acorta la distancia solo si sigue relajado.',
  },
];

export const REPORT_MESSAGES = {
  exerciseNotFound: 'Ejercicio no encontrado',
  exerciseNameTaken: 'Ya tienes un ejercicio con ese nombre',
  exerciseCreated: 'Ejercicio creado',
  exerciseUpdated: 'Ejercicio actualizado',
  exerciseDeleted: 'Ejercicio eliminado',
  homeworkSaved: 'Deberes guardados',
  reportSent: 'Informe enviado al propietario',
  reportResent: 'Informe actualizado enviado al propietario',
  reportNotFound: 'Informe no encontrado',
  homeworkNotFound: 'Ejercicio de deberes no encontrado',
  noOwnerEmail: 'El propietario no tiene un email válido',
  tickOutsideWindow: 'Solo puedes marcar hoy o los últimos 7 días',
  tickBeforeSession: 'Ese día es anterior a la sesión',
  tickAfterEnd: 'Ese ejercicio ya había terminado ese día',
  ticked: 'Práctica anotada',
  alreadyTicked: 'Ese día ya estaba anotado',
  unticked: 'Práctica desmarcada',
} as const;

/** How many days back (besides today) an owner may tick. */
export const PRACTICE_WINDOW_DAYS = 7;
/** A dog appears on the dashboard when its owner has not practised for this many days. */
export const PRACTICE_IDLE_DAYS = 5;
/** The adherence figure covers at most this many days, ending today. */
export const ADHERENCE_DAYS = 14;
/** A report link works this long after it was sent. */
export const REPORT_LINK_DAYS = 90;
export const REPORT_LINK_HEADER = 'x-report-link';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayField = (message: string) =>
  z.string({ error: message }).refine((v) => DAY.test(v) && isRealDate(v), message);

const videoUrl = z
  .string()
  .trim()
  .max(500, 'Máximo 500 caracteres')
  .nullish()
  .transform((v) => (v ? v : null))
  .refine(
    (v) => v === null || /^https?:\/\/\S+$/i.test(v),
    'El enlace del vídeo debe empezar por http:// o https://',
  );

export const ExerciseInputSchema = z.object({
  name: requiredText('El nombre es requerido', 120),
  instructions: optionalText(3000),
  videoUrl,
  /** As a dog's photo: a data URL sets it, null removes it, omitted keeps it. */
  photo: photoField.nullable().optional(),
});
export type ExerciseInput = z.input<typeof ExerciseInputSchema>;
export type ExercisePayload = z.output<typeof ExerciseInputSchema>;

/** URLs of an exercise's photo (JPEG up to 1024 px, and a 256 px square), loadable without a token. */
const exercisePhotoFields = { photo: z.string().nullable(), photoThumb: z.string().nullable() };

export const ExerciseSchema = z.object({
  id: z.string(),
  name: z.string(),
  instructions: z.string().nullable(),
  videoUrl: z.string().nullable(),
  ...exercisePhotoFields,
});
export type Exercise = z.infer<typeof ExerciseSchema>;

const timesField = (what: string, max: number) =>
  z.coerce
    .number({ error: `Indica ${what}` })
    .int(`Indica ${what} con un número entero`)
    .min(1, `Indica ${what} (al menos 1)`)
    .max(max, `Como mucho ${max}`);

/** One homework item as the trainer writes it: from the library or written on the spot. */
export const HomeworkItemInputSchema = z.object({
  /** An item already saved keeps its id (and its practice log); a new one has none. */
  id: z.uuid({ error: 'Identificador no válido' }).optional(),
  exerciseId: z
    .uuid({ error: 'Ejercicio no válido' })
    .nullish()
    .transform((v) => v ?? null),
  name: requiredText('Escribe el nombre del ejercicio', 120),
  instructions: optionalText(3000),
  timesPerDay: timesField('las veces al día', 10),
  daysPerWeek: timesField('los días por semana', 7),
  /** null: until the next session. */
  untilDate: dayField('La fecha de fin no es válida')
    .nullish()
    .transform((v) => v ?? null),
});
export type HomeworkItemInput = z.input<typeof HomeworkItemInputSchema>;

export const HomeworkInputSchema = z.object({
  items: z.array(HomeworkItemInputSchema).max(20, 'Como mucho 20 ejercicios'),
});
export type HomeworkPayload = z.output<typeof HomeworkInputSchema>;

export const HomeworkItemSchema = z.object({
  id: z.string(),
  exerciseId: z.string().nullable(),
  name: z.string(),
  instructions: z.string().nullable(),
  videoUrl: z.string().nullable(),
  ...exercisePhotoFields,
  timesPerDay: z.number(),
  daysPerWeek: z.number(),
  untilDate: z.string().nullable(),
});
export type HomeworkItem = z.infer<typeof HomeworkItemSchema>;

/** GET/PUT /api/sessions/:id/homework, with the report's state. */
export const SessionHomeworkSchema = z.object({
  items: z.array(HomeworkItemSchema),
  report: z
    .object({ firstSentAt: z.string(), lastSentAt: z.string(), sendCount: z.number() })
    .nullable(),
  ownerEmail: contactField(z.string()),
});
export type SessionHomework = z.infer<typeof SessionHomeworkSchema>;

/** Adherence of one dog: distinct days practised out of those the homework asked for. */
export const AdherenceSchema = z.object({
  dogId: z.string(),
  practisedDays: z.number(),
  expectedDays: z.number(),
  /** The first and last day counted (trainer's zone); null when no homework was set. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  lastPracticeDay: z.string().nullable(),
  /**
   * Issue 27.4: what the owner wrote with their ticks ("Le costó al principio, luego genial"),
   * newest first, at most PRACTICE_COMMENTS_SHOWN: read where the next session is planned.
   */
  comments: z.array(
    z.object({
      /** The day practised (trainer's zone). */
      day: z.string(),
      /** The homework item's name. */
      homework: z.string(),
      comment: z.string(),
    }),
  ),
});
export type Adherence = z.infer<typeof AdherenceSchema>;
export const PRACTICE_COMMENTS_SHOWN = 5;

/**
 * Issue 27: the practice days a stretch of homework asks for. Each entry is one day the homework
 * was set (never the days before it), holding the "días por semana" asked that day: seven days
 * of "3 días por semana" ask for 3, not 7; fourteen ask for 6. Never more than the days counted.
 * The one rule the trainer's adherence and the owner's practice log both use.
 */
export function expectedPracticeDays(daysPerWeekEachDay: readonly number[]): number {
  const asked = daysPerWeekEachDay.reduce((sum, perWeek) => sum + perWeek, 0);
  return Math.min(daysPerWeekEachDay.length, Math.ceil(asked / 7));
}

/** "Practicado 2 de 3 días"; beyond what was asked, "Practicado 4 días (objetivo: 3)". */
export function adherenceText(a: Pick<Adherence, 'practisedDays' | 'expectedDays'>): string {
  const days = (n: number) => `${n} ${n === 1 ? 'día' : 'días'}`;
  return a.practisedDays > a.expectedDays
    ? `Practicado ${days(a.practisedDays)} (objetivo: ${a.expectedDays})`
    : `Practicado ${a.practisedDays} de ${days(a.expectedDays)}`;
}

export const IdleDogSchema = z.object({
  dogId: z.string(),
  dogName: z.string(),
  ownerName: z.string(),
  lastPracticeDay: z.string().nullable(),
  daysIdle: z.number(),
});
export type IdleDog = z.infer<typeof IdleDogSchema>;

export const PracticeTickSchema = z.object({
  homeworkId: z.string(),
  day: z.string(),
  comment: z.string().nullable(),
});
export type PracticeTick = z.infer<typeof PracticeTickSchema>;

/** What the owner sees of a session: never the private notes. */
/** How a report is titled: a class's line is the class's report, not a session's (issue 45). */
export const reportTitle = (fromClass: boolean | undefined) =>
  fromClass ? 'Informe de la clase' : 'Informe de la sesión';

export const OwnerReportSchema = z.object({
  sessionId: z.string(),
  date: z.string(),
  /** The session's day on the trainer's calendar. */
  day: z.string(),
  duration: z.number(),
  dog: z.object({ id: z.string(), name: z.string(), breed: z.string() }),
  trainer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  objectives: z.string(),
  activities: z.string(),
  observations: z.string().nullable(),
  progress: z.number().nullable(),
  rating: z.number().nullable(),
  nextSteps: z.string().nullable(),
  homework: z.array(HomeworkItemSchema),
  /** A line of a group class's report (its objectives are the class's title, it has no rating). */
  fromClass: z.boolean(),
  lastSentAt: z.string(),
  /** The days the owner may tick, oldest first, ending today (trainer's zone). */
  practiceDays: z.array(z.string()),
  ticks: z.array(PracticeTickSchema),
});
export type OwnerReport = z.infer<typeof OwnerReportSchema>;

export const OwnerDogReportsSchema = z.object({
  dogs: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      trainerName: z.string(),
      /** The trainer's zone: a session's day is the day on the trainer's calendar. */
      timeZone: z.string(),
      reports: z.array(
        z.object({
          sessionId: z.string(),
          date: z.string(),
          progress: z.number().nullable(),
          rating: z.number().nullable(),
          objectives: z.string(),
        }),
      ),
    }),
  ),
});
export type OwnerDogReports = z.infer<typeof OwnerDogReportsSchema>;

export const ReportParamsSchema = z.object({
  sessionId: z.uuid({ error: 'Identificador no válido' }),
});
export const HomeworkTickParamsSchema = ReportParamsSchema.extend({
  homeworkId: z.uuid({ error: 'Identificador no válido' }),
});
export const PracticeTickInputSchema = z.object({
  day: dayField('El día no es válido'),
  comment: optionalText(300),
});
export type PracticeTickInput = z.input<typeof PracticeTickInputSchema>;
export const PracticeUntickParamsSchema = HomeworkTickParamsSchema.extend({
  day: dayField('El día no es válido'),
});
export const AdherenceQuerySchema = z.object({
  dogId: z.uuid({ error: 'Identificador no válido' }),
});

/** "2 veces al día, 5 días por semana, hasta la próxima sesión". */
export function homeworkFrequencyText(
  item: Pick<HomeworkItem, 'timesPerDay' | 'daysPerWeek' | 'untilDate'>,
  formatDay: (day: string) => string,
): string {
  const times = item.timesPerDay === 1 ? '1 vez al día' : `${item.timesPerDay} veces al día`;
  const days =
    item.daysPerWeek === 7
      ? 'todos los días'
      : `${item.daysPerWeek} ${item.daysPerWeek === 1 ? 'día' : 'días'} por semana`;
  const until = item.untilDate
    ? `hasta el ${formatDay(item.untilDate)}`
    : 'hasta la próxima sesión';
  return `${times}, ${days}, ${until}`;
}
