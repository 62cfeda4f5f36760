import { createHash } from 'node:crypto';
import { DAILY_AGENDA_HOUR, type ReminderPage } from '@adiestra/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  appointmentReminderMail,
  classReminderMail,
  dailyAgendaMail,
  ownerMailSender,
  trainerName,
} from '../../emails/index.ts';
import { selectBusinessName } from '../../read-models/business-name.ts';
import { selectGivenBy } from '../../read-models/trainer-tags.ts';
import { AppError } from '../../lib/app-error.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { underTrainerLock } from '../../lib/trainer-lock.ts';
import { confirmAppointment } from '../appointments/index.ts';
import {
  bookingLinkUrl,
  cancelFromReminderLink,
  issueBookingToken,
  mailTrainer,
} from '../owners/index.ts';
import { enqueueMails } from '../outbox/index.ts';
import * as repository from './reminders.repository.ts';

/** What a sweep needs: the database, the app's address and its clock's "now". */
export interface SweepContext {
  db: Db;
  appUrl: string;
  now: Date;
  log: FastifyBaseLogger;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The reminder's link is a booking link of the owners' area (issue 15): the appointment's page in
 * Mi área (GET shows it; its buttons POST). The same token also names the reminder, so the page
 * can offer the reminder's own answers (`respuesta=confirmar|cancelar`), which stay bound to the
 * start the reminder was sent for (decision 0021).
 */
export const reminderLink = (appUrl: string, token: string) => bookingLinkUrl(appUrl, token);

/**
 * Writes every reminder due at `now` to the outbox, each exactly once. Per reminder, one
 * transaction under the trainer's lock: read the appointment, check it is still SCHEDULED at the time found, claim the
 * unique (appointment, lead time, start) row, write the mail to the outbox, commit. Another
 * process claiming the same row waits on the unique index and then finds it taken; the outbox
 * worker sends it, with retries, whatever the mail server's state; a cancel or move made
 * meanwhile waits for the lock and is seen next time.
 */
export async function sendDueReminders(ctx: SweepContext) {
  const due = await repository.selectDueReminders(ctx.db, ctx.now);
  let sent = 0;
  for (const candidate of due) {
    try {
      // Under the trainer's lock, which every change of an appointment takes: a cancel or move
      // made meanwhile waits, and the next sweep sees it.
      const done = await underTrainerLock(ctx.db, candidate.businessId, async (tx) => {
        const current = await repository.findAppointment(tx, candidate.appointmentId);
        const unchanged =
          current?.appointment.status === 'SCHEDULED' &&
          current.startsAt.getTime() === candidate.startsAt.getTime();
        if (!current || !unchanged) return false;
        // Issued in the claim's transaction: a failed send leaves neither behind.
        const token = await issueBookingToken(tx, {
          businessId: candidate.businessId,
          appointmentId: candidate.appointmentId,
        });
        if (!token) return false;
        const claimed = await repository.claimReminder(tx, {
          id: uuidv7(),
          businessId: candidate.businessId,
          appointmentId: candidate.appointmentId,
          leadMinutes: candidate.leadMinutes,
          startsAt: candidate.startsAt,
          tokenHash: sha256(token),
          sentAt: ctx.now,
        });
        if (!claimed) return false;
        // In a school, the mail names who gives the session (decision 0140).
        const mail = await appointmentReminderMail(
          await ownerMailSender(tx, current.trainer, ctx.appUrl, current.appointment),
          current.appointment,
          reminderLink(ctx.appUrl, token),
          ctx.appUrl,
        );
        await enqueueMails(tx, [mail], { businessId: candidate.businessId, now: ctx.now });
        return true;
      });
      if (done) sent += 1;
    } catch (error) {
      ctx.log.error({ err: error, appointmentId: candidate.appointmentId }, 'reminder not sent');
    }
  }
  return { due: due.length, sent };
}

/**
 * Writes every class reminder due at `now` to the outbox, each exactly once (issue 29): per
 * place, one transaction that locks the class's row (which an edit, a cancel and a place given
 * up take first), checks the place is still live in a scheduled class starting when it was found,
 * claims the unique (place, lead time, start) row and writes the mail with the class's calendar
 * file. A concurrent sweep waits on the claim's unique index and then finds it taken.
 */
export async function sendDueClassReminders(ctx: SweepContext) {
  const due = await repository.selectDueClassReminders(ctx.db, ctx.now);
  let sent = 0;
  for (const candidate of due) {
    try {
      const done = await ctx.db.transaction(async (tx) => {
        const { businessId, placeId } = candidate;
        const [place] = await repository.selectLiveClassPlaces(tx, businessId, { placeId }, true);
        const startsAt = await repository.classPlaceStart(tx, businessId, placeId);
        if (!place || startsAt?.getTime() !== candidate.startsAt.getTime()) return false;
        const [trainer] = await repository.selectTrainers(tx, [businessId]);
        if (!trainer) return false;
        const claimed = await repository.claimClassReminder(tx, {
          id: uuidv7(),
          businessId,
          placeId,
          leadMinutes: candidate.leadMinutes,
          startsAt: candidate.startsAt,
          sentAt: ctx.now,
        });
        if (!claimed) return false;
        // In a school, the mail and its file name who gives the class (decision 0147).
        const givenBy = (await selectGivenBy(tx, businessId))(place.trainerId);
        const mail = await classReminderMail(
          await ownerMailSender(tx, mailTrainer(trainer), ctx.appUrl),
          { email: place.clientEmail, firstName: place.clientFirstName },
          { ...place, time: place.time.slice(0, 5), givenBy },
          { areaUrl: `${ctx.appUrl}/mi-area`, now: ctx.now },
        );
        await enqueueMails(tx, [mail], { businessId, now: ctx.now });
        return true;
      });
      if (done) sent += 1;
    } catch (error) {
      ctx.log.error({ err: error, placeId: candidate.placeId }, 'class reminder not sent');
    }
  }
  return { due: due.length, sent };
}

/**
 * The daily agenda, once per local day, to each trainer of a business that asked for it, with
 * their own day (decision 0140).
 */
export async function sendDueAgendas(ctx: SweepContext) {
  const due = await repository.selectDueAgendas(ctx.db, ctx.now, DAILY_AGENDA_HOUR);
  let sent = 0;
  for (const { businessId, trainer, day } of due) {
    try {
      const done = await ctx.db.transaction(async (tx) => {
        const at = { businessId, trainerId: trainer.id, day };
        if (!(await repository.claimAgenda(tx, at, ctx.now))) return false;
        const rows = await repository.selectDayAppointments(tx, businessId, trainer.id, day);
        const mail = await dailyAgendaMail(trainer, day, rows, ctx.appUrl);
        await enqueueMails(tx, [mail], { businessId, now: ctx.now });
        return true;
      });
      if (done) sent += 1;
    } catch (error) {
      ctx.log.error({ err: error, trainerId: trainer.id }, 'daily agenda not sent');
    }
  }
  return { due: due.length, sent };
}

const notFound = () => new AppError('NOT_FOUND', 404, 'El enlace no es válido');

async function reminderFor(db: Db, token: string) {
  const row = await repository.findByTokenHash(db, sha256(token));
  if (!row) throw notFound();
  // The page names the trainer as their mails do: by the business name when set (issue 27).
  return {
    ...row,
    trainer: { ...row.trainer, businessName: await selectBusinessName(db, row.trainer.id) },
  };
}

type ReminderRow = Awaited<ReturnType<typeof reminderFor>>;

function toPage({ appointment, trainer, reminder, startsAt }: ReminderRow): ReminderPage {
  return {
    trainerName: trainerName(trainer),
    dogName: appointment.dogName,
    scheduledDate: appointment.scheduledDate,
    scheduledTime: appointment.scheduledTime.slice(0, 5),
    // A moved appointment's old reminder no longer acts: the owner gets a new one.
    open: appointment.status === 'SCHEDULED' && startsAt.getTime() === reminder.startsAt.getTime(),
    confirmedAt: appointment.ownerConfirmedAt?.toISOString() ?? null,
    cancelled: appointment.status === 'CANCELLED',
    completed: appointment.status === 'COMPLETED',
  };
}

/** GET: what the link is about; changes nothing (mail scanners open links). */
export async function showReminder(db: Db, token: string) {
  return toPage(await reminderFor(db, token));
}

const closed = (page: ReminderPage) =>
  new AppError(
    'CONFLICT',
    409,
    page.completed
      ? 'Esta cita ya se ha realizado'
      : 'Esta cita ya no se puede cambiar desde este enlace',
  );

export async function confirmFromReminder(db: Db, token: string, now: Date) {
  const row = await reminderFor(db, token);
  const page = toPage(row);
  if (!page.open) throw closed(page);
  // The owner's confirmation through the appointments' command, under the trainer's lock.
  await underTrainerLock(db, row.trainer.id, (tx) =>
    confirmAppointment({ tx, trainer: row.trainer, now }, row.appointment.id),
  );
  return showReminder(db, token);
}

/**
 * The reminder's "cancel": the owners' area's own command (notice window, lock, who cancelled,
 * open change requests closed, the trainer's notice through the outbox), once the link is
 * still open for the start it was sent for.
 */
export async function cancelFromReminder(db: Db, appUrl: string, token: string, now: Date) {
  const row = await reminderFor(db, token);
  const page = toPage(row);
  if (!page.open) throw closed(page);
  await cancelFromReminderLink(db, row.appointment, now, appUrl);
  return showReminder(db, token);
}
