import {
  SCHEDULING_MESSAGES,
  dayOfWeek,
  type AvailabilityInput,
  type AvailabilitySlot,
} from '@adiestra/shared';
import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { availabilitySlots } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { EXCLUSION_VIOLATION, retryingTransient, sqlState } from '../../lib/db-errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { assertBookingDateInRange } from '../appointments/booking-rules.ts';
import { pageInfo } from '../../lib/pagination.ts';

const slotNotFound = () => notFound('Horario no encontrado');

/** Derived, never stored: a SCHEDULED appointment of the trainer overlaps the slot (DESIGN §5). */
const isBooked = sql<boolean>`exists (
  select 1 from appointments a
  where a.user_id = ${availabilitySlots.userId} and a.status = 'SCHEDULED'
    and a.period && tsrange(
      ${availabilitySlots.date} + ${availabilitySlots.startTime},
      ${availabilitySlots.date} + ${availabilitySlots.endTime}, '[)'))`;

const slotColumns = {
  id: availabilitySlots.id,
  date: availabilitySlots.date,
  startTime: availabilitySlots.startTime,
  endTime: availabilitySlots.endTime,
  isBooked,
};

type SlotRow = { id: string; date: string; startTime: string; endTime: string; isBooked: boolean };

/** Postgres answers times as "HH:mm:ss"; the contract's are "HH:mm". */
function toSlotDto(row: SlotRow): AvailabilitySlot {
  return {
    id: row.id,
    date: row.date,
    dayOfWeek: dayOfWeek(row.date),
    startTime: row.startTime.slice(0, 5),
    endTime: row.endTime.slice(0, 5),
    isBooked: row.isBooked,
  };
}

interface SlotFilters {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** The trainer's slots, soonest first; both dates of the range are included. */
export async function listSlots(
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
  return { slots: rows.map(toSlotDto), pagination: pageInfo(page, limit, total?.value ?? 0) };
}

async function getSlot(db: Db, userId: string, id: string): Promise<AvailabilitySlot> {
  const [row] = await db
    .select(slotColumns)
    .from(availabilitySlots)
    .where(and(eq(availabilitySlots.id, id), eq(availabilitySlots.userId, userId)));
  if (!row) throw slotNotFound();
  return toSlotDto(row);
}

/** "Not in the past" is the trainer's today; overlaps are refused by the database itself. */
async function writeSlot<T>(input: AvailabilityInput, timeZone: string, write: () => Promise<T>) {
  assertBookingDateInRange(input.date, timeZone, 'date');
  try {
    return await retryingTransient(write);
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION) throw conflict(SCHEDULING_MESSAGES.slotOverlap);
    throw error;
  }
}

interface Owner {
  id: string;
  timeZone: string;
}

export async function createSlot(db: Db, owner: Owner, input: AvailabilityInput) {
  const id = uuidv7();
  await writeSlot(input, owner.timeZone, () =>
    db.insert(availabilitySlots).values({ id, userId: owner.id, ...input }),
  );
  return getSlot(db, owner.id, id);
}

export async function updateSlot(db: Db, owner: Owner, id: string, input: AvailabilityInput) {
  const updated = await writeSlot(input, owner.timeZone, () =>
    db
      .update(availabilitySlots)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(availabilitySlots.id, id), eq(availabilitySlots.userId, owner.id)))
      .returning({ id: availabilitySlots.id }),
  );
  if (updated.length === 0) throw slotNotFound();
  return getSlot(db, owner.id, id);
}

export async function deleteSlot(db: Db, userId: string, id: string) {
  const deleted = await db
    .delete(availabilitySlots)
    .where(and(eq(availabilitySlots.id, id), eq(availabilitySlots.userId, userId)))
    .returning({ id: availabilitySlots.id });
  if (deleted.length === 0) throw slotNotFound();
}
