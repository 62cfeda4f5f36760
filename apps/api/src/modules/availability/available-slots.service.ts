import type { AvailableSlot } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { selectDay } from './availability.repository.ts';
import { availableTimes } from './available-times.ts';

/** The bookable start times of one trainer on one date, on the trainer's own clock. */
export async function findAvailableSlots(
  db: Db,
  trainer: { id: string; timeZone: string },
  date: string,
  duration: number,
  now: Date = new Date(),
): Promise<AvailableSlot[]> {
  const { slots, busy } = await selectDay(db, trainer.id, date);
  return availableTimes({ date, duration, timeZone: trainer.timeZone, now, slots, busy });
}
