import { useQuery } from '@tanstack/react-query';
import { dogStatsQueryOptions } from '@/lib/stats-queries';

/** GET /api/dogs/stats: the list's stat cards (one query with the dashboard's, lib/stats-queries). */
export function useDogStats() {
  return useQuery(dogStatsQueryOptions());
}
