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
import type { TrainerTime } from './trainer-time.ts';
import type { TrainerScope } from './weekly-hours.repository.ts';

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
  scope: TrainerScope,
  filters: SlotFilters,
  page: number,
  limit: number,
) {
  const { rows, total } = await repository.selectSlotPage(db, scope, filters, page, limit);
  return { slots: rows.map(toSlotDto), pagination: pageInfo(page, limit, total) };
}

async function getSlot(db: Db, scope: TrainerScope, id: string): Promise<AvailabilitySlot> {
  const row = await repository.selectOwnSlot(db, scope, id);
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

/** A slot of the trainer the route resolved (decision 0139). */
export async function createSlot(db: Db, trainer: TrainerTime, input: AvailabilityInput) {
  const scope = { businessId: trainer.businessId, trainerId: trainer.trainerId };
  const id = await writeSlot(input, trainer.timeZone, () =>
    repository.insertSlot(db, scope, input),
  );
  return getSlot(db, scope, id);
}

export async function updateSlot(
  db: Db,
  trainer: TrainerTime,
  id: string,
  input: AvailabilityInput,
) {
  const scope = { businessId: trainer.businessId, trainerId: trainer.trainerId };
  const updated = await writeSlot(input, trainer.timeZone, () =>
    repository.updateOwnSlot(db, scope, id, input),
  );
  if (!updated) throw slotNotFound();
  return getSlot(db, scope, id);
}

export async function deleteSlot(db: Db, scope: TrainerScope, id: string) {
  if (!(await repository.deleteOwnSlot(db, scope, id))) throw slotNotFound();
}
