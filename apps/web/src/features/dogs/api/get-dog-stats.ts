import { queryOptions, useQuery } from '@tanstack/react-query';
import { DogStatsSchema, type DogStats } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { dogKeys } from './dog-keys';

/** GET /api/dogs/stats: total, active and distinct breeds. */
export function getDogStats(signal?: AbortSignal): Promise<DogStats> {
  return api.get('/dogs/stats', { schema: DogStatsSchema, ...(signal ? { signal } : {}) });
}

export const dogStatsQueryOptions = () =>
  queryOptions({ queryKey: dogKeys.stats, queryFn: ({ signal }) => getDogStats(signal) });

export function useDogStats() {
  return useQuery(dogStatsQueryOptions());
}
