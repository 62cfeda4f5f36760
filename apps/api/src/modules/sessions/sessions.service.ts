import { wallClock } from '@adiestra/shared';
import type {
  SessionCreatePayload,
  SessionFilters,
  SessionPayload,
  SessionStats,
  SessionTimeline,
  TrainingSession,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../../lib/db-errors.ts';
import { pageInfo } from '../../lib/pagination.ts';
import { type Tx, underTrainerLock } from '../../lib/trainer-lock.ts';
import { completeForSession } from '../appointments/index.ts';
import { useBonoForSession } from '../bonos/index.ts';
import { assertOwnDog, dogNotFound } from '../dogs/index.ts';
import * as repository from './sessions.repository.ts';
import { toDto } from './sessions.repository.ts';

export { TIMELINE_CAP } from './sessions.repository.ts';
const sessionNotFound = () => notFound('Sesión no encontrada');

export async function listSessions(
  db: Db,
  caller: { id: string; timeZone: string },
  filters: SessionFilters,
  page: number,
  limit: number,
) {
  const { rows, total } = await repository.selectSessionPage(db, caller, filters, page, limit);
  return { sessions: rows.map(toDto), pagination: pageInfo(page, limit, total) };
}

export async function getSession(db: Db, userId: string, id: string): Promise<TrainingSession> {
  const row = await repository.selectOwnSession(db, userId, id);
  if (!row) throw sessionNotFound();
  return toDto(row);
}

/** A dog deleted between the check and the write fails the foreign key: still a 404. */
async function orDogGone<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw dogNotFound();
    throw error;
  }
}

/**
/**
 * A new session. With `appointmentId` ('Registrar sesión') the appointment it records is marked
 * COMPLETED in the same transaction, so neither happens without the other. Given with a service it
 * uses one unit of the dog's client's bono for it, valid on the session's day in the trainer's zone
 * (issue 18) — unless it records an appointment that already used one; the answer says which,
 * so the screen can offer to undo it.
 */
export async function createSession(
  db: Db,
  caller: { id: string; timeZone: string },
  input: SessionCreatePayload,
) {
  const userId = caller.id;
  const { appointmentId, ...session } = input;
  await assertOwnDog(db, userId, session.dogId);
  const write = async (tx: Tx) => {
    if (appointmentId) await completeForSession(tx, userId, appointmentId, session.dogId);
    const id = await repository.insertSession(tx, userId, session);
    const bonoUse = session.serviceId
      ? await useBonoForSession(tx, {
          userId,
          dogId: session.dogId,
          serviceId: session.serviceId,
          sessionId: id,
          appointmentId,
          on: wallClock(new Date(session.date), caller.timeZone).date,
        })
      : null;
    return { id, bonoUse };
  };
  // Completing an appointment changes booked time: under the trainer's lock, like every such change.
  const { id, bonoUse } = await orDogGone(
    appointmentId ? underTrainerLock(db, userId, write) : db.transaction(write),
  );
  const created = await getSession(db, userId, id);
  return bonoUse ? { ...created, bonoUse } : created;
}

export async function updateSession(db: Db, userId: string, id: string, input: SessionPayload) {
  await assertOwnDog(db, userId, input.dogId);
  const updated = await orDogGone(repository.updateOwnSession(db, userId, id, input));
  if (!updated) throw sessionNotFound();
  return getSession(db, userId, id);
}

export async function deleteSession(db: Db, userId: string, id: string) {
  if (!(await repository.deleteOwnSession(db, userId, id))) throw sessionNotFound();
}

/** Totals over the filtered sessions; "this month" is the calendar month in the trainer's zone. */
export function sessionStats(
  db: Db,
  caller: { id: string; timeZone: string },
  filters: SessionFilters,
): Promise<SessionStats> {
  return repository.sessionStats(db, caller, filters);
}

/** One dog's sessions for its progress chart, oldest first; the dog must be the caller's. */
export async function sessionTimeline(
  db: Db,
  userId: string,
  dogId: string,
): Promise<SessionTimeline> {
  await assertOwnDog(db, userId, dogId);
  return repository.sessionTimeline(db, userId, dogId);
}
