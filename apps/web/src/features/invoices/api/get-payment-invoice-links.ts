import { useQuery } from '@tanstack/react-query';
import { PaymentInvoiceLinksSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/invoices/payment-links: which of a page's payments have an invoice (one request). */
export function usePaymentInvoiceLinks(paymentIds: readonly string[]) {
  return useQuery({
    queryKey: queryKeys.invoices.paymentLinks(paymentIds),
    queryFn: ({ signal }) =>
      api.get(`/invoices/payment-links?paymentIds=${paymentIds.join(',')}`, {
        schema: PaymentInvoiceLinksSchema,
        signal,
      }),
    enabled: paymentIds.length > 0,
  });
}
