import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConsentVersionSchema, type ConsentKind, type ConsentVersionInput } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/consents/:kind: publishes the next version (owners are asked again). */
export function publishConsent({ kind, ...input }: ConsentVersionInput & { kind: ConsentKind }) {
  return apiRequest(`/consents/${kind}`, {
    method: 'PUT',
    body: input,
    schema: ConsentVersionSchema,
  });
}

export function usePublishConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishConsent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.consents.all }),
  });
}
