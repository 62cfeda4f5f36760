import { SERVICE_TRAINER_MESSAGES, type MemberRole } from '@adiestra/shared';
import { conflict, invalid } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { selectServiceTrainers } from '../../read-models/service-trainers.ts';
import {
  insertAppointment,
  insertWithAnyTrainer,
  type AppointmentRow,
  type Candidate,
} from '../appointments/index.ts';

/** Who gives a new booking: one named trainer, or "Cualquiera" among candidates (0139). */
export type TrainerChoice =
  { trainerId: string } | { candidates: (Candidate & { name: string })[] };

/**
 * The trainer of a booking being created (decision 0139): `asked` — a trainer who gives the
 * service, else 400 —; null, "Cualquiera": every trainer who gives it; undefined, as before the
 * picker: the signed-in member when they train (recepción: "Cualquiera").
 */
export async function chooseTrainer(
  tx: Tx,
  businessId: string,
  serviceId: string | null,
  asked: string | null | undefined,
  caller: { id: string; memberRole?: MemberRole },
): Promise<TrainerChoice> {
  if (asked === undefined && caller.memberRole !== 'recepcion') return { trainerId: caller.id };
  const { trainers } = await selectServiceTrainers(tx, businessId, serviceId);
  if (asked) {
    if (!trainers.some((t) => t.trainerId === asked)) {
      throw invalid('trainerId', SERVICE_TRAINER_MESSAGES.notGiven);
    }
    return { trainerId: asked };
  }
  if (trainers.length === 0) throw conflict(SERVICE_TRAINER_MESSAGES.noneFree);
  // One trainer is no choice: their own overlap message stays (a one-trainer business as before).
  if (trainers.length === 1) return { trainerId: trainers[0]!.trainerId };
  return { candidates: trainers };
}

/** The name of the trainer "Cualquiera" chose, for the business's message; null otherwise. */
export const assignedName = (choice: TrainerChoice, row: AppointmentRow) =>
  'candidates' in choice
    ? (choice.candidates.find((c) => c.trainerId === row.trainerId)?.name ?? null)
    : null;

/** Inserts the appointment with the chosen trainer, or the first free one of the candidates. */
export function insertForChoice(
  tx: Tx,
  values: Omit<Parameters<typeof insertAppointment>[1], 'trainerId'>,
  choice: TrainerChoice,
  field: string,
): Promise<AppointmentRow> {
  return 'trainerId' in choice
    ? insertAppointment(tx, { ...values, trainerId: choice.trainerId })
    : insertWithAnyTrainer(tx, values, choice.candidates, field);
}
