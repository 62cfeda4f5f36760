import { REPORT_MESSAGES, type Exercise, type ExercisePayload } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/db-errors.ts';
import { processPhoto, type ProcessedPhoto } from '../../lib/photo-pipeline.ts';
import { underTrainerLock, type Tx } from '../../lib/trainer-lock.ts';
import * as repository from './exercises.repository.ts';
import { toExerciseDto } from './exercises.repository.ts';

const exerciseNotFound = () => notFound(REPORT_MESSAGES.exerciseNotFound);

/**
 * One library write: under the trainer's lock (the only place a photo gains a reference, so the
 * clean-up below cannot race a homework copy), a second exercise of the same name (any case) is
 * refused by the database as a 409, and photos left without a reference are deleted.
 */
async function libraryWrite<T>(db: Db, businessId: string, write: (tx: Tx) => Promise<T>) {
  try {
    return await underTrainerLock(db, businessId, async (tx) => {
      const result = await write(tx);
      await repository.deleteUnusedExercisePhotos(tx, businessId);
      return result;
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(REPORT_MESSAGES.exerciseNameTaken);
    throw error;
  }
}

/** The image work happens before the transaction opens (decision 0006). */
const processed = (photo: string | null | undefined) =>
  photo ? processPhoto(photo) : Promise.resolve(null);

/** undefined keeps the current photo, null removes it, a processed photo replaces it. */
async function photoIdFor(
  tx: Tx,
  businessId: string,
  photo: string | null | undefined,
  image: ProcessedPhoto | null,
  current: string | null,
) {
  if (photo === undefined) return current;
  return image ? repository.insertExercisePhoto(tx, businessId, image) : null;
}

export async function listExercises(db: Db, businessId: string): Promise<Exercise[]> {
  return (await repository.selectExercises(db, businessId)).map(toExerciseDto);
}

export async function createExercise(db: Db, businessId: string, input: ExercisePayload) {
  const { photo, ...texts } = input;
  const image = await processed(photo);
  const row = await libraryWrite(db, businessId, async (tx) =>
    repository.insertExercise(tx, businessId, {
      ...texts,
      photoId: await photoIdFor(tx, businessId, photo, image, null),
    }),
  );
  return toExerciseDto(row);
}

export async function updateExercise(
  db: Db,
  businessId: string,
  id: string,
  input: ExercisePayload,
) {
  const { photo, ...texts } = input;
  const image = await processed(photo);
  const row = await libraryWrite(db, businessId, async (tx) => {
    const current = await repository.lockOwnExercise(tx, businessId, id);
    if (!current) throw exerciseNotFound();
    const photoId = await photoIdFor(tx, businessId, photo, image, current.photoId);
    return repository.updateExercise(tx, businessId, id, { ...texts, photoId });
  });
  return toExerciseDto(row);
}

export async function deleteExercise(db: Db, businessId: string, id: string) {
  await libraryWrite(db, businessId, async (tx) => {
    if (!(await repository.deleteExercise(tx, businessId, id))) throw exerciseNotFound();
  });
}

export { readExercisePhoto } from './exercises.repository.ts';

/** The most trainers one sweep cleans, so a sweep stays short; the next takes the rest. */
const SWEEP_TRAINERS = 100;

/**
 * Deletes the photos that deleting a session, a dog or a client left without a reference, each
 * trainer under their lock as every library write (so it cannot race a homework copy).
 */
export async function sweepUnusedExercisePhotos(db: Db) {
  let photos = 0;
  for (const businessId of await repository.trainersWithUnusedPhotos(db, SWEEP_TRAINERS)) {
    photos += await underTrainerLock(db, businessId, (tx) =>
      repository.deleteUnusedExercisePhotos(tx, businessId),
    );
  }
  return { photos };
}
