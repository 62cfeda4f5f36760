import {
  SCHEDULING_MESSAGES,
  SESSION_APPOINTMENT_MESSAGES,
  todayIn,
  type AppointmentStats,
  type AppointmentUpdatePayload,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, invalid, notFound } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { findClientRow } from '../clients/index.ts';
import { bonosForVisits } from '../bonos/index.ts';
import { findDogOfClient } from '../dogs/index.ts';
import { pageInfo } from '../../lib/pagination.ts';
import { underTrainerLock } from '../../lib/trainer-lock.ts';
import { toAppointmentDto, type AppointmentRow } from '../../read-models/appointment-dto.ts';
import { countByStatus } from '../../read-models/appointment-stats.ts';
import {
  appointmentNoticeMail,
  ownerMailSender,
  type AppointmentNotice,
  type MailTrainer,
} from '../../emails/index.ts';
import * as repository from './appointments.repository.ts';
import type { AppointmentFilters } from './appointments.repository.ts';
import { assertBookable, refusingOverlap } from './booking-rules.ts';
import {
  cancelAppointment,
  completeAppointment,
  moveAppointment,
  type AppointmentEffects,
  type Command,
} from './commands.service.ts';
import { setNotes } from './commands.repository.ts';
import { updateFollowing, type SeriesOwnerArea } from './series.service.ts';

const MOVE_ONLY_SCHEDULED = 'Solo se puede mover una cita programada';

/** The business an appointment belongs to: its id is the tenant, its time zone the calendar's. */
interface Business {
  id: string;
  timeZone: string;
}

/** Upcoming appointments first (soonest first), then past ones (latest first), in the trainer's zone. */
export async function listAppointments(
  db: Db,
  business: Business,
  filters: AppointmentFilters,
  page: number,
  limit: number,
) {
  const today = todayIn(business.timeZone);
  const { rows, total } = await repository.selectAppointmentPage(
    db,
    business.id,
    today,
    filters,
    page,
    limit,
  );
  // Each visit's bono as the server will pick it (issue 26): the screen shows it, never re-picks.
  const bonos = await bonosForVisits(db, business.id, rows, today);
  return {
    appointments: rows.map((row) => ({
      ...toAppointmentDto(row),
      bono: bonos.get(row.id) ?? null,
    })),
    pagination: pageInfo(page, limit, total),
  };
}

/**
 * What the owner must be told of an update: a cancellation, or a new date or time of an appointment
 * that is (again) SCHEDULED. Nothing when the time stays and the status does not cancel.
 */
function noticeFor(before: AppointmentRow, input: AppointmentUpdatePayload) {
  const time = before.scheduledTime.slice(0, 5);
  const moved =
    (input.scheduledDate ?? before.scheduledDate) !== before.scheduledDate ||
    (input.scheduledTime ?? time) !== time;
  const status = input.status ?? before.status;
  let notice: AppointmentNotice | undefined;
  if (status === 'CANCELLED' && before.status !== 'CANCELLED') notice = 'cancelled';
  if (status === 'SCHEDULED' && (moved || before.status === 'CANCELLED')) notice = 'changed';
  return { moved, status, notice };
}

/**
 * What refuses a move before it is written (the database then refuses an overlap): the move and
 * its check (`checkMove`) both ask here, so the calendar shows the move's own reasons.
 */
function assertMovable(
  before: AppointmentRow,
  status: AppointmentRow['status'],
  input: AppointmentUpdatePayload,
  timeZone: string,
  now: Date,
) {
  // A completed or cancelled appointment keeps its time; only one put back to SCHEDULED moves.
  if (status !== 'SCHEDULED') throw conflict(MOVE_ONLY_SCHEDULED);
  const when = {
    date: input.scheduledDate ?? before.scheduledDate,
    time: input.scheduledTime ?? before.scheduledTime.slice(0, 5),
    duration: before.duration,
  };
  assertBookable(when, timeZone, { date: 'scheduledDate', time: 'scheduledTime' }, now);
}

/**
 * The move to `to`, asked without writing (the calendar's drag, issue 26): the message the move
 * would be refused with, from the same rules on the same clock as `updateAppointment`, the
 * database's overlap included. `moved` is false when `to` is where it already is.
 */
export async function moveRefusal(
  db: Db,
  business: Business,
  id: string,
  to: { date: string; time: string },
  now: Date,
): Promise<{ moved: boolean; refusal: string | null; duration: number; trainerId: string }> {
  const before = await repository.selectOwnAppointment(db, business.id, id);
  if (!before) throw notFound('Cita no encontrada');
  const input = { scheduledDate: to.date, scheduledTime: to.time };
  const { moved, status } = noticeFor(before, input);
  const answer = (refusal: string | null) => ({
    moved,
    refusal,
    duration: before.duration,
    trainerId: before.trainerId,
  });
  if (!moved) return answer(null);
  try {
    assertMovable(before, status, input, business.timeZone, now);
  } catch (error) {
    if (error instanceof AppError) return answer(error.message);
    throw error;
  }
  const when = { ...to, duration: before.duration };
  const overlaps = await repository.overlapsAnother(db, business.id, id, when);
  return answer(overlaps ? SCHEDULING_MESSAGES.appointmentOverlap : null);
}

/** The appointments as the screens get them: each with the bono its visit draws on (issue 26). */
export async function withVisitBonos(
  db: Db,
  businessId: string,
  rows: readonly (AppointmentRow & { sessionId?: string | null })[],
  today: string,
) {
  const bonos = await bonosForVisits(db, businessId, rows, today);
  return rows.map((row) => ({ ...toAppointmentDto(row), bono: bonos.get(row.id) ?? null }));
}

/**
 * The trainer's editor and calendar drag (PUT): status, notes, date and time, each state change
 * through its command (commands.service.ts) with the trainer as the actor. Putting a cancelled
 * appointment back to SCHEDULED, or moving it, is refused (409) when that time is taken. A
 * cancellation or a change of time raises the event's SEQUENCE and writes the owner's notice to
 * the outbox in the same transaction; it is returned as `notice`.
 */
export async function updateAppointment(
  db: Db,
  business: Business & MailTrainer,
  id: string,
  input: AppointmentUpdatePayload,
  context: { now: Date; appUrl: string; ownerArea: OwnerAreaForNotices },
) {
  const { now, appUrl, ownerArea } = context;
  const result = await refusingOverlap(
    () =>
      underTrainerLock(db, business.id, async (tx) => {
        const before = await repository.selectOwnAppointmentForUpdate(tx, business.id, id);
        if (!before) return undefined;
        if (input.scope === 'following') {
          const row = await updateFollowing(tx, business, before, input, context);
          const notice: AppointmentNotice = row.status === 'CANCELLED' ? 'cancelled' : 'changed';
          return { row, notice, bonoUse: null };
        }
        const { moved, status, notice } = noticeFor(before, input);
        if (moved) assertMovable(before, status, input, business.timeZone, now);
        const command: Command = {
          tx,
          trainer: business,
          actor: { by: 'trainer' },
          now,
          effects: ownerArea,
          mails: notice
            ? async (row) => [
                await noticeMail(tx, business, { notice, row, now, appUrl }, ownerArea),
              ]
            : undefined,
        };
        let row: AppointmentRow = before;
        let bonoUse: Awaited<ReturnType<typeof completeAppointment>>['bonoUse'] = null;
        if (input.notes !== undefined) row = await setNotes(tx, id, input.notes ?? null, now);
        if (status === 'CANCELLED' && before.status !== 'CANCELLED') {
          row = await cancelAppointment(command, id);
        } else if (status === 'COMPLETED' && before.status !== 'COMPLETED') {
          ({ row, bonoUse } = await completeAppointment(command, id, { useBono: true }));
        } else if (status === 'SCHEDULED' && (moved || before.status !== 'SCHEDULED')) {
          const to = {
            date: input.scheduledDate ?? before.scheduledDate,
            time: input.scheduledTime ?? before.scheduledTime.slice(0, 5),
          };
          row = await moveAppointment(command, id, to, {
            fields: { date: 'scheduledDate', time: 'scheduledTime' },
            reopen: true,
            notScheduled: MOVE_ONLY_SCHEDULED,
          });
        }
        return { row, notice, bonoUse };
      }),
    'scheduledTime',
  );
  if (!result) throw notFound('Cita no encontrada');
  return {
    appointment: { ...toAppointmentDto(result.row), bonoUse: result.bonoUse },
    notice: result.notice,
    sequence: result.row.icsSequence,
  };
}

/**
 * What the owner's notice takes from the owners' area: a link to the appointment's page and the
 * session place of Ajustes, with the closing of open change requests the commands need.
 * editor.service.ts hands the owners module's own functions in, because that module calls this
 * one (the owners' area cancels and moves through it): a direct import would close an import cycle.
 */
export interface OwnerAreaForNotices extends AppointmentEffects, SeriesOwnerArea {}

/**
 * The owner's notice of a cancellation or a new time, written in the change's transaction. A
 * moved appointment keeps its page in Mi área (a fresh link); a cancelled one has nothing left
 * to do there.
 */
async function noticeMail(
  tx: Tx,
  trainer: Business & MailTrainer,
  change: { notice: AppointmentNotice; row: AppointmentRow; now: Date; appUrl: string },
  ownerArea: OwnerAreaForNotices,
) {
  const { notice, row, now, appUrl } = change;
  const link =
    notice === 'changed'
      ? await ownerArea.issueBookingLink(tx, {
          businessId: trainer.id,
          appointmentId: row.id,
          appUrl,
        })
      : null;
  // The calendar file's LOCATION: the session place from Ajustes.
  const sessionPlace = await ownerArea.sessionPlaceOf(tx, trainer.id);
  return appointmentNoticeMail(
    notice,
    // In a school, the mail and its file name who gives it (decision 0147).
    await ownerMailSender(tx, { ...trainer, sessionPlace }, appUrl, row),
    toAppointmentDto(row),
    row.icsSequence,
    now,
    { link, appUrl },
  );
}

/** Counts by status within the optional date range, plus the requests still PENDING. */
export async function appointmentStats(
  db: Db,
  businessId: string,
  range: {
    startDate?: string | undefined;
    endDate?: string | undefined;
    trainerId?: string | undefined;
  },
): Promise<AppointmentStats> {
  const { figures, pending } = await countByStatus(db, businessId, range);
  return {
    totalAppointments: figures?.total ?? 0,
    scheduledAppointments: figures?.scheduled ?? 0,
    completedAppointments: figures?.completed ?? 0,
    cancelledAppointments: figures?.cancelled ?? 0,
    pendingRequests: pending,
  };
}

/** 'Vincular': an appointment gets the trainer's client and dog (the dog of that client). */
export async function linkAppointment(
  db: Db,
  businessId: string,
  id: string,
  links: { clientId: string; dogId: string },
) {
  const row = await db.transaction(async (tx) => {
    await findClientRow(tx, businessId, links.clientId);
    await findDogOfClient(tx, businessId, links.clientId, links.dogId);
    return repository.linkOwnAppointment(tx, businessId, id, links);
  });
  if (!row) throw notFound('Cita no encontrada');
  return toAppointmentDto(row);
}

/**
 * 'Registrar sesión': inside the session's transaction (which holds the trainer's lock), the
 * appointment it records (the caller's, of the session's dog, not cancelled) becomes COMPLETED
 * through the completion command; the session takes the bono unit for its own service.
 */
export async function completeForSession(
  tx: Tx,
  trainer: Business,
  appointmentId: string,
  dogId: string,
  context: { now: Date; effects: AppointmentEffects },
) {
  await completeAppointment(
    { tx, trainer, actor: { by: 'trainer' }, now: context.now, effects: context.effects },
    appointmentId,
    { dogId, useBono: false },
  );
}

/** A linked session given another dog: refused unless the appointment is that dog's too. */
export async function assertAppointmentOfDog(
  tx: Tx,
  businessId: string,
  appointmentId: string,
  dogId: string,
) {
  const row = await repository.lockOwnAppointment(tx, businessId, appointmentId);
  if (row?.dogId !== dogId) throw invalid('dogId', SESSION_APPOINTMENT_MESSAGES.dogOfAppointment);
}
