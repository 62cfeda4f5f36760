import {
  DATE_RANGE_MESSAGES,
  SCHEDULING_MESSAGES,
  isBookingDateInRange,
  isPastDate,
  timeToMinutes,
  todayIn,
  wallRangeIsReal,
  wallTimeExists,
} from '@adiestra/shared';
import { AppError, invalid } from '../../lib/app-error.ts';
import { EXCLUSION_VIOLATION, retryingTransient, sqlState } from '../../lib/db-errors.ts';

/**
 * An appointment's date may not be before the trainer's today, and its time must exist on the
 * trainer's clock that day (not inside the hour skipped by a spring DST change). Nor may it span
 * that hour: the database compares clock readings, and 01:30 + 60 min really ends at 03:30 that
 * day, so a second booking at 03:00 would overlap it in real time.
 */
export function assertBookable(
  when: { date: string; time: string; duration: number },
  timeZone: string,
  fields: { date: string; time: string },
  now: Date = new Date(),
) {
  assertBookingDateInRange(when.date, timeZone, fields.date, now);
  const start = timeToMinutes(when.time);
  if (!wallTimeExists(when.date, start, timeZone)) {
    throw invalid(fields.time, SCHEDULING_MESSAGES.skippedTime);
  }
  if (!wallRangeIsReal(when.date, start, when.duration, timeZone)) {
    throw invalid(fields.time, SCHEDULING_MESSAGES.spansSkippedHour);
  }
}

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

/**
 * Runs a write that may create or re-schedule an appointment; the database's exclusion
 * constraint `appointments_no_overlap` is what makes double booking impossible, even for
 * concurrent writers, and its violation becomes a 409. `write` must be a whole transaction or a
 * single statement: when colliding writers deadlock it is run again (lib/db-errors.ts).
 */
export async function refusingOverlap<T>(write: () => Promise<T>, field?: string): Promise<T> {
  try {
    return await retryingTransient(write);
  } catch (error) {
    if (sqlState(error) !== EXCLUSION_VIOLATION) throw error;
    const message = SCHEDULING_MESSAGES.appointmentOverlap;
    throw new AppError('CONFLICT', 409, message, field ? { [field]: message } : undefined);
  }
}
