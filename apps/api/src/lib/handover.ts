import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { minutesToTime, wallClock } from '@adiestra/shared';
import { EXCLUSION_VIOLATION, TRAINER_OCCUPANCY_CONSTRAINT, sqlState } from './db-errors.ts';
import type { Tx } from './trainer-lock.ts';

/**
 * What a trainer's handover (issue 39, decision 0141) shares between the modules that own the
 * rows: "now" on the business's wall clock, the "still ahead" condition, and the per-row check of
 * the trainer's time.
 */

export interface WallNow {
  /** "YYYY-MM-DD" on the business's calendar. */
  date: string;
  /** "HH:MM" on the business's clock. */
  time: string;
}

export function wallNow(now: Date, timeZone: string): WallNow {
  const reading = wallClock(now, timeZone);
  return { date: reading.date, time: minutesToTime(reading.minutes) };
}

/** A row whose day and time (a time column, or none) are not past at `now`. */
export function isAhead(date: AnyColumn, time: AnyColumn | null, now: WallNow): SQL {
  if (!time) return sql`${date} >= ${now.date}`;
  return sql`(${date} > ${now.date} or (${date} = ${now.date} and ${time} >= ${now.time}::time))`;
}

/**
 * Makes the deferred trainer-time constraint (`trainer_occupancy_no_overlap`, decision 0134)
 * checked at each statement in this transaction, so a reassigned row that lands on the new
 * trainer's taken time fails at its own statement and the caller can name it.
 */
export async function checkTrainerTimeNow(tx: Tx) {
  await tx.execute(sql.raw(`set constraints ${TRAINER_OCCUPANCY_CONSTRAINT} immediate`));
}

/** Runs one row's reassignment; an overlap (any exclusion constraint) becomes `clash()`. */
export async function refusingClash<T>(write: () => Promise<T>, clash: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION) throw clash();
    throw error;
  }
}
