import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BonoTemplateSchema, type BonoTemplatePayload } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateBilling } from './invalidate';

/** POST /api/bonos/templates. */
export function useCreateBonoTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BonoTemplatePayload) =>
      api.post('/bonos/templates', input, { schema: BonoTemplateSchema }),
    onSuccess: () => invalidateBilling(queryClient),
  });
}
