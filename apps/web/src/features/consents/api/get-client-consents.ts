import { useQuery } from '@tanstack/react-query';
import { ClientConsentsSchema, type ClientConsents } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/consents/clients/:id: what the client accepted, and what is still to accept. */
export function getClientConsents(clientId: string, signal?: AbortSignal): Promise<ClientConsents> {
  return api.get(`/consents/clients/${encodeURIComponent(clientId)}`, {
    schema: ClientConsentsSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useClientConsents(clientId: string) {
  return useQuery({
    queryKey: queryKeys.consents.client(clientId),
    queryFn: ({ signal }) => getClientConsents(clientId, signal),
  });
}
