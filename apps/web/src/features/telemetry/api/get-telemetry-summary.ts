import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TelemetrySummarySchema, type TelemetrySummary } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Periods the screen offers, in days. */
export const SUMMARY_PERIODS = [7, 30, 90] as const;
export type SummaryPeriod = (typeof SUMMARY_PERIODS)[number];

/** GET /api/admin/telemetry/summary?days. */
export function getTelemetrySummary(
  days: SummaryPeriod,
  signal?: AbortSignal,
): Promise<TelemetrySummary> {
  return api.get(`/admin/telemetry/summary?days=${days}`, {
    schema: TelemetrySummarySchema,
    ...(signal ? { signal } : {}),
  });
}

export const telemetrySummaryQueryOptions = (days: SummaryPeriod) =>
  queryOptions({
    queryKey: queryKeys.telemetry.summary(days),
    queryFn: ({ signal }) => getTelemetrySummary(days, signal),
    // The previous period stays on screen while another loads: no blank flash between periods.
    placeholderData: keepPreviousData,
  });

export function useTelemetrySummary(days: SummaryPeriod) {
  return useQuery(telemetrySummaryQueryOptions(days));
}
