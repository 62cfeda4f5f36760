import { dogDescription, formatDuration, serviceTypeLabel } from '@adiestra/shared';

export { dogDescription };

const longDate = new Intl.DateTimeFormat('es-ES', { dateStyle: 'full', timeZone: 'UTC' });
/** "2026-03-29" → "domingo, 29 de marzo de 2026". */
export const formatLongDate = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));

/** "domingo, 29 de marzo de 2026, 10:00". */
export const formatLongWhen = (date: string, time: string) =>
  `${formatLongDate(date)}, ${time.slice(0, 5)}`;

type Rows = [label: string, value: string | null][];

/** In a school, the row naming who gives the session (decisions 0140 and 0147); else none. */
export const givenByRow = (givenBy: string | null | undefined): [string, string][] =>
  givenBy ? [['Adiestrador/a', givenBy]] : [];

/** An appointment's Details rows: service, (in a school) its trainer, day, time and length, dog. */
export function appointmentRows(
  a: {
    serviceType: string;
    scheduledDate: string;
    scheduledTime: string;
    duration: number;
    dogName: string;
    dogBreed: string | null;
    dogAge: number | null;
  },
  /** In a school, who gives it (decision 0140). */
  givenBy?: string | null,
): [label: string, value: string][] {
  return [
    ['Servicio', serviceTypeLabel(a.serviceType)],
    ...givenByRow(givenBy),
    ['Fecha', formatLongDate(a.scheduledDate)],
    ['Hora', `${a.scheduledTime.slice(0, 5)} (${formatDuration(a.duration)})`],
    ['Perro', dogDescription(a)],
  ];
}

/** A class's Details rows: which, (in a school) its trainer, when, where, which dog. */
export const classRows = (c: {
  serviceName: string;
  date: string;
  time: string;
  place: string | null;
  dogName: string;
  givenBy?: string | null | undefined;
}): Rows => [
  ['Clase', c.serviceName],
  ...givenByRow(c.givenBy),
  ['Cuándo', formatLongWhen(c.date, c.time)],
  ['Dónde', c.place],
  ['Perro', c.dogName],
];
