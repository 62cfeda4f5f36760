import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ExerciseSchema, type ExercisePayload } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/exercises/:id. */
export function updateExercise({ id, payload }: { id: string; payload: ExercisePayload }) {
  return api.put(`/exercises/${encodeURIComponent(id)}`, payload, { schema: ExerciseSchema });
}

export function useUpdateExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExercise,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.exercises }),
  });
}
