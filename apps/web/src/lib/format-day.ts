/**
 * Calendar dates (`YYYY-MM-DD`, no time zone) in the es-ES format. They are read as UTC and
 * formatted as UTC, so the day never shifts with the browser's zone.
 */
const short = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const long = new Intl.DateTimeFormat('es-ES', { dateStyle: 'full', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('es-ES', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** "2026-03-29" → "29/03/2026". */
export const formatDay = (day: string) => short.format(toDate(day));

/** "2026-03-29" → "domingo, 29 de marzo de 2026". */
export const formatLongDay = (day: string) => long.format(toDate(day));

/** "2026-03-01" → "marzo de 2026". */
export const formatMonth = (day: string) => monthYear.format(toDate(day));
