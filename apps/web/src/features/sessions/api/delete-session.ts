import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterSessionChange } from './invalidate-sessions';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/sessions/:id. */
export async function deleteSession(id: string): Promise<void> {
  await api.delete(`/sessions/${encodeURIComponent(id)}`);
}

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: (_, id) => {
      // The detail must not refetch a session that no longer exists (it would show "no encontrada").
      queryClient.removeQueries({ queryKey: queryKeys.sessions.detail(id) });
      return invalidateAfterSessionChange(queryClient);
    },
  });
}
