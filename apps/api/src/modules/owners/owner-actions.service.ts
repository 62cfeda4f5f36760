import { OWNER_MESSAGES, type AvailableSlot } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { UNIQUE_VIOLATION, sqlState } from '../../lib/db-errors.ts';
import { underTrainerLock } from '../../lib/trainer-lock.ts';
import { appointmentIcs as appointmentFile } from '../../lib/appointment-ics.ts';
import { cancelScheduledByOwner, type AppointmentRow } from '../appointments/index.ts';
import { findAvailableSlots } from '../availability/index.ts';
import { outsideNotice } from './owner-overview.service.ts';
import * as repository from './owners.repository.ts';
import type { OwnerReach, TrainerRow } from './owners.repository.ts';

/** The appointment in reach and its trainer; 404 otherwise (another owner's looks like none). */
async function reachable(db: Db, reach: OwnerReach, id: string) {
  const appointment = await repository.findReachableAppointment(db, reach, id);
  if (!appointment) throw notFound(OWNER_MESSAGES.notFound);
  const [trainer] = await repository.selectTrainers(db, [appointment.userId]);
  if (!trainer) throw notFound(OWNER_MESSAGES.notFound);
  return { appointment, trainer };
}

/** Only a SCHEDULED appointment outside the trainer's notice window is the owner's to change. */
function assertChangeable(appointment: AppointmentRow, trainer: TrainerRow, now: Date) {
  if (appointment.status !== 'SCHEDULED') throw conflict(OWNER_MESSAGES.notScheduled);
  if (!outsideNotice(appointment, trainer, now)) throw conflict(OWNER_MESSAGES.insideNotice);
}

/** Cancels at once (the time is free again) and answers what the trainer must be told. */
export async function cancelByOwner(db: Db, reach: OwnerReach, id: string, now: Date) {
  const { appointment, trainer } = await reachable(db, reach, id);
  assertChangeable(appointment, trainer, now);
  const cancelled = await underTrainerLock(db, trainer.id, async (tx) => {
    const row = await cancelScheduledByOwner(tx, trainer.id, id, now);
    if (row) await repository.cancelPendingChanges(tx, id, now);
    return row;
  });
  if (!cancelled) throw conflict(OWNER_MESSAGES.notScheduled);
  return { appointment: cancelled, trainer };
}

/**
 * The times the owner may move to: the very list the public booking page offers for the
 * appointment's length (findAvailableSlots), on the trainer's clock.
 */
export async function freeTimes(
  db: Db,
  reach: OwnerReach,
  id: string,
  date: string,
  now: Date,
): Promise<AvailableSlot[]> {
  const { appointment, trainer } = await reachable(db, reach, id);
  if (appointment.status !== 'SCHEDULED') return [];
  return findAvailableSlots(db, trainer, date, appointment.duration, now);
}

/** A change of time for the trainer to decide; the appointment stands meanwhile. */
export async function askForChange(
  db: Db,
  reach: OwnerReach,
  id: string,
  to: { date: string; time: string },
  now: Date,
) {
  const { appointment, trainer } = await reachable(db, reach, id);
  assertChangeable(appointment, trainer, now);
  const offered = await findAvailableSlots(db, trainer, to.date, appointment.duration, now);
  if (!offered.some((slot) => slot.time === to.time)) {
    throw new AppError('VALIDATION_ERROR', 400, OWNER_MESSAGES.timeNotFree, {
      time: OWNER_MESSAGES.timeNotFree,
    });
  }
  try {
    const change = await repository.insertChangeRequest(db, {
      userId: trainer.id,
      appointmentId: id,
      requestedDate: to.date,
      requestedTime: to.time,
      createdAt: now,
    });
    return { change, appointment, trainer };
  } catch (error) {
    // One pending change per appointment (a partial unique index).
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(OWNER_MESSAGES.changePending);
    throw error;
  }
}

/** The appointment as a calendar file (same UID as the approval mail's, current SEQUENCE). */
export async function appointmentIcs(db: Db, reach: OwnerReach, id: string, now: Date) {
  const { appointment, trainer } = await reachable(db, reach, id);
  if (appointment.status !== 'SCHEDULED') throw conflict(OWNER_MESSAGES.notScheduled);
  return appointmentEvent(appointment, trainer, now);
}

/**
 * The appointment as it stands, for the Mi área download and the mail of an approved change:
 * PUBLISH at its current SEQUENCE, so it replaces the copy a calendar already holds.
 */
export const appointmentEvent = (appointment: AppointmentRow, trainer: TrainerRow, now: Date) =>
  appointmentFile(trainer, appointment, {
    method: 'PUBLISH',
    sequence: appointment.icsSequence,
    now,
  });

/** The trainer as an owner's e-mail signs: the phone they gave owners in Ajustes, else their own. */
export const mailTrainer = (trainer: TrainerRow) => ({
  ...trainer,
  phone: trainer.contactPhone ?? trainer.phone,
});
