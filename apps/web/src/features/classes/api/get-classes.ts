import { useQuery } from '@tanstack/react-query';
import { ClassSchema } from '@adiestra/shared';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const ClassListSchema = z.object({ classes: z.array(ClassSchema) });

/** GET /api/classes: the trainer's classes between two dates (both included). */
export function useClasses(params: { from: string; to: string }) {
  return useQuery({
    queryKey: queryKeys.classes.list(params),
    queryFn: async ({ signal }) =>
      (
        await api.get(`/classes?from=${params.from}&to=${params.to}`, {
          schema: ClassListSchema,
          signal,
        })
      ).classes,
  });
}
