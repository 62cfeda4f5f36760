import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DogDocumentSchema, type DogDocumentReview } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/vaccines/documents/{id}/review: the doses read on it, and the upload reviewed. */
export function reviewDocument(id: string, review: DogDocumentReview) {
  return apiRequest(`/vaccines/documents/${encodeURIComponent(id)}/review`, {
    method: 'POST',
    body: review,
    schema: DogDocumentSchema,
  });
}

export function useReviewDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: DogDocumentReview) => reviewDocument(id, review),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.vaccines.all }),
  });
}
