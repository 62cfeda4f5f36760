import { useQuery } from '@tanstack/react-query';
import { InvoiceDraftSchema, type InvoiceSourceInput } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The source as the draft's query string: ?paymentId=, ?appointmentId=, ?bonoId= or a month. */
export const sourceQuery = (source: InvoiceSourceInput) =>
  new URLSearchParams(
    Object.entries(source).flatMap(([key, value]) => (value ? [[key, value]] : [])),
  ).toString();

/** GET /api/invoices/draft: what the source bills, the client's data, an invoice it has. */
export function useInvoiceDraft(source: InvoiceSourceInput) {
  const query = sourceQuery(source);
  return useQuery({
    queryKey: queryKeys.invoices.draft(query),
    queryFn: ({ signal }) =>
      api.get(`/invoices/draft?${query}`, { schema: InvoiceDraftSchema, signal }),
  });
}
