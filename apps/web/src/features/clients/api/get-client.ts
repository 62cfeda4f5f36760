import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClientSchema, type Client } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/clients/{id}: the client with its dogs and session summary. */
export function getClient(id: string, signal?: AbortSignal): Promise<Client> {
  return api.get(`/clients/${encodeURIComponent(id)}`, {
    schema: ClientSchema,
    ...(signal ? { signal } : {}),
  });
}

export const clientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.clients.detail(id),
    queryFn: ({ signal }) => getClient(id, signal),
  });

export function useClient(id: string) {
  return useQuery(clientQueryOptions(id));
}
