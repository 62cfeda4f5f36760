import { queryOptions, useQuery } from '@tanstack/react-query';
import { TrainerDogDocumentsSchema, type TrainerDogDocuments } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/vaccines/documents?status=pending: the owners' uploads still to review, and the space
 * all the business's uploads take against its quota.
 */
export function getPendingDocuments(signal?: AbortSignal): Promise<TrainerDogDocuments> {
  return api.get('/vaccines/documents?status=pending', {
    schema: TrainerDogDocumentsSchema,
    ...(signal ? { signal } : {}),
  });
}

export const pendingDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.vaccines.pendingDocuments,
    queryFn: ({ signal }) => getPendingDocuments(signal),
  });

export function usePendingDocuments() {
  return useQuery(pendingDocumentsQueryOptions());
}
