import { queryOptions, useQueries } from '@tanstack/react-query';
import {
  ClientStatsSchema,
  DogStatsSchema,
  SessionStatsSchema,
  type SessionStats,
} from '@adiestra/shared';
import { api } from '@/lib/api-client';

const ClientTotalSchema = ClientStatsSchema.pick({ totalClients: true });
const DogTotalSchema = DogStatsSchema.pick({ totalDogs: true });
const NO_SESSIONS: SessionStats = {
  totalSessions: 0,
  sessionsThisMonth: 0,
  totalDuration: 0,
  durationThisMonth: 0,
  completedSessions: 0,
  averageRating: null,
};

const withSignal = (signal: AbortSignal) => ({ signal });

/*
 * Keys sit under each domain's prefix, so a change that invalidates ['clients'], ['dogs'] or
 * ['sessions'] refreshes the dashboard too; the last segment keeps their shapes apart from the
 * domain screens' own caches.
 */

/** GET /api/clients/stats: required — its failure is the dashboard's error (SPEC §7). */
export const clientTotalQueryOptions = () =>
  queryOptions({
    queryKey: ['clients', 'dashboard-stats'],
    queryFn: ({ signal }) =>
      api.get('/clients/stats', { schema: ClientTotalSchema, ...withSignal(signal) }),
  });

/** GET /api/dogs/stats: tolerated — a failure counts as zero dogs (SPEC §7). */
export const dogTotalQueryOptions = () =>
  queryOptions({
    queryKey: ['dogs', 'dashboard-stats'],
    queryFn: ({ signal }) =>
      api
        .get('/dogs/stats', { schema: DogTotalSchema, ...withSignal(signal) })
        .catch(() => ({ totalDogs: 0 })),
  });

/** GET /api/sessions/stats: tolerated — a failure counts as no sessions (SPEC §7). */
export const sessionTotalsQueryOptions = () =>
  queryOptions({
    queryKey: ['sessions', 'dashboard-stats'],
    queryFn: ({ signal }) =>
      api
        .get('/sessions/stats', { schema: SessionStatsSchema, ...withSignal(signal) })
        .catch(() => NO_SESSIONS),
  });

export function useDashboardStats() {
  return useQueries({
    queries: [clientTotalQueryOptions(), dogTotalQueryOptions(), sessionTotalsQueryOptions()],
    combine: ([clients, dogs, sessions]) => ({
      isPending: clients.isPending || dogs.isPending || sessions.isPending,
      isError: clients.isError,
      refetch: () => void clients.refetch(),
      totalClients: clients.data?.totalClients ?? 0,
      totalDogs: dogs.data?.totalDogs ?? 0,
      sessions: sessions.data ?? NO_SESSIONS,
    }),
  });
}
