import {
  OWNER_MESSAGES,
  SESSION_APPOINTMENT_MESSAGES,
  timeToMinutes,
  zonedToUtc,
} from '@adiestra/shared';
import { conflict, invalid, notFound } from '../../lib/app-error.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import type { AppointmentRow } from '../../read-models/appointment-dto.ts';
import { useBonoForAppointment } from '../bonos/index.ts';
import { enqueueMails } from '../outbox/index.ts';
import * as repository from './commands.repository.ts';
import { assertBookable } from './booking-rules.ts';

/**
 * The appointment's state changes (issue 26, decision 0034): every way an appointment is
 * cancelled, moved, confirmed or completed — the trainer's editor and calendar drag, the owners'
 * area, a reminder's link, a share link, a change request's approval, a session recorded for it,
 * an erasure — calls one of these, with the actor who does it. Each runs inside the caller's
 * transaction, which holds the trainer's lock (`underTrainerLock`), and applies the same rules:
 *
 * - the owner acts only on a SCHEDULED appointment outside the trainer's notice window (409 with
 *   the owners' area's message), on the row as locked now, not as read before;
 * - a new time must be bookable on the trainer's clock; the database's exclusion constraint
 *   refuses a taken time (the caller wraps the transaction in `refusingOverlap`);
 * - a cancellation records who did it (`cancelled_by`); a cancellation or a move raises the
 *   event's SEQUENCE and closes the appointment's open change requests;
 * - a completion uses a unit of the client's bono for the service (the balance charges the visit
 *   otherwise, `read-models/charged-visits.ts`);
 * - the mails the caller builds for the change go to the outbox in the same transaction.
 */

/** Who changes the appointment: the trainer (in any of their screens, or by erasing a client) or the owner. */
export type Actor = { by: 'trainer' } | { by: 'owner'; noticeHours: number };

/** What the owners' module does for a change (it calls this module, so it hands these in). */
export interface AppointmentEffects {
  /** Closes the appointment's open change requests: cancelled with it, or overtaken by a move. */
  closeOpenChanges(tx: Tx, appointmentId: string, now: Date): Promise<void>;
}

export interface Command {
  tx: Tx;
  trainer: { id: string; timeZone: string };
  actor: Actor;
  now: Date;
  effects: AppointmentEffects;
  /** The mails announcing the change, built from the changed row; written to the outbox. */
  mails?: (row: AppointmentRow) => Promise<Mail[]>;
}

const HOUR = 3_600_000;

/** The appointment's start as an instant, on its trainer's clock. */
export const startOf = (a: Pick<AppointmentRow, 'scheduledDate' | 'scheduledTime'>, tz: string) =>
  zonedToUtc(a.scheduledDate, timeToMinutes(a.scheduledTime.slice(0, 5)), tz);

/** Whether the owner may still cancel or move it: SCHEDULED and before the notice window. */
export function outsideNoticeWindow(
  a: Pick<AppointmentRow, 'status' | 'scheduledDate' | 'scheduledTime'>,
  timeZone: string,
  noticeHours: number,
  now: Date,
) {
  const start = startOf(a, timeZone).getTime();
  return a.status === 'SCHEDULED' && start - now.getTime() >= noticeHours * HOUR;
}

/** The owner's rule: SCHEDULED, and outside the trainer's notice window. */
function assertOwnerMayChange(command: Command, row: AppointmentRow) {
  const { actor, trainer, now } = command;
  if (actor.by !== 'owner') return;
  if (row.status !== 'SCHEDULED') throw conflict(OWNER_MESSAGES.notScheduled);
  if (!outsideNoticeWindow(row, trainer.timeZone, actor.noticeHours, now)) {
    throw conflict(OWNER_MESSAGES.insideNotice);
  }
}

async function locked(command: Pick<Command, 'tx' | 'trainer'>, id: string) {
  const row = await repository.lockAppointment(command.tx, command.trainer.id, id);
  if (!row) throw notFound(OWNER_MESSAGES.notFound);
  return row;
}

async function announce(command: Command, row: AppointmentRow) {
  if (!command.mails) return;
  const mails = await command.mails(row);
  await enqueueMails(command.tx, mails, { businessId: command.trainer.id, now: command.now });
}

/**
 * Cancels the appointment. The owner cancels only a SCHEDULED one (409 otherwise); the trainer
 * also one already completed. Records the actor in `cancelled_by`.
 */
export async function cancelAppointment(command: Command, id: string) {
  const before = await locked(command, id);
  assertOwnerMayChange(command, before);
  if (before.status === 'CANCELLED') throw conflict(OWNER_MESSAGES.notScheduled);
  const row = await repository.setCancelled(command.tx, before.id, command.actor.by, command.now);
  await command.effects.closeOpenChanges(command.tx, row.id, command.now);
  await announce(command, row);
  return row;
}

/**
 * Moves a SCHEDULED appointment (`reopen`: a cancelled or completed one the trainer puts back to
 * SCHEDULED, possibly at another time). `fields` names the form fields a refusal points at.
 */
export async function moveAppointment(
  command: Command,
  id: string,
  to: { date: string; time: string },
  options: { fields: { date: string; time: string }; reopen?: boolean; notScheduled?: string },
) {
  const before = await locked(command, id);
  assertOwnerMayChange(command, before);
  if (before.status !== 'SCHEDULED' && !(options.reopen && command.actor.by === 'trainer')) {
    throw conflict(options.notScheduled ?? OWNER_MESSAGES.notScheduled);
  }
  const moved = to.date !== before.scheduledDate || to.time !== before.scheduledTime.slice(0, 5);
  if (moved) {
    assertBookable(
      { ...to, duration: before.duration },
      command.trainer.timeZone,
      options.fields,
      command.now,
    );
  }
  const row = await repository.setScheduled(command.tx, before.id, to, command.now);
  await command.effects.closeOpenChanges(command.tx, row.id, command.now);
  await announce(command, row);
  return row;
}

/**
 * Completes the appointment (the trainer's editor, or a session recorded for it of `dogId`). A
 * cancelled one is refused. `useBono`: one unit of the client's bono for the appointment's service
 * (a session takes its own unit for its own service, so it passes false).
 */
export async function completeAppointment(
  command: Command,
  id: string,
  options: { dogId?: string; useBono: boolean },
) {
  const before = await repository.lockAppointment(command.tx, command.trainer.id, id);
  if (!before) throw notFound(SESSION_APPOINTMENT_MESSAGES.notFound);
  if (options.dogId !== undefined && before.dogId !== options.dogId) {
    throw invalid('appointmentId', SESSION_APPOINTMENT_MESSAGES.otherDog);
  }
  if (before.status === 'CANCELLED') throw conflict(SESSION_APPOINTMENT_MESSAGES.cancelled);
  const row =
    before.status === 'COMPLETED'
      ? before
      : await repository.setCompleted(command.tx, before.id, command.now);
  const bonoUse =
    options.useBono && before.status !== 'COMPLETED' && row.clientId && row.serviceId
      ? await useBonoForAppointment(command.tx, {
          businessId: command.trainer.id,
          clientId: row.clientId,
          serviceId: row.serviceId,
          appointmentId: row.id,
          on: row.scheduledDate,
        })
      : null;
  await command.effects.closeOpenChanges(command.tx, row.id, command.now);
  return { row, bonoUse };
}

/** "Confirmo asistencia" (the owner, from a reminder): the first confirmation counts. */
export async function confirmAppointment(
  command: Pick<Command, 'tx' | 'trainer' | 'now'>,
  id: string,
) {
  const before = await locked(command, id);
  if (before.status !== 'SCHEDULED') return before;
  return (await repository.setOwnerConfirmed(command.tx, before.id, command.now)) ?? before;
}
