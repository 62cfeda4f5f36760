import { queryOptions, useQuery } from '@tanstack/react-query';
import { OwnerDogReportsSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { reportRequest } from './report-request-options';

/** GET /api/owner/reports: the owner's dogs, each with its shared reports in order. */
export function getOwnerDogReports(link: string | null, signal?: AbortSignal) {
  return api.get('/owner/reports', {
    ...reportRequest(link),
    schema: OwnerDogReportsSchema,
    ...(signal ? { signal } : {}),
  });
}

export const ownerDogReportsQueryOptions = (link: string | null) =>
  queryOptions({
    queryKey: queryKeys.reports.ownerDogs(link),
    queryFn: ({ signal }) => getOwnerDogReports(link, signal),
    retry: false,
  });

export function useOwnerDogReports(link: string | null, enabled = true) {
  return useQuery({ ...ownerDogReportsQueryOptions(link), enabled });
}
