import {
  addDays,
  minutesToTime,
  wallClock,
  type Calendar,
  type CalendarDay,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { selectPendingBetween } from '../appointment-requests/index.ts';
import { selectAppointmentsBetween, toAppointmentDto } from '../appointments/index.ts';
import { closedBetween, getBookingRules, loadOpenings, openRanges } from '../availability/index.ts';
import { bonosForVisits } from '../bonos/index.ts';

const hhmm = (time: string) => time.slice(0, 5);

/**
 * One screen of the calendar (issue 19): each day's open hours and closures, the appointments
 * and the pending requests of the range, the rules, and today and now on the trainer's clock.
 */
export async function calendarBetween(
  db: Db,
  owner: { id: string; timeZone: string },
  startDate: string,
  endDate: string,
  now: Date,
): Promise<Calendar> {
  const [openings, closed, appointments, requests, rules] = await Promise.all([
    loadOpenings(db, owner.id, startDate, endDate),
    closedBetween(db, owner.id, startDate, endDate),
    selectAppointmentsBetween(db, owner.id, startDate, endDate),
    selectPendingBetween(db, owner.id, startDate, endDate),
    getBookingRules(db, owner.id),
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
  // Each visit's bono as the server will pick it (issue 26), for the appointment's panel.
  const bonos = await bonosForVisits(db, owner.id, appointments, clock.date);
  return {
    timeZone: owner.timeZone,
    today: clock.date,
    nowMinutes: clock.minutes,
    days,
    appointments: appointments.map((row) => ({
      ...toAppointmentDto(row),
      bono: bonos.get(row.id) ?? null,
    })),
    requests: requests.map((r) => ({
      ...r,
      requestedTime: r.requestedTime ? hhmm(r.requestedTime) : null,
    })),
    rules,
  };
}
