import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InvoiceSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/invoices/:id/resubmit: the invoice whose latest record the AEAT rejected, took with
 * errors or failed as a message, sent again (a subsanación, decision 0127).
 */
export function useResubmitInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`/invoices/${encodeURIComponent(id)}/resubmit`, {}, { schema: InvoiceSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all }),
  });
}
