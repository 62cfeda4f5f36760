import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClassDetailSchema, type ClassEnrolInput } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateClasses } from './invalidate';

/** POST /api/classes/:id/enrolments: the trainer enrols a client's dog. */
export function useEnrolDog(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClassEnrolInput) =>
      api.post(`/classes/${encodeURIComponent(classId)}/enrolments`, input, {
        schema: ClassDetailSchema,
      }),
    onSuccess: () => invalidateClasses(queryClient),
  });
}
