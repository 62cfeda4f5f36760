import {
  SCHEDULING_MESSAGES,
  timeToMinutes,
  wallRangeIsReal,
  wallTimeExists,
} from '@adiestra/shared';
import { AppError, invalid } from '../../lib/app-error.ts';
import { assertBookingDateInRange } from '../../lib/booking-dates.ts';
import {
  EXCLUSION_VIOLATION,
  TRAINER_OCCUPANCY_CONSTRAINT,
  retryingTransient,
  sqlState,
  violatedConstraint,
} from '../../lib/db-errors.ts';

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
 * Runs a write that may create or re-schedule an appointment; the database's exclusion
 * constraints `appointments_no_overlap` (another appointment of the trainer) and
 * `trainer_occupancy_no_overlap` (one of their classes, decision 0134) are what make double
 * booking impossible, even for concurrent writers, and a violation becomes a 409. `write` must be a whole transaction or a
 * single statement: when colliding writers deadlock it is run again (lib/db-errors.ts).
 */
export async function refusingOverlap<T>(write: () => Promise<T>, field?: string): Promise<T> {
  try {
    return await retryingTransient(write);
  } catch (error) {
    if (sqlState(error) !== EXCLUSION_VIOLATION) throw error;
    // Another appointment of the trainer, or (at commit) one of their classes (decision 0134).
    const message =
      violatedConstraint(error) === TRAINER_OCCUPANCY_CONSTRAINT
        ? SCHEDULING_MESSAGES.classOverlap
        : SCHEDULING_MESSAGES.appointmentOverlap;
    throw new AppError('CONFLICT', 409, message, field ? { [field]: message } : undefined);
  }
}
