import { useQuery } from '@tanstack/react-query';
import { CalendarFeedStatusSchema, type CalendarFeedStatus } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/calendar-feed: whether a subscription exists (since when). */
export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeedStatus> {
  return api.get('/calendar-feed', {
    schema: CalendarFeedStatusSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useCalendarFeed() {
  return useQuery({
    queryKey: queryKeys.calendarFeed,
    queryFn: ({ signal }) => getCalendarFeed(signal),
  });
}
