import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CalendarSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toSearch } from './scheduling-keys';

/**
 * GET /api/appointments/calendar?startDate&endDate[&adiestradores=id,id]: one week or day of the
 * calendar screen, everyone's work or only the chosen trainers' (decision 0140).
 */
export function useCalendar(startDate: string, endDate: string, trainerIds: readonly string[]) {
  const adiestradores = trainerIds.length ? trainerIds.join(',') : undefined;
  return useQuery(
    queryOptions({
      queryKey: queryKeys.scheduling.calendar(startDate, endDate, trainerIds),
      queryFn: ({ signal }) =>
        api.get(`/appointments/calendar?${toSearch({ startDate, endDate, adiestradores })}`, {
          schema: CalendarSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}
