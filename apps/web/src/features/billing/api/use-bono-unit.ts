import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BonoChangeSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateBilling } from './invalidate';

/** POST /api/bonos/{id}/use: one unit used by hand, with a reason. */
export function useUseBonoUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bonoId, reason }: { bonoId: string; reason: string }) =>
      api.post(
        `/bonos/${encodeURIComponent(bonoId)}/use`,
        { reason },
        { schema: BonoChangeSchema },
      ),
    onSuccess: () => invalidateBilling(queryClient),
  });
}
