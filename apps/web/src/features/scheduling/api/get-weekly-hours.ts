import { queryOptions, useQuery } from '@tanstack/react-query';
import { WeeklyHoursSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/appointments/weekly-hours: the trainer's weekly pattern. */
export const weeklyHoursQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.scheduling.weeklyHours,
    queryFn: ({ signal }) =>
      api.get('/appointments/weekly-hours', { schema: WeeklyHoursSchema, signal }),
  });

export function useWeeklyHours() {
  return useQuery(weeklyHoursQueryOptions());
}
