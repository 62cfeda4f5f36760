import { useQuery } from '@tanstack/react-query';
import { AeatStatusSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/invoices/aeat: the certificate and how sending to the AEAT goes. */
export function useAeatStatus() {
  return useQuery({
    queryKey: queryKeys.invoices.aeat,
    queryFn: ({ signal }) => api.get('/invoices/aeat', { schema: AeatStatusSchema, signal }),
  });
}
