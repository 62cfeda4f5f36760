import { SERVICE_TRAINER_MESSAGES } from '@adiestra/shared';
import { conflict } from '../../lib/app-error.ts';
import { EXCLUSION_VIOLATION, sqlState } from '../../lib/db-errors.ts';
import { checkTrainerTimeNow } from '../../lib/handover.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import type { AppointmentRow } from '../../read-models/appointment-dto.ts';
import * as repository from './appointments.repository.ts';

/** A trainer "Cualquiera" may give the booking to, with their priority for the service. */
export interface Candidate {
  trainerId: string;
  priority: number;
}

type NewAppointment = Omit<Parameters<typeof repository.insertAppointment>[1], 'trainerId'>;

/**
 * The assignment rule of "Cualquiera" (decisions 0134, 0139): the service's priority first (lower
 * first), then the trainer whose last booking was created longest ago (never booked: first), then
 * the lower member id.
 */
export function inRuleOrder(candidates: Candidate[], lastBooked: Map<string, Date>) {
  const last = (id: string) => lastBooked.get(id)?.getTime() ?? -Infinity;
  return [...candidates].sort(
    (a, b) =>
      a.priority - b.priority ||
      last(a.trainerId) - last(b.trainerId) ||
      (a.trainerId < b.trainerId ? -1 : a.trainerId > b.trainerId ? 1 : 0),
  );
}

/**
 * Gives a booking with no trainer to the first candidate, in rule order, whose time the database
 * accepts: each try is its own SAVEPOINT, and an exclusion violation (an appointment or, checked
 * at once here, a class of theirs) rolls back only that try and moves to the next. The database
 * stays the arbiter under concurrent writers; when nobody is free, a 409 that says so.
 */
export async function insertWithAnyTrainer(
  tx: Tx,
  values: NewAppointment,
  candidates: Candidate[],
  /** The input the 409 names (the time field of the caller's form). */
  field: string,
): Promise<AppointmentRow> {
  await checkTrainerTimeNow(tx);
  const lastBooked = await repository.selectLastBooked(
    tx,
    values.businessId,
    candidates.map((c) => c.trainerId),
  );
  for (const { trainerId } of inRuleOrder(candidates, lastBooked)) {
    try {
      return await tx.transaction((savepoint) =>
        repository.insertAppointment(savepoint, { ...values, trainerId }),
      );
    } catch (error) {
      if (sqlState(error) !== EXCLUSION_VIOLATION) throw error;
    }
  }
  throw Object.assign(conflict(SERVICE_TRAINER_MESSAGES.noneFree), {
    errors: { [field]: SERVICE_TRAINER_MESSAGES.noneFree },
  });
}
