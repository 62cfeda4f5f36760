import { SERVICE_TRAINER_MESSAGES } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { mayManageTrainerTime, type AccessSubject } from '../../lib/access.ts';
import { selectTrainers } from '../../read-models/service-trainers.ts';
import type { TrainerScope } from './weekly-hours.repository.ts';

/** Whose time a read or write is about, and the clock it is on (decision 0139). */
export type TrainerTime = TrainerScope & { timeZone: string };

export const trainerNotFound = () => notFound('Adiestrador no encontrado');

/**
 * The trainer a back-office availability route works on: `?trainerId=` when given — a current
 * trainer of the caller's business (else 404, also for another business's member), whom the
 * caller may manage (`mayManageTrainerTime`, else 403) — or else the caller, when they train,
 * or the titular (recepción has no hours of its own).
 */
export async function resolveTrainerTime(
  db: Db,
  user: AccessSubject & { id: string; businessId: string; timeZone: string },
  trainerId?: string,
): Promise<TrainerTime> {
  const { businessId, timeZone } = user;
  const trainers = await selectTrainers(db, businessId);
  const wanted = trainerId ?? user.id;
  const known = trainers.some((t) => t.trainerId === wanted);
  if (trainerId) {
    if (!known) throw trainerNotFound();
    if (!mayManageTrainerTime(user, trainerId)) {
      throw forbidden(SERVICE_TRAINER_MESSAGES.ownTimeOnly);
    }
  }
  // An ended member keeps no hours to manage; recepción falls back to the titular's time.
  const titular = trainers.find((t) => t.role === 'titular');
  const chosen = known ? wanted : (titular?.trainerId ?? user.id);
  return { businessId, trainerId: chosen, timeZone };
}
