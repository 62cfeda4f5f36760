import { SCHEDULING_MESSAGES } from '@adiestra/shared';
import { AppError } from '../../lib/app-error.ts';
import {
  EXCLUSION_VIOLATION,
  TRAINER_OCCUPANCY_CONSTRAINT,
  sqlState,
  violatedConstraint,
} from '../../lib/db-errors.ts';

/**
 * Issue 45.3, decision 0134: a class takes its trainer's time like an appointment. Runs a whole
 * transaction (or one statement) that creates or moves classes; when the database refuses it
 * because the trainer has an appointment then (`trainer_occupancy_no_overlap`,
 * checked at commit), nothing is written and the answer is a 409 saying so.
 */
export async function refusingTrainerClash<T>(write: () => Promise<T>, field: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (
      sqlState(error) !== EXCLUSION_VIOLATION ||
      violatedConstraint(error) !== TRAINER_OCCUPANCY_CONSTRAINT
    ) {
      throw error;
    }
    const message = SCHEDULING_MESSAGES.trainerBusy;
    throw new AppError('CONFLICT', 409, message, { [field]: message });
  }
}
