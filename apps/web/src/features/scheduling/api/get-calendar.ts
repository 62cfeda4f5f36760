import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CalendarSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toSearch } from './scheduling-keys';

/** GET /api/appointments/calendar?startDate&endDate: one week or day of the calendar screen. */
export function useCalendar(startDate: string, endDate: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.scheduling.calendar(startDate, endDate),
      queryFn: ({ signal }) =>
        api.get(`/appointments/calendar?${toSearch({ startDate, endDate })}`, {
          schema: CalendarSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}
