import { useQuery } from '@tanstack/react-query';
import { ClientBalanceSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/payments/clients/{id}/balance: charged, paid and owed, in cents. */
export function useClientBalance(clientId: string) {
  return useQuery({
    queryKey: queryKeys.money.balance(clientId),
    queryFn: ({ signal }) =>
      api.get(`/payments/clients/${encodeURIComponent(clientId)}/balance`, {
        schema: ClientBalanceSchema,
        signal,
      }),
  });
}
