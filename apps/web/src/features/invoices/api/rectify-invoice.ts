import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InvoiceSchema, type RectifyInvoiceInput } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/invoices/:id/rectify: a factura rectificativa. */
export function useRectifyInvoice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RectifyInvoiceInput) =>
      api.post(`/invoices/${encodeURIComponent(id)}/rectify`, input, { schema: InvoiceSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all }),
  });
}
