import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ServiceSchema, type ServicePayload } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateBilling } from './invalidate';

/** POST /api/services. */
export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServicePayload) => api.post('/services', input, { schema: ServiceSchema }),
    onSuccess: () => invalidateBilling(queryClient),
  });
}
