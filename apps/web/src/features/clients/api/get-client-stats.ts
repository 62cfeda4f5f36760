import { useQuery } from '@tanstack/react-query';
import { clientStatsQueryOptions } from '@/lib/stats-queries';

/** GET /api/clients/stats: the list's stat cards (one query with the dashboard's, lib/stats-queries). */
export function useClientStats() {
  return useQuery(clientStatsQueryOptions());
}
