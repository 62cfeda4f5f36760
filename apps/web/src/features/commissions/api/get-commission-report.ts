import { queryOptions, useQuery } from '@tanstack/react-query';
import { CommissionReportSchema, type CommissionReport } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/commissions/report?mes=AAAA-MM: per trainer, what they gave and earn that month. */
export function getCommissionReport(
  month: string,
  signal?: AbortSignal,
): Promise<CommissionReport> {
  return api.get(`/commissions/report?mes=${encodeURIComponent(month)}`, {
    schema: CommissionReportSchema,
    ...(signal ? { signal } : {}),
  });
}

export const commissionReportQueryOptions = (month: string) =>
  queryOptions({
    queryKey: queryKeys.commissions.report(month),
    queryFn: ({ signal }) => getCommissionReport(month, signal),
  });

export function useCommissionReport(month: string) {
  return useQuery(commissionReportQueryOptions(month));
}
