import { useQuery } from '@tanstack/react-query';
import { ConsentDocumentListSchema, type ConsentDocumentList } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/consents: each kind's current version (null until written). */
export function getConsentDocuments(signal?: AbortSignal): Promise<ConsentDocumentList> {
  return api.get('/consents', { schema: ConsentDocumentListSchema, ...(signal ? { signal } : {}) });
}

export function useConsentDocuments() {
  return useQuery({
    queryKey: queryKeys.consents.documents,
    queryFn: ({ signal }) => getConsentDocuments(signal),
  });
}
