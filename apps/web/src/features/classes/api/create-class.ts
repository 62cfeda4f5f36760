import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClassSchema, type ClassPayload } from '@adiestra/shared';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { invalidateClasses } from './invalidate';

/** POST /api/classes: one class, or a weekly series. */
export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClassPayload) =>
      api.post('/classes', input, {
        schema: z.object({ classes: z.array(ClassSchema), holidays: z.string().nullable() }),
      }),
    onSuccess: () => invalidateClasses(queryClient),
  });
}
