import { useQuery } from '@tanstack/react-query';
import type { SessionFilters } from '@adiestra/shared';
import { sessionStatsQueryOptions } from '@/lib/stats-queries';

/** GET /api/sessions/stats with the list's filters (one query with the dashboard's when none). */
export function useSessionStats(filters?: SessionFilters) {
  return useQuery(sessionStatsQueryOptions(filters));
}
