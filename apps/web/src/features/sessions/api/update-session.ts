import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SessionSchema, type SessionPayload } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateAfterSessionChange } from './invalidate-sessions';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/sessions/:id with the whole form. */
export function updateSession({ id, payload }: { id: string; payload: SessionPayload }) {
  return api.put(`/sessions/${encodeURIComponent(id)}`, payload, { schema: SessionSchema });
}

export function useUpdateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSession,
    onSuccess: (session) => {
      queryClient.setQueryData(queryKeys.sessions.detail(session.id), session);
      return invalidateAfterSessionChange(queryClient);
    },
  });
}
