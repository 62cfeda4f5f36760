import {
  DATE_RANGE_MESSAGES,
  SCHEDULING_MESSAGES,
  isBookingDateInRange,
  isPastDate,
  todayIn,
} from '@adiestra/shared';
import { invalid } from './app-error.ts';

/**
 * A booking date (appointment, request, availability) from the trainer's today to today + 2
 * years (docs/security.md); checked before any time-zone computation on that date.
 */
export function assertBookingDateInRange(
  date: string,
  timeZone: string,
  field: string,
  now: Date = new Date(),
) {
  const today = todayIn(timeZone, now);
  if (isPastDate(date, today)) throw invalid(field, SCHEDULING_MESSAGES.pastDate);
  if (!isBookingDateInRange(date, today)) throw invalid(field, DATE_RANGE_MESSAGES.bookingTooFar);
}
