import { useQuery } from '@tanstack/react-query';
import { MoneySummarySchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/payments/summary: the dashboard's income this month and outstanding amounts. */
export function useMoneySummary() {
  return useQuery({
    queryKey: queryKeys.money.summary,
    queryFn: ({ signal }) => api.get('/payments/summary', { schema: MoneySummarySchema, signal }),
  });
}
