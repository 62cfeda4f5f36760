import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys, relatedKeys } from '@/lib/query-keys';

/** DELETE /api/clients/{id}: the server removes the client's dogs and sessions too. */
export async function deleteClient(id: string): Promise<void> {
  await api.delete(`/clients/${encodeURIComponent(id)}`);
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.clients.detail(id) });
      // Not awaited: the screen moves on at once instead of waiting for every list to reload.
      for (const queryKey of relatedKeys.clients) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
