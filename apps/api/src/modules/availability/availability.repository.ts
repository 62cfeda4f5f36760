import type { AvailabilityInput } from '@adiestra/shared';
import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, availabilitySlots } from '../../db/schema.ts';
import { uuidv7 } from '../../lib/ids.ts';

/** Every query on `availability_slots`, and the reads of booked time the slots are checked against. */

/** Derived, never stored: a SCHEDULED appointment of the trainer overlaps the slot (DESIGN §5). */
const isBooked = sql<boolean>`exists (
  select 1 from ${appointments}
  where ${appointments.userId} = ${availabilitySlots.userId} and ${appointments.status} = 'SCHEDULED'
    and ${appointments.period} && tsrange(
      ${availabilitySlots.date} + ${availabilitySlots.startTime},
      ${availabilitySlots.date} + ${availabilitySlots.endTime}, '[)'))`;

const slotColumns = {
  id: availabilitySlots.id,
  date: availabilitySlots.date,
  startTime: availabilitySlots.startTime,
  endTime: availabilitySlots.endTime,
  isBooked,
};

export type SlotRow = {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  isBooked: boolean;
};

export interface SlotFilters {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** "This slot is the caller's". */
const ownSlot = (userId: string, id: string) =>
  and(eq(availabilitySlots.id, id), eq(availabilitySlots.userId, userId));

/** The trainer's slots, soonest first; both dates of the range are included. */
export async function selectSlotPage(
  db: Db,
  userId: string,
  filters: SlotFilters,
  page: number,
  limit: number,
) {
  const where = and(
    eq(availabilitySlots.userId, userId),
    filters.startDate ? gte(availabilitySlots.date, filters.startDate) : undefined,
    filters.endDate ? lte(availabilitySlots.date, filters.endDate) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(slotColumns)
      .from(availabilitySlots)
      .where(where)
      .orderBy(asc(availabilitySlots.date), asc(availabilitySlots.startTime))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(availabilitySlots).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function selectOwnSlot(
  db: Db,
  userId: string,
  id: string,
): Promise<SlotRow | undefined> {
  const [row] = await db.select(slotColumns).from(availabilitySlots).where(ownSlot(userId, id));
  return row;
}

export async function insertSlot(db: Db, userId: string, input: AvailabilityInput) {
  const id = uuidv7();
  await db.insert(availabilitySlots).values({ id, userId, ...input });
  return id;
}

/** False when the caller has no such slot. */
export async function updateOwnSlot(
  db: Db,
  userId: string,
  id: string,
  input: AvailabilityInput,
): Promise<boolean> {
  const updated = await db
    .update(availabilitySlots)
    .set({ ...input, updatedAt: new Date() })
    .where(ownSlot(userId, id))
    .returning({ id: availabilitySlots.id });
  return updated.length > 0;
}

/** False when the caller has no such slot. */
export async function deleteOwnSlot(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(availabilitySlots)
    .where(ownSlot(userId, id))
    .returning({ id: availabilitySlots.id });
  return deleted.length > 0;
}

const minutesFrom = (date: string, timestamp: ReturnType<typeof sql>) =>
  sql<number>`extract(epoch from ${timestamp} - ${date}::timestamp) / 60`.mapWith(Number);

/** One trainer's slots and booked time on `date`, as minutes from that day's midnight. */
export async function selectDay(db: Db, userId: string, date: string) {
  const [slots, busy] = await Promise.all([
    db
      .select({
        start: minutesFrom(date, sql`${date}::date + ${availabilitySlots.startTime}`),
        end: minutesFrom(date, sql`${date}::date + ${availabilitySlots.endTime}`),
      })
      .from(availabilitySlots)
      .where(and(eq(availabilitySlots.userId, userId), eq(availabilitySlots.date, date))),
    // `period` also catches an appointment running past midnight.
    db
      .select({
        start: minutesFrom(date, sql`lower(${appointments.period})`),
        end: minutesFrom(date, sql`upper(${appointments.period})`),
      })
      .from(appointments)
      .where(
        and(
          eq(appointments.userId, userId),
          eq(appointments.status, 'SCHEDULED'),
          sql`${appointments.period} && tsrange(${date}::timestamp, ${date}::timestamp + interval '1 day', '[)')`,
        ),
      ),
  ]);
  return { slots, busy };
}
