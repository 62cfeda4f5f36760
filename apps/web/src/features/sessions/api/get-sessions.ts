import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, PaginationSchema, SessionSchema, type SessionFilters } from '@adiestra/shared';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { filterParams } from '@/lib/stats-queries';
import { queryKeys } from '@/lib/query-keys';

const SessionsPageSchema = z.object({
  sessions: z.array(SessionSchema),
  pagination: PaginationSchema,
});
export type SessionsPage = z.infer<typeof SessionsPageSchema>;

/** GET /api/sessions: filtered and searched on the server, then paged. */
export function getSessions(
  filters: SessionFilters,
  page: number,
  limit: number,
  signal?: AbortSignal,
) {
  const params = filterParams(filters);
  params.set('page', String(page));
  params.set('limit', String(limit));
  return api.get(`/sessions?${params.toString()}`, {
    schema: SessionsPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const sessionsQueryOptions = (
  filters: SessionFilters,
  page = 1,
  limit: number = PAGE_SIZES.sessions,
) =>
  queryOptions({
    queryKey: queryKeys.sessions.list({ ...filters, page, limit }),
    queryFn: ({ signal }) => getSessions(filters, page, limit, signal),
    // The current page stays on screen while the next one loads: no blank grid between pages.
    placeholderData: keepPreviousData,
  });

export function useSessions(filters: SessionFilters, page?: number, limit?: number) {
  return useQuery(sessionsQueryOptions(filters, page, limit));
}
