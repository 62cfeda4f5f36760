import { REPORT_MESSAGES, type Exercise, type ExercisePayload } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/db-errors.ts';
import * as repository from './exercises.repository.ts';
import { toExerciseDto } from './exercises.repository.ts';

const exerciseNotFound = () => notFound(REPORT_MESSAGES.exerciseNotFound);

/** A second exercise of the same name (any case) is refused by the database: 409. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(REPORT_MESSAGES.exerciseNameTaken);
    throw error;
  }
}

export async function listExercises(db: Db, userId: string): Promise<Exercise[]> {
  return (await repository.selectExercises(db, userId)).map(toExerciseDto);
}

export async function createExercise(db: Db, userId: string, input: ExercisePayload) {
  return toExerciseDto(await uniqueName(() => repository.insertExercise(db, userId, input)));
}

export async function updateExercise(db: Db, userId: string, id: string, input: ExercisePayload) {
  const row = await uniqueName(() => repository.updateExercise(db, userId, id, input));
  if (!row) throw exerciseNotFound();
  return toExerciseDto(row);
}

export async function deleteExercise(db: Db, userId: string, id: string) {
  if (!(await repository.deleteExercise(db, userId, id))) throw exerciseNotFound();
}
