import { queryOptions, useQuery } from '@tanstack/react-query';
import { OutsideHoursSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/appointments/weekly-hours/outside: upcoming appointments the hours no longer hold. */
export function useOutsideHours() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.scheduling.outsideHours,
      queryFn: ({ signal }) =>
        api.get('/appointments/weekly-hours/outside', { schema: OutsideHoursSchema, signal }),
    }),
  );
}
