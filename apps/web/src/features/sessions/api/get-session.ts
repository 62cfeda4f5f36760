import { queryOptions, useQuery } from '@tanstack/react-query';
import { SessionSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/sessions/:id. */
export function getSession(id: string, signal?: AbortSignal) {
  return api.get(`/sessions/${encodeURIComponent(id)}`, {
    schema: SessionSchema,
    ...(signal ? { signal } : {}),
  });
}

export const sessionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.sessions.detail(id),
    queryFn: ({ signal }) => getSession(id, signal),
  });

export function useSession(id: string) {
  return useQuery(sessionQueryOptions(id));
}
