import { queryOptions, useQuery } from '@tanstack/react-query';
import { FutureWorkSchema, type FutureWork } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/staff/members/:userId/future-work: what a leaving trainer still has ahead. */
export function getFutureWork(userId: string, signal?: AbortSignal): Promise<FutureWork> {
  return api.get(`/staff/members/${encodeURIComponent(userId)}/future-work`, {
    schema: FutureWorkSchema,
    ...(signal ? { signal } : {}),
  });
}

export const futureWorkQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.staff.futureWork(userId),
    queryFn: ({ signal }) => getFutureWork(userId, signal),
  });

export function useFutureWork(userId: string) {
  return useQuery(futureWorkQueryOptions(userId));
}
