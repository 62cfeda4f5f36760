import type {
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

export async function createSession(db: Db, userId: string, input: SessionPayload) {
  await assertOwnDog(db, userId, input.dogId);
  const id = await orDogGone(repository.insertSession(db, userId, input));
  return getSession(db, userId, id);
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
