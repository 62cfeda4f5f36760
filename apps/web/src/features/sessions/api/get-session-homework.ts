import { queryOptions, useQuery } from '@tanstack/react-query';
import { SessionHomeworkSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/sessions/:id/homework: the homework, whether the report was sent, the owner's e-mail. */
export function getSessionHomework(sessionId: string, signal?: AbortSignal) {
  return api.get(`/sessions/${encodeURIComponent(sessionId)}/homework`, {
    schema: SessionHomeworkSchema,
    ...(signal ? { signal } : {}),
  });
}

export const sessionHomeworkQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: queryKeys.reports.homework(sessionId),
    queryFn: ({ signal }) => getSessionHomework(sessionId, signal),
  });

export function useSessionHomework(sessionId: string | undefined) {
  return useQuery({ ...sessionHomeworkQueryOptions(sessionId ?? ''), enabled: !!sessionId });
}
