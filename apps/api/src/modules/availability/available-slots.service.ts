import { timeToMinutes, type AvailableSlot } from '@adiestra/shared';
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
    selectBusy(db, trainer.id, date, margin, exceptAppointmentId),
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
