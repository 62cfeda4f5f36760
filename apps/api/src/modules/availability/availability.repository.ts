import type { AvailabilityInput } from '@adiestra/shared';
import { and, asc, count, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookedMinutes, isBooked } from '../../read-models/booked-time.ts';
import { availabilitySlots } from './availability.schema.ts';
import { uuidv7 } from '../../lib/ids.ts';

/** Every query on `availability_slots`; the booked time they are checked against is a read model. */

const slotColumns = {
  id: availabilitySlots.id,
  date: availabilitySlots.date,
  startTime: availabilitySlots.startTime,
  endTime: availabilitySlots.endTime,
  isBooked,
  bookedMinutes,
};

export type SlotRow = {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  isBooked: boolean;
  bookedMinutes: number;
};

export interface SlotFilters {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** "This slot is the caller's". */
const ownSlot = (businessId: string, id: string) =>
  and(eq(availabilitySlots.id, id), eq(availabilitySlots.businessId, businessId));

/** The trainer's slots, soonest first; both dates of the range are included. */
export async function selectSlotPage(
  db: Db,
  businessId: string,
  filters: SlotFilters,
  page: number,
  limit: number,
) {
  const where = and(
    eq(availabilitySlots.businessId, businessId),
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
  businessId: string,
  id: string,
): Promise<SlotRow | undefined> {
  const [row] = await db.select(slotColumns).from(availabilitySlots).where(ownSlot(businessId, id));
  return row;
}

/** A one-off slot of `trainerId`'s time (decision 0134). */
export async function insertSlot(
  db: Db,
  scope: { businessId: string; trainerId: string },
  input: AvailabilityInput,
) {
  const id = uuidv7();
  await db.insert(availabilitySlots).values({ id, ...scope, ...input });
  return id;
}

/** False when the caller has no such slot. */
export async function updateOwnSlot(
  db: Db,
  businessId: string,
  id: string,
  input: AvailabilityInput,
): Promise<boolean> {
  const updated = await db
    .update(availabilitySlots)
    .set({ ...input, updatedAt: new Date() })
    .where(ownSlot(businessId, id))
    .returning({ id: availabilitySlots.id });
  return updated.length > 0;
}

/** False when the caller has no such slot. */
export async function deleteOwnSlot(db: Db, businessId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(availabilitySlots)
    .where(ownSlot(businessId, id))
    .returning({ id: availabilitySlots.id });
  return deleted.length > 0;
}

/** The trainer's one-off slots from `from` to `to`, both included. */
export async function selectSlotsBetween(db: Db, businessId: string, from: string, to: string) {
  return db
    .select({
      date: availabilitySlots.date,
      startTime: availabilitySlots.startTime,
      endTime: availabilitySlots.endTime,
    })
    .from(availabilitySlots)
    .where(
      and(
        eq(availabilitySlots.businessId, businessId),
        gte(availabilitySlots.date, from),
        lte(availabilitySlots.date, to),
      ),
    );
}
