import { queryOptions, useQuery } from '@tanstack/react-query';
import { OwnerOverviewSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { ownerRequest } from './owner-request-options';

/** GET /api/owner/overview: the signed-in owner's bookings, or the one a link opens. */
export function getOwnerOverview(link: string | null, signal?: AbortSignal) {
  return api.get('/owner/overview', {
    ...ownerRequest(link),
    schema: OwnerOverviewSchema,
    ...(signal ? { signal } : {}),
  });
}

export const ownerOverviewQueryOptions = (link: string | null) =>
  queryOptions({
    queryKey: queryKeys.owners.overview(link),
    queryFn: ({ signal }) => getOwnerOverview(link, signal),
    // A 401 means "not signed in" (the page shows the sign-in form): no retry.
    retry: false,
  });

export function useOwnerOverview(link: string | null, enabled = true) {
  return useQuery({ ...ownerOverviewQueryOptions(link), enabled });
}
