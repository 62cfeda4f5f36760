import { queryOptions, useQuery } from '@tanstack/react-query';
import { OwnerReportSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { reportRequest } from './report-request-options';

/** GET /api/owner/reports/:sessionId: one shared report and its practice log. */
export function getOwnerReport(sessionId: string, link: string | null, signal?: AbortSignal) {
  return api.get(`/owner/reports/${encodeURIComponent(sessionId)}`, {
    ...reportRequest(link),
    schema: OwnerReportSchema,
    ...(signal ? { signal } : {}),
  });
}

export const ownerReportQueryOptions = (sessionId: string, link: string | null) =>
  queryOptions({
    queryKey: queryKeys.reports.ownerReport(sessionId, link),
    queryFn: ({ signal }) => getOwnerReport(sessionId, link, signal),
    retry: false,
  });

export function useOwnerReport(sessionId: string, link: string | null) {
  return useQuery(ownerReportQueryOptions(sessionId, link));
}
