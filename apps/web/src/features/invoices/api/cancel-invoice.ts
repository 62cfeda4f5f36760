import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InvoiceSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/invoices/:id/cancel: the anulación of an invoice issued by mistake. */
export function useCancelInvoice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (description: string) =>
      api.post(
        `/invoices/${encodeURIComponent(id)}/cancel`,
        { description },
        { schema: InvoiceSchema },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all }),
  });
}
