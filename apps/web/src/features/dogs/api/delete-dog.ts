import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys, relatedKeys } from '@/lib/query-keys';

/** DELETE /api/dogs/{id}: the server removes its photo and sessions too. */
export async function deleteDog(id: string): Promise<void> {
  await api.delete(`/dogs/${encodeURIComponent(id)}`);
}

export function useDeleteDog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDog,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.dogs.detail(id) });
      // Not awaited: the screen moves on at once instead of waiting for every list to reload.
      for (const queryKey of relatedKeys.dogs) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
