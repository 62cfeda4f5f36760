import { minutesToTime, timeToMinutes, wallClock, zonedToUtc } from '@adiestra/shared';

/*
 * A session's date is an instant, shown and typed on the trainer's clock (their profile's time
 * zone, DESIGN §5), not the browser's: a trainer travelling sees their sessions where they hold
 * them.
 */

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** "2026-03-05T09:30:00Z" → "10:30" in `timeZone` (Europe/Madrid in winter). */
export function formatTime(iso: string, timeZone: string): string {
  let formatter = timeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit', timeZone });
    timeFormatters.set(timeZone, formatter);
  }
  return formatter.format(new Date(iso));
}

/** An instant as the `YYYY-MM-DDTHH:mm` a datetime-local input shows, on the clock of `timeZone`. */
export function toLocalInputValue(iso: string | Date, timeZone: string): string {
  const { date, minutes } = wallClock(new Date(iso), timeZone);
  return `${date}T${minutesToTime(minutes)}`;
}

/** The inverse: a `YYYY-MM-DDTHH:mm` typed on the clock of `timeZone` as an ISO instant. */
export function fromLocalInputValue(value: string, timeZone: string): string {
  const [date = '', time = ''] = value.split('T');
  return zonedToUtc(date, timeToMinutes(time.slice(0, 5)), timeZone).toISOString();
}
