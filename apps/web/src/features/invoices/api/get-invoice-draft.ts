import { useQuery } from '@tanstack/react-query';
import { InvoiceDraftSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/invoices/draft?paymentId=: the payment, the client's data, an invoice it has. */
export function useInvoiceDraft(paymentId: string) {
  return useQuery({
    queryKey: queryKeys.invoices.draft(paymentId),
    queryFn: ({ signal }) =>
      api.get(`/invoices/draft?paymentId=${encodeURIComponent(paymentId)}`, {
        schema: InvoiceDraftSchema,
        signal,
      }),
  });
}
