import { randomUUID } from 'node:crypto';
import { DEFAULT_EXERCISES, type Exercise, type ExercisePayload } from '@adiestra/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exercisePhotos, exercises } from './reports.schema.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { ProcessedPhoto } from '../../lib/photo-pipeline.ts';
import type { PhotoVariant } from '../../lib/serve-photo.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { rowsOf } from '../../lib/sql-rows.ts';

type ExerciseRow = typeof exercises.$inferSelect;
/** What an exercise is written with: its texts and the photo it points at. */
export type ExerciseValues = Omit<ExercisePayload, 'photo'> & { photoId: string | null };

/** Where exercise-photos.routes.ts serves a photo; the random id is the capability. */
export const exercisePhotoUrls = (photoId: string | null) => ({
  photo: photoId ? `/api/exercise-photos/${photoId}` : null,
  photoThumb: photoId ? `/api/exercise-photos/${photoId}/thumb` : null,
});

export const toExerciseDto = (row: ExerciseRow): Exercise => ({
  id: row.id,
  name: row.name,
  instructions: row.instructions,
  videoUrl: row.videoUrl,
  ...exercisePhotoUrls(row.photoId),
});

/** The library a new account starts with, in the same transaction as the account. */
export async function insertDefaultExercises(db: Db | Tx, businessId: string) {
  await db.insert(exercises).values(
    DEFAULT_EXERCISES.map((exercise, position) => ({
      id: uuidv7(),
      businessId,
      name: exercise.name,
      instructions: exercise.instructions,
      position,
    })),
  );
}

export function selectExercises(db: Db, businessId: string) {
  return db
    .select()
    .from(exercises)
    .where(eq(exercises.businessId, businessId))
    .orderBy(asc(exercises.position), asc(exercises.createdAt), asc(exercises.id));
}

/** The caller's exercises among `ids` (others' ids are simply absent). */
export function selectOwnExercises(db: Db | Tx, businessId: string, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select()
    .from(exercises)
    .where(and(eq(exercises.businessId, businessId), inArray(exercises.id, ids)));
}

export async function insertExercise(tx: Tx, businessId: string, values: ExerciseValues) {
  const [row] = await tx
    .insert(exercises)
    .values({ ...values, id: uuidv7(), businessId, position: DEFAULT_EXERCISES.length })
    .returning();
  return row!;
}

/** The caller's exercise locked for the write that follows, or undefined. */
export async function lockOwnExercise(tx: Tx, businessId: string, id: string) {
  const [row] = await tx
    .select()
    .from(exercises)
    .where(and(eq(exercises.businessId, businessId), eq(exercises.id, id)))
    .for('update');
  return row;
}

export async function updateExercise(
  tx: Tx,
  businessId: string,
  id: string,
  values: ExerciseValues,
) {
  const [row] = await tx
    .update(exercises)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(exercises.businessId, businessId), eq(exercises.id, id)))
    .returning();
  return row!;
}

export async function deleteExercise(tx: Tx, businessId: string, id: string) {
  const deleted = await tx
    .delete(exercises)
    .where(and(eq(exercises.businessId, businessId), eq(exercises.id, id)))
    .returning({ id: exercises.id });
  return deleted.length > 0;
}

/** A new photo row; its v4 id (122 random bits) is its URL's only key (decision 0006). */
export async function insertExercisePhoto(tx: Tx, businessId: string, photo: ProcessedPhoto) {
  const id = randomUUID();
  await tx.insert(exercisePhotos).values({ id, businessId, ...photo });
  return id;
}

/** "Nothing points at photo `p`": no exercise of its trainer, no homework item. */
const unused = sql`
  not exists (select 1 from exercises e where e.business_id = p.business_id and e.photo_id = p.id)
  and not exists (select 1 from homework_items h where h.business_id = p.business_id and h.photo_id = p.id)`;

/**
 * Deletes the trainer's photos that no exercise and no homework item points at any more: a
 * replaced or removed photo, or one whose exercise and homework are gone. Run under the
 * trainer's lock, the only place that gives a photo a new reference.
 */
export async function deleteUnusedExercisePhotos(tx: Tx, businessId: string): Promise<number> {
  // Written out: the subqueries must name the outer row, which Drizzle's delete leaves unqualified.
  const deleted = await tx.execute(sql`
    delete from exercise_photos p
    where p.business_id = ${businessId} and ${unused}
    returning p.id`);
  return rowsOf(deleted).length;
}

/**
 * Trainers with a photo nothing points at since a session, dog or client went with its homework
 * (those deletes do not take the trainer's lock): at most `limit` of them per sweep.
 */
export async function trainersWithUnusedPhotos(db: Db, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct p.business_id from exercise_photos p where ${unused} limit ${limit}`);
  return rowsOf<{ business_id: string }>(result).map((row) => row.business_id);
}

export async function readExercisePhoto(db: Db, photoId: string, variant: PhotoVariant) {
  const [row] = await db
    .select({ bytes: variant === 'image' ? exercisePhotos.image : exercisePhotos.thumbnail })
    .from(exercisePhotos)
    .where(eq(exercisePhotos.id, photoId))
    .limit(1);
  return row?.bytes ?? null;
}
