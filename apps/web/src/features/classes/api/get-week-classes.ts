import { queryOptions, useQuery } from '@tanstack/react-query';
import { WeekClassesSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/classes/week: the classes left this week on the trainer's clock (the server's), under
 * the classes' keys so an enrolment, an offer or a cancel anywhere refreshes the Panel's card.
 */
export const weekClassesQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.classes.all, 'week'] as const,
    queryFn: ({ signal }) => api.get('/classes/week', { schema: WeekClassesSchema, signal }),
  });

export function useWeekClasses() {
  return useQuery(weekClassesQueryOptions());
}
