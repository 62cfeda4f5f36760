import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErasureResultSchema } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';
import { queryKeys, relatedKeys } from '@/lib/query-keys';

/**
 * POST /api/clients/{id}/erase (issue 20): the client, dogs, photos and sessions go; bookings and
 * payments stay with "Anonimizado" in place of every personal field.
 */
export function eraseClient({ id, confirmName }: { id: string; confirmName: string }) {
  return apiRequest(`/clients/${encodeURIComponent(id)}/erase`, {
    method: 'POST',
    body: { confirmName },
    schema: ErasureResultSchema,
  });
}

export function useEraseClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseClient,
    onSuccess: (_result, { id }) => {
      queryClient.removeQueries({ queryKey: queryKeys.clients.detail(id) });
      for (const queryKey of relatedKeys.erasure) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
