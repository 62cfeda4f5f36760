import { useQuery } from '@tanstack/react-query';
import { RegistroStatusSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/invoices/registro: the chain verified and the latest events. */
export function useRegistro() {
  return useQuery({
    queryKey: queryKeys.invoices.registro,
    queryFn: ({ signal }) =>
      api.get('/invoices/registro', { schema: RegistroStatusSchema, signal }),
  });
}
