import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SessionSchema, type SessionCreatePayload } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateAfterSessionChange } from './invalidate-sessions';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/sessions; with `appointmentId` the appointment is completed too ('Registrar sesión'). */
export function createSession(payload: SessionCreatePayload) {
  return api.post('/sessions', payload, { schema: SessionSchema });
}

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: async () => {
      await invalidateAfterSessionChange(queryClient);
      // A session of a service may have used a bono unit (issue 18).
      await queryClient.invalidateQueries({ queryKey: queryKeys.bonos.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.money.all });
    },
  });
}
