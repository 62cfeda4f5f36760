import { isRealDate } from './calendar-date.ts';
import { addDays } from './time-zone.ts';

/**
 * The sane range of every date the API accepts (issue 14, docs/security.md). Outside it a 400
 * with a Spanish message; nothing outside it reaches a time-zone computation.
 * - sessions: from 2000-01-01 to today + 1 year;
 * - appointments, requests and availability: from today to today + 2 years ("today" in the
 *   trainer's zone, checked on the server; the schemas check the same range with one day of
 *   slack either side, since the browser's zone may differ).
 * Every check takes `now` so tests and callers can inject the clock.
 */
export const EARLIEST_SESSION_DATE = '2000-01-01';
export const SESSION_YEARS_AHEAD = 1;
export const BOOKING_YEARS_AHEAD = 2;

export const DATE_RANGE_MESSAGES = {
  bookingTooFar: 'La fecha no puede ser posterior a dentro de 2 años',
  sessionTooEarly: 'La fecha no puede ser anterior al año 2000',
  sessionTooFar: 'La fecha no puede ser posterior a dentro de 1 año',
} as const;

/** `today` (YYYY-MM-DD) plus whole years; 29 February falls back to the 28th. */
export function yearsAfter(today: string, years: number): string {
  const [y, m, d] = today.split('-') as [string, string, string];
  const year = String(Number(y) + years).padStart(4, '0');
  const candidate = `${year}-${m}-${d}`;
  return isRealDate(candidate) ? candidate : `${year}-02-28`;
}

/** UTC today, for the schemas (the server repeats the check in the trainer's zone). */
function utcToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** A booking date (appointment, request, availability) no later than today + 2 years. */
export function isBookingDateInRange(date: string, today: string): boolean {
  return date <= yearsAfter(today, BOOKING_YEARS_AHEAD);
}

/**
 * Schema-side: a booking date no later than UTC today + 2 years + 1 day (the server refuses the
 * past, and the exact bound, in the trainer's zone).
 */
export function isPlausibleBookingDate(date: string, now: Date = new Date()): boolean {
  return date <= addDays(yearsAfter(utcToday(now), BOOKING_YEARS_AHEAD), 1);
}

/** A session instant from 2000-01-01 (UTC) to now + 1 year (plus a day of zone slack). */
export function sessionDateProblem(iso: string, now: Date = new Date()): string | null {
  const ms = new Date(iso).getTime();
  if (Number.isNaN(ms)) return null;
  if (ms < Date.parse(`${EARLIEST_SESSION_DATE}T00:00:00Z`) - 86_400_000) {
    return DATE_RANGE_MESSAGES.sessionTooEarly;
  }
  const last = addDays(yearsAfter(utcToday(now), SESSION_YEARS_AHEAD), 1);
  if (ms >= Date.parse(`${last}T00:00:00Z`) + 86_400_000) return DATE_RANGE_MESSAGES.sessionTooFar;
  return null;
}
