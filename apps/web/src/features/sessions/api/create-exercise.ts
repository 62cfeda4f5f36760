import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ExerciseSchema, type ExercisePayload } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/exercises. */
export function createExercise(payload: ExercisePayload) {
  return api.post('/exercises', payload, { schema: ExerciseSchema });
}

export function useCreateExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExercise,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.exercises }),
  });
}
