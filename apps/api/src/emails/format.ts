const longDate = new Intl.DateTimeFormat('es-ES', { dateStyle: 'full', timeZone: 'UTC' });
/** "2026-03-29" → "domingo, 29 de marzo de 2026". */
export const formatLongDate = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));

/** "Luna (Border collie, 3 años)". */
export function dogDescription(d: {
  dogName: string;
  dogBreed: string | null;
  dogAge: number | null;
}) {
  const details = [
    d.dogBreed,
    d.dogAge === null ? null : `${d.dogAge} ${d.dogAge === 1 ? 'año' : 'años'}`,
  ];
  const extra = details.filter(Boolean).join(', ');
  return `${d.dogName}${extra ? ` (${extra})` : ''}`;
}

/** "domingo, 29 de marzo de 2026, 10:00". */
export const formatLongWhen = (date: string, time: string) =>
  `${formatLongDate(date)}, ${time.slice(0, 5)}`;
