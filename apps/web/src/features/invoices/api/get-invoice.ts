import { useQuery } from '@tanstack/react-query';
import { InvoiceSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/invoices/:id. */
export function useInvoice(id: string) {
  return useQuery({
    queryKey: queryKeys.invoices.detail(id),
    queryFn: ({ signal }) =>
      api.get(`/invoices/${encodeURIComponent(id)}`, { schema: InvoiceSchema, signal }),
  });
}
