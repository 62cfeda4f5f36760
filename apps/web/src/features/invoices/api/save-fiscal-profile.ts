import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FiscalProfileSchema, type FiscalProfileInput } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/invoices/profile. */
export function useSaveFiscalProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FiscalProfileInput) =>
      api.put('/invoices/profile', input, { schema: FiscalProfileSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all }),
  });
}
