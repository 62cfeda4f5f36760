import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MoveCheckSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toSearch } from './scheduling-keys';

/**
 * GET /api/appointments/calendar/move-check/:id?date&time: whether the server would refuse the move, and
 * which booking-page rules the time breaks (issue 26: the rules live only on the server).
 */
export function checkMove(id: string, date: string, time: string, signal?: AbortSignal) {
  return api.get(
    `/appointments/calendar/move-check/${encodeURIComponent(id)}?${toSearch({ date, time })}`,
    {
      schema: MoveCheckSchema,
      ...(signal ? { signal } : {}),
    },
  );
}

export const moveCheckQueryOptions = (id: string, date: string, time: string, enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.scheduling.moveCheck(id, date, time),
    queryFn: ({ signal }) => checkMove(id, date, time, signal),
    enabled,
    // The previous answer stays on screen while the next time is checked: no jump in the dialog.
    placeholderData: keepPreviousData,
    // Another booking can take the time meanwhile: never trust an old answer for long.
    staleTime: 0,
  });

export function useMoveCheck(id: string, date: string, time: string, enabled: boolean) {
  return useQuery(moveCheckQueryOptions(id, date, time, enabled));
}
