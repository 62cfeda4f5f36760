import { useQuery } from '@tanstack/react-query';
import { TrainerDogDocumentsSchema, type TrainerDogDocument } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/vaccines/documents?status=pending: the owners' uploads still to review. */
export async function getPendingDocuments(signal?: AbortSignal): Promise<TrainerDogDocument[]> {
  const data = await api.get('/vaccines/documents?status=pending', {
    schema: TrainerDogDocumentsSchema,
    ...(signal ? { signal } : {}),
  });
  return data.documents;
}

export function usePendingDocuments() {
  return useQuery({
    queryKey: queryKeys.vaccines.pendingDocuments,
    queryFn: ({ signal }) => getPendingDocuments(signal),
  });
}
