import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateBilling } from './invalidate';

/** DELETE /api/services/{id}: refused (409) while anything names the service. */
export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/services/${encodeURIComponent(id)}`),
    onSuccess: () => invalidateBilling(queryClient),
  });
}
