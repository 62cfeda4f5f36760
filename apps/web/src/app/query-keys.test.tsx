// In src/app: the one place allowed to read several features at once (eslint.config.js).
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useDashboardStats } from '@/features/dashboard/api/get-dashboard-stats';
import { useClientStats } from '@/features/clients/api/get-client-stats';
import { useDogStats } from '@/features/dogs/api/get-dog-stats';
import { useSessionStats } from '@/features/sessions/api/get-session-stats';
import { makeStats } from '@/features/sessions/components/session-test-data';
import { mockApi, ok } from '@/testing/fetch-mock';
import { createTestQueryClient } from '@/testing/render';
import { queryKeys, relatedKeys } from '@/lib/query-keys';

const sessions = makeStats({ totalSessions: 5 });

describe('query keys', () => {
  it('the dashboard and the domain screens read the same stats under the same keys', async () => {
    const fetchMock = mockApi({
      'GET /api/clients/stats': () => ok({ totalClients: 3, totalDogs: 4, totalSessions: 5 }),
      'GET /api/dogs/stats': () => ok({ totalDogs: 4, activeDogs: 4, breeds: 2 }),
      'GET /api/sessions/stats': () => ok(sessions),
    });
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        dashboard: useDashboardStats(),
        clients: useClientStats(),
        dogs: useDogStats(),
        sessions: useSessionStats({}),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.dashboard.isPending).toBe(false));
    await waitFor(() => expect(result.current.sessions.isSuccess).toBe(true));
    // One request per figure, however many screens read it.
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(queryClient.getQueryData(queryKeys.clients.stats)).toMatchObject({ totalClients: 3 });
    expect(queryClient.getQueryData(queryKeys.dogs.stats)).toMatchObject({ totalDogs: 4 });
    expect(queryClient.getQueryData(queryKeys.sessions.stats({}))).toEqual(sessions);
  });

  it('every key of a domain starts with its `all`, so one invalidation reaches them all', () => {
    for (const name of ['clients', 'dogs', 'sessions'] as const) {
      const keys = queryKeys[name];
      for (const key of [keys.list({ page: 1 }), keys.detail('x'), keys.options({})]) {
        expect(key.slice(0, 1)).toEqual(keys.all);
      }
    }
    expect(relatedKeys.clients).toContain(queryKeys.dogs.all);
    expect(relatedKeys.sessions).toContain(queryKeys.clients.all);
  });
});
