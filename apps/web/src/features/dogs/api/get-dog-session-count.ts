import { useQuery } from '@tanstack/react-query';
import { PaginationSchema } from '@adiestra/shared';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const CountSchema = z.object({ pagination: PaginationSchema });

/**
 * How many training sessions a dog has (they are deleted with it): GET /api/sessions?dogId=…
 * asking for one row, read for its total. Only while `enabled` (the delete dialog is open).
 */
export function useDogSessionCount(dogId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.sessions.list({ dogId, count: true }),
    queryFn: ({ signal }) =>
      api.get(`/sessions?dogId=${encodeURIComponent(dogId!)}&page=1&limit=1`, {
        schema: CountSchema,
        signal,
      }),
    select: (page) => page.pagination.total,
    enabled: dogId !== undefined,
  });
}
