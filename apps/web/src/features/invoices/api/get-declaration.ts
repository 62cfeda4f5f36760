import { useQuery } from '@tanstack/react-query';
import { VerifactuDeclarationSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/invoices/declaration: the declaración responsable of this version of the system. */
export function useDeclaration() {
  return useQuery({
    queryKey: queryKeys.invoices.declaration,
    queryFn: ({ signal }) =>
      api.get('/invoices/declaration', { schema: VerifactuDeclarationSchema, signal }),
  });
}
