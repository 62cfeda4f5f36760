import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SessionSchema, type SessionPayload } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateAfterSessionChange } from './invalidate-sessions';

/** POST /api/sessions. */
export function createSession(payload: SessionPayload) {
  return api.post('/sessions', payload, { schema: SessionSchema });
}

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: () => invalidateAfterSessionChange(queryClient),
  });
}
