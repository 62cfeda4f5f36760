import { queryOptions, useQuery } from '@tanstack/react-query';
import { ExerciseSchema } from '@adiestra/shared';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const ExercisesSchema = z.object({ exercises: z.array(ExerciseSchema) });

/** GET /api/exercises: the trainer's exercise library, in its order. */
export async function getExercises(signal?: AbortSignal) {
  const data = await api.get('/exercises', {
    schema: ExercisesSchema,
    ...(signal ? { signal } : {}),
  });
  return data.exercises;
}

export const exercisesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.reports.exercises,
    queryFn: ({ signal }) => getExercises(signal),
  });

export function useExercises() {
  return useQuery(exercisesQueryOptions());
}
