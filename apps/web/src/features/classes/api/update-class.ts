import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClassDetailSchema, type ClassUpdatePayload } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateClasses } from './invalidate';

/**
 * PUT /api/classes/:id (issue 45): this class, or this one and the following of its series,
 * moved or changed; the owners with a place get its updated calendar event by mail.
 */
export function useUpdateClass(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClassUpdatePayload) =>
      api.put(`/classes/${encodeURIComponent(classId)}`, input, { schema: ClassDetailSchema }),
    onSuccess: () => invalidateClasses(queryClient),
  });
}
