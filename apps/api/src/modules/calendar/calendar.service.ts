import {
  addDays,
  minutesToTime,
  wallClock,
  type Calendar,
  type CalendarDay,
  type MoveCheck,
  type MoveCheckQuery,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { selectPendingBetween } from '../appointment-requests/index.ts';
import { classesBetween } from '../classes/index.ts';
import { moveRefusal, selectAppointmentsBetween, withVisitBonos } from '../appointments/index.ts';
import {
  closedBetween,
  getBookingRules,
  loadOpenings,
  openRanges,
  refusalAt,
  refusalMessage,
} from '../availability/index.ts';

const hhmm = (time: string) => time.slice(0, 5);

/**
 * One screen of the calendar (issue 19): each day's open hours and closures, the appointments
 * and the pending requests and the group classes of the range, the rules, and today and now on the trainer's clock.
 */
export async function calendarBetween(
  db: Db,
  owner: { id: string; timeZone: string },
  startDate: string,
  endDate: string,
  now: Date,
): Promise<Calendar> {
  const [openings, closed, appointments, requests, rules, classes] = await Promise.all([
    loadOpenings(db, owner.id, startDate, endDate),
    closedBetween(db, owner.id, startDate, endDate),
    selectAppointmentsBetween(db, owner.id, startDate, endDate),
    selectPendingBetween(db, owner.id, startDate, endDate),
    getBookingRules(db, owner.id),
    classesBetween(db, owner.id, startDate, endDate),
  ]);
  const days: CalendarDay[] = [];
  for (let date = startDate; date <= endDate; date = addDays(date, 1)) {
    days.push({
      date,
      open: openRanges(openings.get(date)!).map((range) => ({
        startTime: minutesToTime(range.start),
        endTime: minutesToTime(range.end),
      })),
      closed: closed
        .filter((row) => row.startDate <= date && date <= row.endDate)
        .map((row) => ({
          exceptionId: row.id,
          startTime: row.startTime ? hhmm(row.startTime) : '00:00',
          endTime: row.endTime ? hhmm(row.endTime) : '24:00',
          reason: row.reason,
        })),
    });
  }
  const clock = wallClock(now, owner.timeZone);
  return {
    timeZone: owner.timeZone,
    today: clock.date,
    nowMinutes: clock.minutes,
    days,
    // Each with the bono its visit draws on, as the server picks it (issue 26).
    appointments: await withVisitBonos(db, owner.id, appointments, clock.date),
    requests: requests.map((r) => ({
      ...r,
      requestedTime: r.requestedTime ? hhmm(r.requestedTime) : null,
    })),
    classes,
    rules,
  };
}

/**
 * A drag's drop, checked before the move (issue 26): the message the move itself would be refused
 * with (the appointments module's own rules), else the booking page's rule the time breaks
 * (`refusalOf`, the appointment's own time not counted as taken), which the trainer may override.
 */
export async function checkMove(
  db: Db,
  owner: { id: string; timeZone: string },
  id: string,
  to: MoveCheckQuery,
  now: Date,
): Promise<MoveCheck> {
  const move = await moveRefusal(db, owner, id, to, now);
  if (!move.moved || move.refusal) return { refusal: move.refusal, warnings: [] };
  const when = { ...to, duration: move.duration, appointmentId: id };
  const { refusal, input } = await refusalAt(db, owner, when, now);
  return { refusal: null, warnings: refusal ? [refusalMessage(refusal, input.rules)] : [] };
}
