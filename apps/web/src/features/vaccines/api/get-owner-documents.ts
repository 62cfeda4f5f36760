import { useQuery } from '@tanstack/react-query';
import { OwnerDogDocumentsSchema, type OwnerDogDocuments } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/owner/documents: the owner's dogs with what was uploaded (the owner's cookie). */
export function getOwnerDocuments(signal?: AbortSignal): Promise<OwnerDogDocuments> {
  return api.get('/owner/documents', {
    schema: OwnerDogDocumentsSchema,
    anonymous: true,
    ...(signal ? { signal } : {}),
  });
}

export function useOwnerDocuments() {
  return useQuery({
    queryKey: queryKeys.vaccines.ownerDocuments,
    queryFn: ({ signal }) => getOwnerDocuments(signal),
    retry: false,
  });
}
