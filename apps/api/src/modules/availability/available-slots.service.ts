import type { AvailableSlot } from '@adiestra/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, availabilitySlots } from '../../db/schema.ts';
import { availableTimes } from './available-times.ts';

const minutesFrom = (date: string, timestamp: ReturnType<typeof sql>) =>
  sql<number>`extract(epoch from ${timestamp} - ${date}::timestamp) / 60`.mapWith(Number);

/** The bookable start times of one trainer on one date, on the trainer's own clock. */
export async function findAvailableSlots(
  db: Db,
  trainer: { id: string; timeZone: string },
  date: string,
  duration: number,
  now: Date = new Date(),
): Promise<AvailableSlot[]> {
  const [slots, busy] = await Promise.all([
    db
      .select({
        start: minutesFrom(date, sql`${date}::date + ${availabilitySlots.startTime}`),
        end: minutesFrom(date, sql`${date}::date + ${availabilitySlots.endTime}`),
      })
      .from(availabilitySlots)
      .where(and(eq(availabilitySlots.userId, trainer.id), eq(availabilitySlots.date, date))),
    // `period` (generated in migration 0001) also catches an appointment running past midnight.
    db
      .select({
        start: minutesFrom(date, sql`lower(period)`),
        end: minutesFrom(date, sql`upper(period)`),
      })
      .from(appointments)
      .where(
        and(
          eq(appointments.userId, trainer.id),
          eq(appointments.status, 'SCHEDULED'),
          sql`period && tsrange(${date}::timestamp, ${date}::timestamp + interval '1 day', '[)')`,
        ),
      ),
  ]);
  return availableTimes({ date, duration, timeZone: trainer.timeZone, now, slots, busy });
}
