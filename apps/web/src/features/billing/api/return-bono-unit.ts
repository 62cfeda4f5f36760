import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BonoChangeSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateBilling } from './invalidate';

/** POST /api/bonos/{id}/return: one unit given back by hand, with a reason. */
export function useReturnBonoUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bonoId, reason }: { bonoId: string; reason: string }) =>
      api.post(
        `/bonos/${encodeURIComponent(bonoId)}/return`,
        { reason },
        {
          schema: BonoChangeSchema,
        },
      ),
    onSuccess: () => invalidateBilling(queryClient),
  });
}
