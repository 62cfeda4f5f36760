import {
  addDays,
  timeToMinutes,
  wallClock,
  type AvailableDay,
  type AvailableDays,
  type AvailableSlot,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { selectBusy } from '../../read-models/booked-time.ts';
import {
  availableTimes,
  openRanges,
  refusalOf,
  type AvailableTimesInput,
  type Refusal,
} from './available-times.ts';
import { selectBookingRules } from './weekly-hours.repository.ts';
import { loadOpenings } from './weekly-hours.service.ts';

interface Trainer {
  id: string;
  timeZone: string;
}

/** Everything that decides one date's offered times, read in one go. */
async function dayInput(
  db: Db,
  trainer: Trainer,
  date: string,
  duration: number,
  now: Date,
  exceptAppointmentId?: string,
): Promise<AvailableTimesInput> {
  const rules = await selectBookingRules(db, trainer.id);
  const margin = Math.max(rules.bufferBeforeMinutes, rules.bufferAfterMinutes);
  const [openings, busy] = await Promise.all([
    loadOpenings(db, trainer.id, date, date),
    selectBusy(db, trainer.id, { from: date, to: date }, margin, exceptAppointmentId),
  ]);
  const open = openRanges(openings.get(date)!);
  return { date, duration, timeZone: trainer.timeZone, now, open, busy, rules };
}

/**
 * The bookable start times of one trainer on one date, on the trainer's own clock, for an
 * appointment of `duration` minutes (each service passes its own).
 */
export async function findAvailableSlots(
  db: Db,
  trainer: Trainer,
  date: string,
  duration: number,
  now: Date,
): Promise<AvailableSlot[]> {
  return availableTimes(await dayInput(db, trainer, date, duration, now));
}

/**
 * Why the public page would not offer `time` on `date` (null: it would), with the rules read.
 * `when.appointmentId`: the appointment being moved, whose own time does not count as taken.
 */
export async function refusalAt(
  db: Db,
  trainer: Trainer,
  when: { date: string; time: string; duration: number; appointmentId?: string },
  now: Date,
): Promise<{ refusal: Refusal | null; input: AvailableTimesInput }> {
  const input = await dayInput(db, trainer, when.date, when.duration, now, when.appointmentId);
  return { refusal: refusalOf(input, timeToMinutes(when.time)), input };
}

const DAY_MINUTES = 1440;

/**
 * Each day of `month` (YYYY-MM) for the booking page's month view (issue 27): free (it has at
 * least one time the page offers for `duration`), full, past, or beyond the booking horizon;
 * and the last date that can be booked at all. One read of the rules, openings and booked time
 * for the whole month; each day's verdict is `availableTimes`, the function that lists its times.
 */
export async function findAvailableDays(
  db: Db,
  trainer: Trainer,
  month: string,
  duration: number,
  now: Date,
): Promise<AvailableDays> {
  const rules = await selectBookingRules(db, trainer.id);
  const today = wallClock(now, trainer.timeZone).date;
  const lastBookableDate = addDays(today, rules.horizonDays);
  const first = `${month}-01`;
  const last = addDays(`${addDays(first, 31).slice(0, 7)}-01`, -1);
  const from = first < today ? today : first;
  const to = last > lastBookableDate ? lastBookableDate : last;
  const days: AvailableDay[] = [];
  const outside = (date: string): AvailableDay => ({
    date,
    status: date < today ? 'past' : 'beyond',
  });
  if (from > to) {
    for (let date = first; date <= last; date = addDays(date, 1)) days.push(outside(date));
    return { days, lastBookableDate };
  }
  const margin = Math.max(rules.bufferBeforeMinutes, rules.bufferAfterMinutes);
  const [openings, busy] = await Promise.all([
    loadOpenings(db, trainer.id, from, to),
    selectBusy(db, trainer.id, { from, to }, margin),
  ]);
  for (let date = first, offset = 0; date <= last; date = addDays(date, 1)) {
    if (date < from || date > to) days.push(outside(date));
    else {
      const shift = offset++ * DAY_MINUTES;
      const times = availableTimes({
        date,
        duration,
        timeZone: trainer.timeZone,
        now,
        open: openRanges(openings.get(date)!),
        busy: busy.map((b) => ({ start: b.start - shift, end: b.end - shift })),
        rules,
      });
      days.push({ date, status: times.length > 0 ? 'free' : 'full' });
    }
  }
  return { days, lastBookableDate };
}
