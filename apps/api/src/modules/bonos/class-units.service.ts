import { BONO_MESSAGES } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { UNIQUE_VIOLATION, sqlState } from '../../lib/db-errors.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import * as repository from './bonos.repository.ts';
import { selectChainTail, type UnitHolder } from './class-units.repository.ts';

/**
 * A class place's bono unit (issue 29, decision 0084), or a course enrolment's (decision 0099),
 * in the caller's transaction: the classes module calls these when a place or a course enrolment
 * is taken, attended, given up or its class cancelled. Each holds one live unit at most, which the
 * database enforces: its first use is unique (`bono_movements_class_enrolment_use_key`,
 * `bono_movements_course_enrolment_use_key`), and every later movement reverses the one before.
 */
export interface ClassPlace {
  businessId: string;
  clientId: string;
  serviceId: string;
  enrolmentId: string;
  /** The class's day: the bono must be valid on it. */
  on: string;
}

/** A course enrolment paid with one unit (decision 0099); `on`, its first class's day. */
export type CourseUnit = Omit<ClassPlace, 'enrolmentId'> & { courseEnrolmentId: string };

/**
 * One unit of a live bono of the class's service used for the place: true when the place holds
 * one (already, or now), false when the client has no bono to use (the place is then charged at
 * the class's price). A place whose unit went back takes it again from the same bono.
 */
export function useBonoForClassPlace(tx: Db | Tx, place: ClassPlace): Promise<boolean> {
  return useUnit(tx, place, { classEnrolmentId: place.enrolmentId });
}

/** One unit for a course enrolment paid per enrolment: as a class place's (decision 0099). */
export function useBonoForCourseEnrolment(tx: Db | Tx, unit: CourseUnit): Promise<boolean> {
  return useUnit(tx, unit, { courseEnrolmentId: unit.courseEnrolmentId });
}

async function useUnit(
  tx: Db | Tx,
  place: Omit<ClassPlace, 'enrolmentId'>,
  holder: UnitHolder,
): Promise<boolean> {
  const tail = await selectChainTail(tx, place.businessId, holder);
  if (tail?.delta === -1) return true;
  const fields = { source: 'class' as const, ...holder };
  if (tail) {
    const moved = await repository.moveUnit(tx, place.businessId, tail.bonoId, -1, place.on, {
      ...fields,
      reversesId: tail.id,
    });
    return moved !== undefined;
  }
  const candidates = await repository.selectUsableBonoIds(
    tx,
    place.businessId,
    { clientId: place.clientId },
    place.serviceId,
    place.on,
  );
  // Another writer may take the last unit of the first candidate meanwhile: try the next one.
  for (const bonoId of candidates) {
    const moved = await repository
      .moveUnit(tx, place.businessId, bonoId, -1, place.on, fields)
      .catch((error: unknown) => {
        if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(BONO_MESSAGES.classPlaceUsed);
        throw error;
      });
    if (moved) return true;
  }
  return false;
}

/**
 * The place's live unit goes back to its bono (a cancel in time, a class cancelled, an un-tap):
 * true when one went back, so the owner's mail can say so (issue 45).
 */
export function returnBonoOfClassPlace(
  tx: Db | Tx,
  businessId: string,
  enrolmentId: string,
  reason: string,
) {
  return returnUnit(tx, businessId, { classEnrolmentId: enrolmentId }, reason);
}

/** A course enrolment's live unit goes back (cancelled in time, or its course cancelled). */
export function returnBonoOfCourseEnrolment(
  tx: Db | Tx,
  businessId: string,
  courseEnrolmentId: string,
  reason: string,
) {
  return returnUnit(tx, businessId, { courseEnrolmentId }, reason);
}

async function returnUnit(
  tx: Db | Tx,
  businessId: string,
  holder: UnitHolder,
  reason: string,
): Promise<boolean> {
  const tail = await selectChainTail(tx, businessId, holder);
  if (tail?.delta !== -1) return false;
  await repository.moveUnit(tx, businessId, tail.bonoId, 1, null, {
    source: 'undo',
    reason,
    reversesId: tail.id,
    ...holder,
  });
  return true;
}
