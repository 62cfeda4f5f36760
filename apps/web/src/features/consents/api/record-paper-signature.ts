import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConsentAcceptanceSchema, type PaperSignatureInput } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/consents/clients/:id/paper: a signature on paper, recorded with its day and version. */
export function recordPaperSignature({
  clientId,
  ...input
}: PaperSignatureInput & { clientId: string }) {
  return apiRequest(`/consents/clients/${encodeURIComponent(clientId)}/paper`, {
    method: 'POST',
    body: input,
    schema: ConsentAcceptanceSchema,
  });
}

export function useRecordPaperSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPaperSignature,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.consents.all }),
  });
}
