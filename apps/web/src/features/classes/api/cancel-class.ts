import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClassDetailSchema, type ClassCancelInput } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateClasses } from './invalidate';

/** POST /api/classes/:id/cancel: the class cancelled (a week of a series skipped), with a reason. */
export function useCancelClass(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClassCancelInput = { reason: null }) =>
      api.post(`/classes/${encodeURIComponent(classId)}/cancel`, input, {
        schema: ClassDetailSchema,
      }),
    onSuccess: () => invalidateClasses(queryClient),
  });
}
