import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/owner/sessions: spends the e-mailed link; the server sets the session cookie. */
export function startOwnerSession(token: string) {
  return api.post(
    '/owner/sessions',
    { token },
    {
      anonymous: true,
      schema: z.object({ email: z.string() }),
    },
  );
}

export function useStartOwnerSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startOwnerSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.owners.all }),
  });
}
