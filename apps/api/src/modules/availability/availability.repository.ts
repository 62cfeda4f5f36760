import type { AvailabilityInput } from '@adiestra/shared';
import { and, asc, count, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookedMinutes, isBooked } from '../../read-models/booked-time.ts';
import { availabilitySlots } from './availability.schema.ts';
import type { TrainerScope } from './weekly-hours.repository.ts';
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

/** "This slot is the trainer's" (decision 0139: each trainer's slots are their own). */
const ofTrainer = (scope: TrainerScope) =>
  and(
    eq(availabilitySlots.businessId, scope.businessId),
    eq(availabilitySlots.trainerId, scope.trainerId),
  );
const ownSlot = (scope: TrainerScope, id: string) =>
  and(eq(availabilitySlots.id, id), ofTrainer(scope));

/** The trainer's slots, soonest first; both dates of the range are included. */
export async function selectSlotPage(
  db: Db,
  scope: TrainerScope,
  filters: SlotFilters,
  page: number,
  limit: number,
) {
  const where = and(
    ofTrainer(scope),
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
  scope: TrainerScope,
  id: string,
): Promise<SlotRow | undefined> {
  const [row] = await db.select(slotColumns).from(availabilitySlots).where(ownSlot(scope, id));
  return row;
}

/** A one-off slot of `trainerId`'s time (decision 0134). */
export async function insertSlot(db: Db, scope: TrainerScope, input: AvailabilityInput) {
  const id = uuidv7();
  await db.insert(availabilitySlots).values({ id, ...scope, ...input });
  return id;
}

/** False when the caller has no such slot. */
export async function updateOwnSlot(
  db: Db,
  scope: TrainerScope,
  id: string,
  input: AvailabilityInput,
): Promise<boolean> {
  const updated = await db
    .update(availabilitySlots)
    .set({ ...input, updatedAt: new Date() })
    .where(ownSlot(scope, id))
    .returning({ id: availabilitySlots.id });
  return updated.length > 0;
}

/** False when the caller has no such slot. */
export async function deleteOwnSlot(db: Db, scope: TrainerScope, id: string): Promise<boolean> {
  const deleted = await db
    .delete(availabilitySlots)
    .where(ownSlot(scope, id))
    .returning({ id: availabilitySlots.id });
  return deleted.length > 0;
}

/** The trainer's one-off slots from `from` to `to`, both included. */
export async function selectSlotsBetween(db: Db, scope: TrainerScope, from: string, to: string) {
  return db
    .select({
      date: availabilitySlots.date,
      startTime: availabilitySlots.startTime,
      endTime: availabilitySlots.endTime,
    })
    .from(availabilitySlots)
    .where(
      and(ofTrainer(scope), gte(availabilitySlots.date, from), lte(availabilitySlots.date, to)),
    );
}
