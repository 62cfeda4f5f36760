import {
  EXCEPTION_MESSAGES,
  addDays,
  dayOfWeek,
  timeToMinutes,
  todayIn,
  type AvailabilityException,
  type AvailabilityExceptionPayload,
  type BookingRules,
  type BlockedTimeQuery,
  type WeeklyHours,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { blockedTimeNoticeMail, ownerMailSender, type MailTrainer } from '../../emails/index.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { enqueueMails } from '../outbox/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertBookingDateInRange } from '../../lib/booking-dates.ts';
import { toAppointmentDto } from '../../read-models/appointment-dto.ts';
import { selectUpcomingScheduled } from '../../read-models/booked-time.ts';
import { selectSlotsBetween } from './availability.repository.ts';
import { openRanges, type DayOpening, type MinuteRange } from './available-times.ts';
import * as repository from './weekly-hours.repository.ts';
import type { ExceptionRow, TrainerScope } from './weekly-hours.repository.ts';
import type { TrainerTime } from './trainer-time.ts';

const hhmm = (time: string) => time.slice(0, 5);
const toRange = (startTime: string, endTime: string): MinuteRange => ({
  start: timeToMinutes(startTime),
  end: timeToMinutes(endTime),
});

export function toExceptionDto(row: ExceptionRow): AvailabilityException {
  return {
    id: row.id,
    kind: row.kind,
    startDate: row.startDate,
    endDate: row.endDate,
    startTime: row.startTime ? hhmm(row.startTime) : null,
    endTime: row.endTime ? hhmm(row.endTime) : null,
    reason: row.reason,
  };
}

export async function getWeeklyHours(db: Db, scope: TrainerScope): Promise<WeeklyHours> {
  const rows = await repository.selectWeeklyHours(db, scope);
  return {
    ranges: rows.map((r) => ({ ...r, startTime: hhmm(r.startTime), endTime: hhmm(r.endTime) })),
  };
}

/** Replaces the pattern; appointments are never touched (the screen lists those now outside). */
export async function setWeeklyHours(db: Db, scope: TrainerScope, input: WeeklyHours) {
  await repository.replaceWeeklyHours(db, scope, input.ranges);
  return getWeeklyHours(db, scope);
}

export async function listExceptions(db: Db, owner: Owner, now: Date, from?: string, to?: string) {
  const today = todayIn(owner.timeZone, now);
  const rows = await repository.selectExceptions(db, owner, from ?? today, to);
  return { exceptions: rows.map(toExceptionDto) };
}

/** Whose time, on which clock (decision 0139). */
type Owner = TrainerTime;

/** The block's time on each of its dates: its hours, or the whole day. */
type Block = Pick<BlockedTimeQuery, 'startDate' | 'startTime' | 'endTime'> & { endDate: string };

/**
 * Issue 27: the trainer's confirmed appointments, from today on, inside a closure's time — what
 * the dialog lists before saving, and whose owners are told when the trainer chooses to.
 */
async function scheduledInBlock(db: Db | Tx, owner: Owner, block: Block, now: Date) {
  const today = todayIn(owner.timeZone, now);
  const rows = await selectUpcomingScheduled(
    db,
    owner,
    block.startDate > today ? block.startDate : today,
  );
  const closed =
    block.startTime && block.endTime
      ? toRange(block.startTime, block.endTime)
      : { start: 0, end: 24 * 60 };
  return rows.filter((row) => {
    if (row.scheduledDate > block.endDate) return false;
    const start = timeToMinutes(row.scheduledTime);
    return start < closed.end && closed.start < start + row.duration;
  });
}

export async function appointmentsInBlock(db: Db, owner: Owner, block: Block, now: Date) {
  return { appointments: (await scheduledInBlock(db, owner, block, now)).map(toAppointmentDto) };
}

/**
 * Saves the exception. A closure with `notifyOwners` mails the owner of each confirmed
 * appointment inside it (those with an e-mail), in the same transaction as the block.
 */
export async function createException(
  db: Db,
  owner: Owner & MailTrainer,
  input: AvailabilityExceptionPayload,
  context: { now: Date; appUrl: string },
) {
  const { now, appUrl } = context;
  // A closure may start in the past (an ongoing vacation) as long as it has not ended.
  assertBookingDateInRange(input.endDate, owner.timeZone, 'endDate', now);
  const { notifyOwners, ...values } = input;
  return db.transaction(async (tx) => {
    // The trainer the route resolved: the caller's own time unless `?trainerId=` (0139).
    const row = await repository.insertException(
      tx,
      { businessId: owner.businessId, trainerId: owner.trainerId },
      values,
    );
    if (row.kind === 'CLOSED' && notifyOwners) {
      const affected = await scheduledInBlock(tx, owner, values, now);
      // The mail is the business's (its name, its privacy page), signed by the signed-in member;
      // in a school it names the trainer whose time it is (decision 0147).
      const sender = await ownerMailSender(tx, { ...owner, id: owner.businessId }, appUrl, owner);
      const mails = await Promise.all(
        affected
          .filter((appointment) => appointment.clientEmail)
          .map((appointment) => blockedTimeNoticeMail(sender, appointment, row.reason, appUrl)),
      );
      await enqueueMails(tx, mails, { businessId: owner.businessId, now });
    }
    return toExceptionDto(row);
  });
}

export async function deleteException(db: Db, scope: TrainerScope, id: string) {
  if (!(await repository.deleteOwnException(db, scope, id))) {
    throw notFound(EXCEPTION_MESSAGES.notFound);
  }
}

export const getBookingRules = repository.selectBookingRules;

export async function setBookingRules(db: Db, scope: TrainerScope, rules: BookingRules) {
  await repository.upsertBookingRules(db, scope, rules);
  return repository.selectBookingRules(db, scope);
}

/** An exception's time on each of its dates; a whole-day closure is 0–1440. */
function exceptionRange(row: ExceptionRow): MinuteRange {
  return row.startTime && row.endTime
    ? toRange(row.startTime, row.endTime)
    : { start: 0, end: 1440 };
}

/**
 * What opens and closes each date from `from` to `to` (both included): the weekly pattern, the
 * exceptions and the one-off slots, keyed by date.
 */
export async function loadOpenings(
  db: Db,
  scope: TrainerScope,
  from: string,
  to: string,
): Promise<Map<string, DayOpening>> {
  const [weekly, exceptions, slots] = await Promise.all([
    repository.selectWeeklyHours(db, scope),
    repository.selectExceptions(db, scope, from, to),
    selectSlotsBetween(db, scope, from, to),
  ]);
  const days = new Map<string, DayOpening>();
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const weekday = dayOfWeek(date);
    const onDate = exceptions.filter((e) => e.startDate <= date && date <= e.endDate);
    days.set(date, {
      weekly: weekly
        .filter((w) => w.weekday === weekday)
        .map((w) => toRange(w.startTime, w.endTime)),
      extra: onDate.filter((e) => e.kind === 'EXTRA').map(exceptionRange),
      slots: slots.filter((s) => s.date === date).map((s) => toRange(s.startTime, s.endTime)),
      closed: onDate.filter((e) => e.kind === 'CLOSED').map(exceptionRange),
    });
  }
  return days;
}

/** The closed exceptions of each date, for the calendar's shading. */
export async function closedBetween(db: Db, scope: TrainerScope, from: string, to: string) {
  const rows = await repository.selectExceptions(db, scope, from, to);
  return rows.filter((row) => row.kind === 'CLOSED');
}

/**
 * Upcoming SCHEDULED appointments that the open hours no longer hold entirely (changing the
 * pattern never moves them: the trainer decides what to do with each).
 */
export async function appointmentsOutsideHours(db: Db, owner: Owner, now: Date) {
  const today = todayIn(owner.timeZone, now);
  const rows = await selectUpcomingScheduled(db, owner, today);
  if (rows.length === 0) return { appointments: [] };
  const last = rows.at(-1)!.scheduledDate;
  const openings = await loadOpenings(db, owner, today, last);
  const outside = rows.filter((row) => {
    const start = timeToMinutes(row.scheduledTime);
    const end = start + row.duration;
    const open = openRanges(openings.get(row.scheduledDate)!);
    return !open.some((range) => range.start <= start && end <= range.end);
  });
  return { appointments: outside.map(toAppointmentDto) };
}
