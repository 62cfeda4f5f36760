import {
  SCHEDULING_MESSAGES,
  dayOfWeek,
  type AvailabilityInput,
  type AvailabilitySlot,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { EXCLUSION_VIOLATION, retryingTransient, sqlState } from '../../lib/db-errors.ts';
import { assertBookingDateInRange } from '../../lib/booking-dates.ts';
import { pageInfo } from '../../lib/pagination.ts';
import * as repository from './availability.repository.ts';
import type { SlotFilters, SlotRow } from './availability.repository.ts';

const slotNotFound = () => notFound('Horario no encontrado');

/** Postgres answers times as "HH:mm:ss"; the contract's are "HH:mm". */
function toSlotDto(row: SlotRow): AvailabilitySlot {
  return {
    id: row.id,
    date: row.date,
    dayOfWeek: dayOfWeek(row.date),
    startTime: row.startTime.slice(0, 5),
    endTime: row.endTime.slice(0, 5),
    isBooked: row.isBooked,
    bookedMinutes: row.bookedMinutes,
  };
}

/** The trainer's slots, soonest first; both dates of the range are included. */
export async function listSlots(
  db: Db,
  businessId: string,
  filters: SlotFilters,
  page: number,
  limit: number,
) {
  const { rows, total } = await repository.selectSlotPage(db, businessId, filters, page, limit);
  return { slots: rows.map(toSlotDto), pagination: pageInfo(page, limit, total) };
}

async function getSlot(db: Db, businessId: string, id: string): Promise<AvailabilitySlot> {
  const row = await repository.selectOwnSlot(db, businessId, id);
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
  const id = await writeSlot(input, owner.timeZone, () =>
    // The signed-in member's own slot (decision 0134).
    repository.insertSlot(db, { businessId: owner.id, trainerId: owner.id }, input),
  );
  return getSlot(db, owner.id, id);
}

export async function updateSlot(db: Db, owner: Owner, id: string, input: AvailabilityInput) {
  const updated = await writeSlot(input, owner.timeZone, () =>
    repository.updateOwnSlot(db, owner.id, id, input),
  );
  if (!updated) throw slotNotFound();
  return getSlot(db, owner.id, id);
}

export async function deleteSlot(db: Db, businessId: string, id: string) {
  if (!(await repository.deleteOwnSlot(db, businessId, id))) throw slotNotFound();
}
