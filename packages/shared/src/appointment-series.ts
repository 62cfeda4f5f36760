import { z } from './z.ts';
import { CLASS_LIMITS, weeklyDates } from './classes.ts';
import { dateField } from './scheduling-fields.ts';

/**
 * Recurring individual appointments (issue 29, decision 0057): "every Thursday at 10:00 with
 * Luna" is a weekly series of appointments sharing a `seriesId`. Its dates come from the one
 * weekly-series rule the classes use (`weeklyDates`), with the same cap.
 */
export const APPOINTMENT_SERIES_MAX = CLASS_LIMITS.occurrencesMax;

/** Which appointments of a series an edit changes: this one, or it and the following ones. */
export const APPOINTMENT_EDIT_SCOPES = ['one', 'following'] as const;
export type AppointmentEditScope = (typeof APPOINTMENT_EDIT_SCOPES)[number];

export const APPOINTMENT_SERIES_MESSAGES = {
  count: `El número de citas debe estar entre 2 y ${APPOINTMENT_SERIES_MAX}`,
  until: 'La fecha final debe ser posterior a la primera cita',
  both: 'Indica hasta qué fecha o cuántas veces, no las dos',
  tooMany: `Una serie tiene como máximo ${APPOINTMENT_SERIES_MAX} citas`,
  onlyConfirmed: 'Solo una cita confirmada puede repetirse cada semana',
  notInSeries: 'Esta cita no forma parte de una serie',
  onlyDateTimeNotesOrCancel:
    'A las siguientes citas solo se aplican la fecha, la hora, las notas o la cancelación',
} as const;

const weekDay = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const andList = new Intl.ListFormat('es-ES', { type: 'conjunction' });

/**
 * Before anything of a series is created or moved: the weeks whose time is taken, e.g. "… se
 * solapa el jueves, 3 de diciembre y el jueves, 10 de diciembre".
 */
export function seriesConflictMessage(dates: readonly string[]) {
  const days = dates.map((date) => `el ${weekDay.format(new Date(`${date}T00:00:00Z`))}`);
  return `No se ha guardado nada: ya tienes una cita que se solapa ${andList.format(days)}. Cambia la hora o las semanas.`;
}

/** "Repetir cada semana": until a date (included) or a number of appointments. */
export const AppointmentRepeatSchema = z
  .object({
    until: dateField(APPOINTMENT_SERIES_MESSAGES.until).nullish(),
    count: z
      .number({ error: APPOINTMENT_SERIES_MESSAGES.count })
      .int(APPOINTMENT_SERIES_MESSAGES.count)
      .min(2, APPOINTMENT_SERIES_MESSAGES.count)
      .max(APPOINTMENT_SERIES_MAX, APPOINTMENT_SERIES_MESSAGES.count)
      .nullish(),
  })
  .refine((r) => (r.until == null) !== (r.count == null), APPOINTMENT_SERIES_MESSAGES.both);
export type AppointmentRepeat = z.output<typeof AppointmentRepeatSchema>;

/** The series' dates from its first one; the server and the form's preview both ask here. */
export const appointmentSeriesDates = (
  start: string,
  repeat: { until?: string | null; count?: number | null },
) => weeklyDates(start, repeat);

/** The repeat's rules that need the first date: after it, and at most the cap. */
export function repeatIssue(start: string, repeat: AppointmentRepeat) {
  if (repeat.until != null && repeat.until <= start)
    return { path: 'until', message: APPOINTMENT_SERIES_MESSAGES.until };
  if (appointmentSeriesDates(start, repeat).length > APPOINTMENT_SERIES_MAX)
    return { path: 'until', message: APPOINTMENT_SERIES_MESSAGES.tooMany };
  return null;
}
