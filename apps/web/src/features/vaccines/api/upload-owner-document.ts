import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DogDocumentSchema, type DogDocumentUpload } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/owner/documents: a photo or PDF of the vaccination card or insurance. */
export function uploadOwnerDocument(input: DogDocumentUpload) {
  return apiRequest('/owner/documents', {
    method: 'POST',
    body: input,
    schema: DogDocumentSchema,
    anonymous: true,
  });
}

export function useUploadOwnerDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadOwnerDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.vaccines.ownerDocuments }),
  });
}
