import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConsentAcceptanceSchema, type ConsentAcceptInput } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/owner/consents: the owner accepts the version shown, with their typed name. */
export function acceptConsent(input: ConsentAcceptInput) {
  return apiRequest('/owner/consents', {
    method: 'POST',
    body: input,
    schema: ConsentAcceptanceSchema,
    anonymous: true,
  });
}

export function useAcceptConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptConsent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.consents.owner }),
  });
}
