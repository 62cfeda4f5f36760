import { useQuery } from '@tanstack/react-query';
import { TaxSummarySchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/invoices/tax-summary: what modelo 303 (or 420) needs for the period. */
export function useTaxSummary(year: number, quarter: number | null) {
  return useQuery({
    queryKey: queryKeys.invoices.taxSummary(year, quarter),
    queryFn: ({ signal }) =>
      api.get(`/invoices/tax-summary?year=${year}${quarter ? `&quarter=${quarter}` : ''}`, {
        schema: TaxSummarySchema,
        signal,
      }),
  });
}
