import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClassDetailSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/classes/:id: one class with its roster. */
export const classQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.classes.detail(id),
    queryFn: ({ signal }) =>
      api.get(`/classes/${encodeURIComponent(id)}`, { schema: ClassDetailSchema, signal }),
  });

export function useClass(id: string) {
  return useQuery(classQueryOptions(id));
}
