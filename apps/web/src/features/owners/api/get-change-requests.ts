import { useQuery } from '@tanstack/react-query';
import { ChangeRequestSchema } from '@adiestra/shared';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/appointments/change-requests: the owners' pending changes of time (trainer). */
export function getChangeRequests(signal?: AbortSignal) {
  return api.get('/appointments/change-requests', {
    schema: z.object({ changes: z.array(ChangeRequestSchema) }),
    ...(signal ? { signal } : {}),
  });
}

export function useChangeRequests() {
  return useQuery({
    queryKey: queryKeys.scheduling.changeRequests,
    queryFn: ({ signal }) => getChangeRequests(signal),
  });
}
