import { queryOptions, useQuery } from '@tanstack/react-query';
import { RequestMatchSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/appointments/requests/:id/match: the trainer's client and dog the request matches. */
export const requestMatchQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.scheduling.requestMatch(id),
    queryFn: ({ signal }) =>
      api.get(`/appointments/requests/${encodeURIComponent(id)}/match`, {
        schema: RequestMatchSchema,
        signal,
      }),
  });

export function useRequestMatch(id: string) {
  return useQuery(requestMatchQueryOptions(id));
}
