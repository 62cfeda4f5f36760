import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ServiceSchema, type ServicePayload } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateBilling } from './invalidate';

/** PUT /api/services/{id}. */
export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ServicePayload }) =>
      api.put(`/services/${encodeURIComponent(id)}`, input, { schema: ServiceSchema }),
    onSuccess: () => invalidateBilling(queryClient),
  });
}
