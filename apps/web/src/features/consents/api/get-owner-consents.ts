import { useQuery } from '@tanstack/react-query';
import { OwnerConsentsSchema, type OwnerConsents } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/owner/consents: the trainers' documents to accept, per dog where it matters. */
export function getOwnerConsents(signal?: AbortSignal): Promise<OwnerConsents> {
  return api.get('/owner/consents', {
    schema: OwnerConsentsSchema,
    anonymous: true,
    ...(signal ? { signal } : {}),
  });
}

export function useOwnerConsents() {
  return useQuery({
    queryKey: queryKeys.consents.owner,
    queryFn: ({ signal }) => getOwnerConsents(signal),
    retry: false,
  });
}
