import {
  SCHEDULING_MESSAGES,
  isPastDate,
  timeToMinutes,
  todayIn,
  wallTimeExists,
} from '@adiestra/shared';
import { AppError, invalid } from '../../lib/app-error.ts';
import { EXCLUSION_VIOLATION, retryingTransient, sqlState } from '../../lib/db-errors.ts';

/**
 * An appointment's date may not be before the trainer's today, and its time must exist on the
 * trainer's clock that day (not inside the hour skipped by a spring DST change).
 */
export function assertBookable(
  when: { date: string; time: string },
  timeZone: string,
  fields: { date: string; time: string },
) {
  if (isPastDate(when.date, todayIn(timeZone))) {
    throw invalid(fields.date, SCHEDULING_MESSAGES.pastDate);
  }
  if (!wallTimeExists(when.date, timeToMinutes(when.time), timeZone)) {
    throw invalid(fields.time, SCHEDULING_MESSAGES.skippedTime);
  }
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
