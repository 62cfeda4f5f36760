import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dogKeys, RELATED_KEYS } from './dog-keys';

/** DELETE /api/dogs/{id}: the server removes its photo and sessions too. */
export async function deleteDog(id: string): Promise<void> {
  await api.delete(`/dogs/${encodeURIComponent(id)}`);
}

export function useDeleteDog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDog,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: dogKeys.detail(id) });
      // Not awaited: the screen moves on at once instead of waiting for every list to reload.
      for (const queryKey of [dogKeys.all, ...RELATED_KEYS])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
