import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClassDetailSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateClasses } from './invalidate';

/** POST /api/classes/:id/confirm-minimum: held below its minimum; the prompt stops (0079). */
export function useConfirmMinimum(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post(`/classes/${encodeURIComponent(classId)}/confirm-minimum`, undefined, {
        schema: ClassDetailSchema,
      }),
    onSuccess: () => invalidateClasses(queryClient),
  });
}
