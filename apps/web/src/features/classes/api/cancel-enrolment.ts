import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClassDetailSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateClasses } from './invalidate';

/** POST /api/classes/:id/enrolments/:enrolmentId/cancel: a place given up. */
export function useCancelEnrolment(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enrolmentId: string) =>
      api.post(
        `/classes/${encodeURIComponent(classId)}/enrolments/${encodeURIComponent(enrolmentId)}/cancel`,
        undefined,
        { schema: ClassDetailSchema },
      ),
    onSuccess: () => invalidateClasses(queryClient),
  });
}
