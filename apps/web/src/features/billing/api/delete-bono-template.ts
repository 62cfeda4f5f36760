import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateBilling } from './invalidate';

/** DELETE /api/bonos/templates/{id}: refused (409) once a bono of it was sold. */
export function useDeleteBonoTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/bonos/templates/${encodeURIComponent(id)}`),
    onSuccess: () => invalidateBilling(queryClient),
  });
}
