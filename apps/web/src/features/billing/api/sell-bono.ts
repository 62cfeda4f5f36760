import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BonoSchema, type SellBonoInput } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateBilling } from './invalidate';

/** POST /api/bonos: a template sold to a client. */
export function useSellBono() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SellBonoInput) => api.post('/bonos', input, { schema: BonoSchema }),
    onSuccess: () => invalidateBilling(queryClient),
  });
}
