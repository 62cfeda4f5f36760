import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/commissions/rules/:serviceId: the service earns no commission from now on. */
export async function removeCommissionRule(serviceId: string): Promise<void> {
  await api.delete(`/commissions/rules/${encodeURIComponent(serviceId)}`);
}

export function useRemoveCommissionRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCommissionRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.commissions.all }),
  });
}
