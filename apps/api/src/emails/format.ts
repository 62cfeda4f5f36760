import { dogDescription, formatDuration, serviceTypeLabel } from '@adiestra/shared';

export { dogDescription };

const longDate = new Intl.DateTimeFormat('es-ES', { dateStyle: 'full', timeZone: 'UTC' });
/** "2026-03-29" → "domingo, 29 de marzo de 2026". */
export const formatLongDate = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));

/** "domingo, 29 de marzo de 2026, 10:00". */
export const formatLongWhen = (date: string, time: string) =>
  `${formatLongDate(date)}, ${time.slice(0, 5)}`;

/** An appointment's Details rows: service, day, time and length, dog. */
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
    ...(givenBy ? [['Adiestrador/a', givenBy] as [string, string]] : []),
    ['Fecha', formatLongDate(a.scheduledDate)],
    ['Hora', `${a.scheduledTime.slice(0, 5)} (${formatDuration(a.duration)})`],
    ['Perro', dogDescription(a)],
  ];
}
