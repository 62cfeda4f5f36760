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
import type { TrainerTime } from './trainer-time.ts';

/** One trainer's time, on the business's clock (decision 0139). */
type Trainer = TrainerTime;
const scopeOf = (t: Trainer) => ({ businessId: t.businessId, trainerId: t.trainerId });

/** Everything that decides one date's offered times, read in one go. */
async function dayInput(
  db: Db,
  trainer: Trainer,
  date: string,
  duration: number,
  now: Date,
  exceptAppointmentId?: string,
): Promise<AvailableTimesInput> {
  const rules = await selectBookingRules(db, scopeOf(trainer));
  const margin = Math.max(rules.bufferBeforeMinutes, rules.bufferAfterMinutes);
  const [openings, busy] = await Promise.all([
    loadOpenings(db, scopeOf(trainer), date, date),
    selectBusy(db, scopeOf(trainer), { from: date, to: date }, margin, exceptAppointmentId),
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
  const rules = await selectBookingRules(db, scopeOf(trainer));
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
    loadOpenings(db, scopeOf(trainer), from, to),
    selectBusy(db, scopeOf(trainer), { from, to }, margin),
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

/**
 * "Cualquiera" (decision 0139): the times any of `trainers` is free for, each once, in order —
 * the union of each trainer's own list. With one trainer it is that trainer's list.
 */
export async function findAvailableSlotsOfAny(
  db: Db,
  trainers: Trainer[],
  date: string,
  duration: number,
  now: Date,
): Promise<AvailableSlot[]> {
  const lists = await Promise.all(
    trainers.map((trainer) => findAvailableSlots(db, trainer, date, duration, now)),
  );
  const byTime = new Map(lists.flat().map((slot) => [slot.time, slot]));
  return [...byTime.values()].sort((a, b) => a.time.localeCompare(b.time));
}

/** The month view for "Cualquiera": a day is free when any trainer is; the widest horizon wins. */
export async function findAvailableDaysOfAny(
  db: Db,
  trainers: Trainer[],
  month: string,
  duration: number,
  now: Date,
): Promise<AvailableDays> {
  const months = await Promise.all(
    trainers.map((trainer) => findAvailableDays(db, trainer, month, duration, now)),
  );
  const [first, ...others] = months;
  if (!first) return { days: [], lastBookableDate: wallClock(now, 'UTC').date };
  return {
    days: first.days.map((day, index) =>
      others.some((m) => m.days[index]!.status === 'free') ? { ...day, status: 'free' } : day,
    ),
    lastBookableDate: months.map((m) => m.lastBookableDate).reduce((a, b) => (a > b ? a : b)),
  };
}
