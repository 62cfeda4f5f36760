import { OWNER_MESSAGES, type AvailableSlot } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { UNIQUE_VIOLATION, sqlState } from '../../lib/db-errors.ts';
import { underTrainerLock } from '../../lib/trainer-lock.ts';
import { appointmentIcs as appointmentFile, type IcsTrainer } from '../../lib/appointment-ics.ts';
import { selectGivenBy } from '../../read-models/trainer-tags.ts';
import { cancelAppointment, type AppointmentRow } from '../appointments/index.ts';
import {
  changeAskedMail,
  ownerCancelledMail,
  ownerMailSender,
  ownerReceiptMail,
} from '../../emails/index.ts';
import type { CancelledFrom } from '../../emails/owner-cancelled.tsx';
import { findAvailableSlots } from '../availability/index.ts';
import { enqueueMails } from '../outbox/index.ts';
import { noticeHoursOf, outsideNotice } from './owner-overview.service.ts';
import * as repository from './owners.repository.ts';
import type { OwnerReach, TrainerRow } from './owners.repository.ts';

/** The appointment in reach and its trainer; 404 otherwise (another owner's looks like none). */
async function reachable(db: Db, reach: OwnerReach, id: string) {
  const appointment = await repository.findReachableAppointment(db, reach, id);
  if (!appointment) throw notFound(OWNER_MESSAGES.notFound);
  const [trainer] = await repository.selectTrainers(db, [appointment.businessId]);
  if (!trainer) throw notFound(OWNER_MESSAGES.notFound);
  return { appointment, trainer };
}

/** A moved booking keeps its trainer: the times offered are that trainer's (decision 0139). */
const timeOf = (appointment: AppointmentRow, trainer: TrainerRow) => ({
  businessId: appointment.businessId,
  trainerId: appointment.trainerId,
  timeZone: trainer.timeZone,
});

/** Only a SCHEDULED appointment outside the trainer's notice window is the owner's to change. */
function assertChangeable(appointment: AppointmentRow, trainer: TrainerRow, now: Date) {
  if (appointment.status !== 'SCHEDULED') throw conflict(OWNER_MESSAGES.notScheduled);
  if (!outsideNotice(appointment, trainer, now)) throw conflict(OWNER_MESSAGES.insideNotice);
}

/** Cancels from the owners' area (session or booking link), once the appointment is in reach. */
export async function cancelByOwner(
  db: Db,
  reach: OwnerReach,
  id: string,
  now: Date,
  appUrl: string,
) {
  const { appointment, trainer } = await reachable(db, reach, id);
  return cancelAsOwner(db, appointment, trainer, now, { appUrl, from: 'owner-area' });
}

/**
 * The one way an owner cancels (issue 26): from the owners' area, a share (booking) link and a
 * reminder's link alike, through the appointments' cancel command with the owner as the actor:
 * under the trainer's lock it applies the trainer's notice window (409 with the same message
 * everywhere), records `cancelled_by = 'owner'`, closes the open change requests and writes the
 * trainer's notice to the outbox, in one transaction.
 */
async function cancelAsOwner(
  db: Db,
  appointment: AppointmentRow,
  trainer: TrainerRow,
  now: Date,
  mail: { appUrl: string; from: CancelledFrom },
) {
  const cancelled = await underTrainerLock(db, trainer.id, (tx) =>
    cancelAppointment(
      {
        tx,
        trainer,
        actor: { by: 'owner', noticeHours: noticeHoursOf(trainer) },
        now,
        effects: { closeOpenChanges: repository.cancelPendingChanges },
        // The trainer's notice, and the owner's receipt (issue 27), in the same transaction.
        mails: async (row) => [
          await ownerCancelledMail(trainer, row, mail.appUrl, mail.from),
          await ownerReceiptMail(
            await ownerMailSender(tx, mailTrainer(trainer), mail.appUrl, row),
            row,
            { kind: 'cancelled' },
            mail.appUrl,
          ),
        ],
      },
      appointment.id,
    ),
  );
  return { appointment: cancelled, trainer };
}

/** A reminder's "cancel" (modules/reminders): the appointment as the reminder found it. */
export async function cancelFromReminderLink(
  db: Db,
  appointment: AppointmentRow,
  now: Date,
  appUrl: string,
) {
  const [trainer] = await repository.selectTrainers(db, [appointment.businessId]);
  if (!trainer) throw notFound(OWNER_MESSAGES.notFound);
  return cancelAsOwner(db, appointment, trainer, now, { appUrl, from: 'reminder' });
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
  return findAvailableSlots(db, timeOf(appointment, trainer), date, appointment.duration, now);
}

/** A change of time for the trainer to decide; the appointment stands meanwhile. */
export async function askForChange(
  db: Db,
  reach: OwnerReach,
  id: string,
  to: { date: string; time: string },
  now: Date,
  appUrl: string,
) {
  const { appointment, trainer } = await reachable(db, reach, id);
  assertChangeable(appointment, trainer, now);
  const offered = await findAvailableSlots(
    db,
    timeOf(appointment, trainer),
    to.date,
    appointment.duration,
    now,
  );
  if (!offered.some((slot) => slot.time === to.time)) {
    throw new AppError('VALIDATION_ERROR', 400, OWNER_MESSAGES.timeNotFree, {
      time: OWNER_MESSAGES.timeNotFree,
    });
  }
  try {
    // The request and the trainer's notice commit together.
    const change = await db.transaction(async (tx) => {
      const row = await repository.insertChangeRequest(tx, {
        businessId: trainer.id,
        appointmentId: id,
        requestedDate: to.date,
        requestedTime: to.time,
        createdAt: now,
      });
      const signer = await ownerMailSender(tx, mailTrainer(trainer), appUrl, appointment);
      const mails = [
        await changeAskedMail(trainer, appointment, to, appUrl),
        await ownerReceiptMail(signer, appointment, { kind: 'change-asked', to }, appUrl),
      ];
      await enqueueMails(tx, mails, { businessId: trainer.id, now });
      return row;
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
  // In a school, the file names who gives it, as the mails' do (decision 0147).
  const givenBy = (await selectGivenBy(db, trainer.id))(appointment.trainerId);
  return appointmentEvent(appointment, { ...trainer, givenBy }, now);
}

/**
 * The appointment as it stands, for the Mi área download and the mail of an approved change:
 * PUBLISH at its current SEQUENCE, so it replaces the copy a calendar already holds.
 */
export const appointmentEvent = (appointment: AppointmentRow, trainer: IcsTrainer, now: Date) =>
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
