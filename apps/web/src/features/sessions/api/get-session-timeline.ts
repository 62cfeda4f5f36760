import { queryOptions, useQuery } from '@tanstack/react-query';
import { SessionTimelineSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/sessions/timeline?dogId: the dog's sessions, oldest first, for its progress chart. */
export function getSessionTimeline(dogId: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ dogId }).toString();
  return api.get(`/sessions/timeline?${query}`, {
    schema: SessionTimelineSchema,
    ...(signal ? { signal } : {}),
  });
}

export const sessionTimelineQueryOptions = (dogId: string) =>
  queryOptions({
    queryKey: queryKeys.sessions.timeline(dogId),
    queryFn: ({ signal }) => getSessionTimeline(dogId, signal),
  });

export function useSessionTimeline(dogId: string) {
  return useQuery(sessionTimelineQueryOptions(dogId));
}
