import { useQuery } from '@tanstack/react-query';
import { FiscalProfileStateSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/invoices/profile: the trainer's fiscal data, or what is missing to invoice. */
export function useFiscalProfile() {
  return useQuery({
    queryKey: queryKeys.invoices.profile,
    queryFn: ({ signal }) =>
      api.get('/invoices/profile', { schema: FiscalProfileStateSchema, signal }),
  });
}
