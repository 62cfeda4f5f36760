import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { ownerRequest } from './owner-request-options';

/** POST /api/owner/sessions/end: revokes the session and clears its cookie. */
export function endOwnerSession() {
  return api.post('/owner/sessions/end', undefined, ownerRequest(null));
}

export function useEndOwnerSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOwnerSession,
    onSuccess: () => queryClient.resetQueries({ queryKey: queryKeys.owners.all }),
  });
}
