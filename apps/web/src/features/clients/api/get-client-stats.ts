import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClientStatsSchema, type ClientStats } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { clientKeys } from './client-keys';

/** GET /api/clients/stats: the list's stat cards (clients, dogs and sessions of the trainer). */
export function getClientStats(signal?: AbortSignal): Promise<ClientStats> {
  return api.get('/clients/stats', { schema: ClientStatsSchema, ...(signal ? { signal } : {}) });
}

export const clientStatsQueryOptions = () =>
  queryOptions({ queryKey: clientKeys.stats, queryFn: ({ signal }) => getClientStats(signal) });

export function useClientStats() {
  return useQuery(clientStatsQueryOptions());
}
