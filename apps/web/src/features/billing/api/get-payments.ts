import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PaymentPageSchema, type PaymentListQuery } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The filters as a query string, shared by the list and the CSV export. */
export function paymentsQuery(params: PaymentListQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params) as [string, string | number | undefined][])
    if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
}

/** GET /api/payments: one page of the ledger and the sum of every matching entry. */
export function usePayments(params: PaymentListQuery) {
  return useQuery({
    queryKey: queryKeys.money.payments({ ...params }),
    queryFn: ({ signal }) =>
      api.get(`/payments?${paymentsQuery(params)}`, { schema: PaymentPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
