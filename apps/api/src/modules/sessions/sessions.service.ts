import type { SessionFilters, SessionPayload, TrainingSession } from '@adiestra/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, dogs, trainingSessions } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../../lib/db-errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { pageInfo } from '../../lib/pagination.ts';
import { clientJoin, dogJoin, needsDogJoin, sessionWhere } from './session-filters.ts';

const sessionNotFound = () => notFound('Sesión no encontrada');
const dogNotFound = () => notFound('Perro no encontrado');

const columns = {
  session: trainingSessions,
  dog: { id: dogs.id, name: dogs.name, breed: dogs.breed, age: dogs.age },
  client: { id: clients.id, firstName: clients.firstName, lastName: clients.lastName },
};

type Row = {
  session: typeof trainingSessions.$inferSelect;
  dog: Omit<TrainingSession['dog'], 'client'>;
  client: TrainingSession['dog']['client'];
};

function toDto({ session: s, dog, client }: Row): TrainingSession {
  return {
    id: s.id,
    dogId: s.dogId,
    date: s.date.toISOString(),
    duration: s.duration,
    objectives: s.objectives,
    activities: s.activities,
    observations: s.observations,
    progress: s.progress,
    nextSteps: s.nextSteps,
    rating: s.rating,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    dog: { ...dog, client },
  };
}

/** One query with the dog and its owner joined: no query per item. */
function selectSessions(db: Db) {
  return db
    .select(columns)
    .from(trainingSessions)
    .innerJoin(dogs, dogJoin)
    .innerJoin(clients, clientJoin);
}

/** The total behind a page: over the sessions alone unless a filter reads the dog. */
function countSessions(db: Db, where: SQL, joinDog: boolean) {
  const query = db.select({ value: count() }).from(trainingSessions).$dynamic();
  return (joinDog ? query.innerJoin(dogs, dogJoin) : query).where(where);
}

export async function listSessions(
  db: Db,
  caller: { id: string; timeZone: string },
  filters: SessionFilters,
  page: number,
  limit: number,
) {
  const where = sessionWhere(caller.id, caller.timeZone, filters);
  const [rows, [total]] = await Promise.all([
    selectSessions(db)
      .where(where)
      .orderBy(desc(trainingSessions.date), desc(trainingSessions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    countSessions(db, where, needsDogJoin(filters)),
  ]);
  return { sessions: rows.map(toDto), pagination: pageInfo(page, limit, total?.value ?? 0) };
}

export async function getSession(db: Db, userId: string, id: string): Promise<TrainingSession> {
  const [row] = await selectSessions(db)
    .where(and(eq(trainingSessions.id, id), eq(trainingSessions.userId, userId)))
    .limit(1);
  if (!row) throw sessionNotFound();
  return toDto(row);
}

/** Another trainer's dog, or one that does not exist, is a 404 (DESIGN §5). */
export async function assertOwnDog(db: Db, userId: string, dogId: string) {
  const [dog] = await db
    .select({ id: dogs.id })
    .from(dogs)
    .where(and(eq(dogs.id, dogId), eq(dogs.userId, userId)))
    .limit(1);
  if (!dog) throw dogNotFound();
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
  const id = uuidv7();
  await orDogGone(
    db.insert(trainingSessions).values({ ...input, id, userId, date: new Date(input.date) }),
  );
  return getSession(db, userId, id);
}

export async function updateSession(db: Db, userId: string, id: string, input: SessionPayload) {
  await assertOwnDog(db, userId, input.dogId);
  const updated = await orDogGone(
    db
      .update(trainingSessions)
      .set({ ...input, date: new Date(input.date), updatedAt: new Date() })
      .where(and(eq(trainingSessions.id, id), eq(trainingSessions.userId, userId)))
      .returning({ id: trainingSessions.id }),
  );
  if (!updated.length) throw sessionNotFound();
  return getSession(db, userId, id);
}

export async function deleteSession(db: Db, userId: string, id: string) {
  const deleted = await db
    .delete(trainingSessions)
    .where(and(eq(trainingSessions.id, id), eq(trainingSessions.userId, userId)))
    .returning({ id: trainingSessions.id });
  if (!deleted.length) throw sessionNotFound();
}
