import { useQueries } from '@tanstack/react-query';
import type { SessionStats } from '@adiestra/shared';
import {
  clientStatsQueryOptions,
  dogStatsQueryOptions,
  sessionStatsQueryOptions,
} from '@/lib/stats-queries';

const NO_SESSIONS: SessionStats = {
  totalSessions: 0,
  sessionsThisMonth: 0,
  totalDuration: 0,
  durationThisMonth: 0,
  completedSessions: 0,
  averageRating: null,
};

/**
 * The dashboard's figures are the clients', dogs' and sessions' own stats queries (same keys as
 * their screens, lib/stats-queries): a change that invalidates a domain refreshes them here too.
 * The clients' figures are required — their failure is the dashboard's error —; failed dogs or
 * sessions figures count as zero (SPEC §7).
 */
export function useDashboardStats() {
  return useQueries({
    queries: [clientStatsQueryOptions(), dogStatsQueryOptions(), sessionStatsQueryOptions()],
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
