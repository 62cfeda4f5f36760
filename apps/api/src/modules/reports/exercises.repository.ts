import { DEFAULT_EXERCISES, type Exercise, type ExercisePayload } from '@adiestra/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exercises } from '../../db/schema.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Tx } from '../../lib/trainer-lock.ts';

type ExerciseRow = typeof exercises.$inferSelect;

export const toExerciseDto = (row: ExerciseRow): Exercise => ({
  id: row.id,
  name: row.name,
  instructions: row.instructions,
  videoUrl: row.videoUrl,
});

/** The library a new account starts with, in the same transaction as the account. */
export async function insertDefaultExercises(db: Db | Tx, userId: string) {
  await db.insert(exercises).values(
    DEFAULT_EXERCISES.map((exercise, position) => ({
      id: uuidv7(),
      userId,
      name: exercise.name,
      instructions: exercise.instructions,
      position,
    })),
  );
}

export function selectExercises(db: Db, userId: string) {
  return db
    .select()
    .from(exercises)
    .where(eq(exercises.userId, userId))
    .orderBy(asc(exercises.position), asc(exercises.createdAt), asc(exercises.id));
}

/** The caller's exercises among `ids` (others' ids are simply absent). */
export function selectOwnExercises(db: Db | Tx, userId: string, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select()
    .from(exercises)
    .where(and(eq(exercises.userId, userId), inArray(exercises.id, ids)));
}

export async function insertExercise(db: Db, userId: string, input: ExercisePayload) {
  const [row] = await db
    .insert(exercises)
    .values({ ...input, id: uuidv7(), userId, position: DEFAULT_EXERCISES.length })
    .returning();
  return row!;
}

export async function updateExercise(db: Db, userId: string, id: string, input: ExercisePayload) {
  const [row] = await db
    .update(exercises)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(exercises.userId, userId), eq(exercises.id, id)))
    .returning();
  return row;
}

export async function deleteExercise(db: Db, userId: string, id: string) {
  const deleted = await db
    .delete(exercises)
    .where(and(eq(exercises.userId, userId), eq(exercises.id, id)))
    .returning({ id: exercises.id });
  return deleted.length > 0;
}
