import {
  APPOINTMENT_SERIES_MESSAGES,
  addDays,
  seriesConflictMessage,
  type AppointmentUpdatePayload,
} from '@adiestra/shared';
import {
  appointmentSeriesMail,
  ownerMailSender,
  type MailTrainer,
  type SeriesNotice,
} from '../../emails/index.ts';
import { AppError, conflict, invalid } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { toAppointmentDto, type AppointmentRow } from '../../read-models/appointment-dto.ts';
import { assertBookable } from './booking-rules.ts';
import { takenDates } from './appointments.repository.ts';
import * as repository from './commands.repository.ts';
import {
  cancelAppointment,
  moveAppointment,
  type AppointmentEffects,
  type Command,
} from './commands.service.ts';
import { enqueueMails } from '../outbox/index.ts';

/**
 * Recurring individual appointments (issue 29, decision 0057): a weekly series is the
 * appointments sharing a `series_id`. Each week is an ordinary appointment — the database's
 * no-overlap rule, the reminders and the iCal feed see it as one — and each change goes through
 * the commands with the trainer as the actor. What the series adds: its weeks are checked together
 * before any is written (the taken ones are named in one 409 and nothing is created or moved), and
 * the owner gets one mail for the series, not one per week.
 */

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** What the series' mail takes from the owners' area (handed in: owners calls this module). */
export interface SeriesOwnerArea {
  issueBookingLink(
    tx: Tx,
    target: { businessId: string; appointmentId: string; appUrl: string },
  ): Promise<string | null>;
  sessionPlaceOf(tx: Tx, businessId: string): Promise<string | null | undefined>;
}

type SeriesTrainer = { id: string; timeZone: string } & MailTrainer;

/** Refuses the whole change when any week's time is taken by another appointment. */
async function assertWeeksFree(
  tx: Tx,
  trainerId: string,
  whens: readonly { date: string; time: string; duration: number }[],
  except: readonly string[],
  field: string,
) {
  const taken = await takenDates(tx, trainerId, whens, except);
  if (taken.length === 0) return;
  const message = seriesConflictMessage(taken);
  throw new AppError('CONFLICT', 409, message, { [field]: message });
}

/** The owner's one mail for the series, written to the outbox in the change's transaction. */
async function enqueueSeriesMail(
  tx: Tx,
  trainer: SeriesTrainer,
  notice: SeriesNotice,
  rows: readonly AppointmentRow[],
  context: { now: Date; appUrl: string; ownerArea: SeriesOwnerArea },
) {
  const [first] = rows;
  if (!first) return;
  const { now, appUrl, ownerArea } = context;
  const link =
    notice === 'cancelled'
      ? null
      : await ownerArea.issueBookingLink(tx, {
          businessId: trainer.id,
          appointmentId: first.id,
          appUrl,
        });
  const sessionPlace = await ownerArea.sessionPlaceOf(tx, trainer.id);
  const mail = await appointmentSeriesMail(
    notice,
    // In a school, who gives the series (its first week's trainer, as the rows; decision 0147).
    await ownerMailSender(tx, { ...trainer, sessionPlace }, appUrl, first),
    rows.map((row) => ({ appointment: toAppointmentDto(row), sequence: row.icsSequence })),
    { link, appUrl },
    now,
  );
  await enqueueMails(tx, [mail], { businessId: trainer.id, now });
}

/**
 * A new weekly series (the trainer's "Nueva cita" with "Repetir cada semana"): every week's time
 * is checked first; then all are inserted with one `series_id` (the database still refuses any
 * overlap, e.g. a concurrent booking) and one confirmation goes to the owner.
 */
export async function createSeries(
  tx: Tx,
  trainer: SeriesTrainer,
  weeks: readonly (Parameters<typeof repository.insertSeries>[1][number] & {
    scheduledDate: string;
    scheduledTime: string;
  })[],
  context: { now: Date; appUrl: string; ownerArea: SeriesOwnerArea },
) {
  const fields = { date: 'requestedDate', time: 'requestedTime' };
  const whens = weeks.map((week) => ({
    date: week.scheduledDate,
    time: week.scheduledTime,
    duration: week.duration ?? 60,
  }));
  for (const when of whens) assertBookable(when, trainer.timeZone, fields, context.now);
  await assertWeeksFree(tx, trainer.id, whens, [], 'requestedTime');
  const rows = await repository.insertSeries(tx, [...weeks]);
  rows.sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate));
  if (rows[0]?.clientEmail) await enqueueSeriesMail(tx, trainer, 'confirmed', rows, context);
  return rows;
}

/**
 * "Esta y las siguientes": the change applies to this appointment and the series' SCHEDULED ones
 * after it. A new date moves each by as many days as this one moves, a new time sets each one's
 * time; a cancellation cancels them all (ends the series from this week). Each week goes through
 * its command (`moveAppointment`, `cancelAppointment`) with the trainer as the actor; the owner
 * gets one mail for all of them.
 */
export async function updateFollowing(
  tx: Tx,
  trainer: SeriesTrainer,
  before: AppointmentRow,
  input: AppointmentUpdatePayload,
  context: { now: Date; appUrl: string; ownerArea: SeriesOwnerArea & AppointmentEffects },
) {
  if (!before.seriesId) throw invalid('scope', APPOINTMENT_SERIES_MESSAGES.notInSeries);
  if (input.status === 'COMPLETED')
    throw invalid('scope', APPOINTMENT_SERIES_MESSAGES.onlyDateTimeNotesOrCancel);
  if (before.status !== 'SCHEDULED') throw conflict('Solo se puede mover una cita programada');
  const weeks = await repository.lockSeriesFrom(
    tx,
    trainer.id,
    before.seriesId,
    before.scheduledDate,
  );
  const command: Command = {
    tx,
    trainer,
    actor: { by: 'trainer' },
    now: context.now,
    effects: context.ownerArea,
  };
  if (input.notes !== undefined) {
    for (const week of weeks)
      await repository.setNotes(tx, week.id, input.notes ?? null, context.now);
  }
  if (input.status === 'CANCELLED') {
    const cancelled: AppointmentRow[] = [];
    for (const week of weeks) cancelled.push(await cancelAppointment(command, week.id));
    await enqueueSeriesMail(tx, trainer, 'cancelled', cancelled, context);
    return cancelled[0]!;
  }
  const shift = daysBetween(before.scheduledDate, input.scheduledDate ?? before.scheduledDate);
  const moves = weeks.map((week) => ({
    week,
    to: {
      date: addDays(week.scheduledDate, shift),
      time: input.scheduledTime ?? week.scheduledTime.slice(0, 5),
    },
  }));
  const moving = moves.filter(
    ({ week, to }) => to.date !== week.scheduledDate || to.time !== week.scheduledTime.slice(0, 5),
  );
  if (moving.length === 0) return (await repository.lockAppointment(tx, trainer.id, before.id))!;
  const fields = { date: 'scheduledDate', time: 'scheduledTime' };
  for (const { week, to } of moving)
    assertBookable({ ...to, duration: week.duration }, trainer.timeZone, fields, context.now);
  await assertWeeksFree(
    tx,
    trainer.id,
    moving.map(({ week, to }) => ({ ...to, duration: week.duration })),
    weeks.map((week) => week.id),
    'scheduledTime',
  );
  // The overlap constraint is checked row by row: moving later, the last week goes first, so no
  // week lands on a sibling that has not moved yet (and the other way round).
  const ordered = shift > 0 ? [...moving].reverse() : moving;
  const moved = new Map<string, AppointmentRow>();
  for (const { week, to } of ordered) {
    moved.set(week.id, await moveAppointment(command, week.id, to, { fields }));
  }
  const rows = moving.map(({ week }) => moved.get(week.id)!);
  await enqueueSeriesMail(tx, trainer, 'changed', rows, context);
  return moved.get(before.id) ?? (await repository.lockAppointment(tx, trainer.id, before.id))!;
}
