import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SessionStatsSchema, type SessionFilters } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { filterParams, sessionKeys } from './session-keys';

/** GET /api/sessions/stats with the list's filters (none: every session). */
export function getSessionStats(filters: SessionFilters, signal?: AbortSignal) {
  const query = filterParams(filters).toString();
  return api.get(`/sessions/stats${query ? `?${query}` : ''}`, {
    schema: SessionStatsSchema,
    ...(signal ? { signal } : {}),
  });
}

export const sessionStatsQueryOptions = (filters: SessionFilters = {}) =>
  queryOptions({
    queryKey: sessionKeys.stats(filters),
    queryFn: ({ signal }) => getSessionStats(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useSessionStats(filters?: SessionFilters) {
  return useQuery(sessionStatsQueryOptions(filters));
}
