import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClassDetailSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateClasses } from './invalidate';

/** POST /api/classes/:id/cancel: the class cancelled (a week of a series skipped). */
export function useCancelClass(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post(`/classes/${encodeURIComponent(classId)}/cancel`, undefined, {
        schema: ClassDetailSchema,
      }),
    onSuccess: () => invalidateClasses(queryClient),
  });
}
