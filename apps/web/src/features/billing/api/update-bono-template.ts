import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BonoTemplateSchema, type BonoTemplatePayload } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateBilling } from './invalidate';

/** PUT /api/bonos/templates/{id}: its terms, or archived (no longer sold). Sold bonos keep theirs. */
export function useUpdateBonoTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: BonoTemplatePayload }) =>
      api.put(`/bonos/templates/${encodeURIComponent(id)}`, input, {
        schema: BonoTemplateSchema,
      }),
    onSuccess: () => invalidateBilling(queryClient),
  });
}
