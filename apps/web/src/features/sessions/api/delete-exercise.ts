import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/exercises/:id: homework already set keeps its copy of the exercise. */
export function deleteExercise(id: string) {
  return api.delete(`/exercises/${encodeURIComponent(id)}`);
}

export function useDeleteExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExercise,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.exercises }),
  });
}
