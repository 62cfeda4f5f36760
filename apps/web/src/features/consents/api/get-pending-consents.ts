import { useQuery } from '@tanstack/react-query';
import { ConsentPendingListSchema, type ConsentPendingList } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/consents/pending: who has not accepted the current version of what. */
export function getPendingConsents(signal?: AbortSignal): Promise<ConsentPendingList> {
  return api.get('/consents/pending', {
    schema: ConsentPendingListSchema,
    ...(signal ? { signal } : {}),
  });
}

export function usePendingConsents() {
  return useQuery({
    queryKey: queryKeys.consents.pending,
    queryFn: ({ signal }) => getPendingConsents(signal),
  });
}
