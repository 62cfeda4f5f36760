import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { InvoicePageSchema, type InvoiceListQuery } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The filters as a query string. */
export function invoicesQuery(params: InvoiceListQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params) as [string, string | number | undefined][])
    if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
}

/** GET /api/invoices: one page, newest first. */
export function useInvoices(params: InvoiceListQuery) {
  return useQuery({
    queryKey: queryKeys.invoices.list({ ...params }),
    queryFn: ({ signal }) =>
      api.get(`/invoices?${invoicesQuery(params)}`, { schema: InvoicePageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
