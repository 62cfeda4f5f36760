import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AeatStatusSchema, type AeatCertificateInput } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/invoices/aeat/certificate; DELETE to remove it. */
export function useSaveAeatCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AeatCertificateInput | null) =>
      input
        ? api.put('/invoices/aeat/certificate', input, { schema: AeatStatusSchema })
        : api.delete('/invoices/aeat/certificate', { schema: AeatStatusSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all }),
  });
}
