import { useQuery } from '@tanstack/react-query';
import {
  CalendarFeedStatusSchema,
  type CalendarFeedScope,
  type CalendarFeedStatus,
} from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The member's own feed, or the whole business's (decision 0140). */
export const feedPath = (scope: CalendarFeedScope) =>
  scope === 'business' ? '/calendar-feed/business' : '/calendar-feed';

/** GET /api/calendar-feed[/business]: whether a subscription exists (since when). */
export function getCalendarFeed(
  scope: CalendarFeedScope,
  signal?: AbortSignal,
): Promise<CalendarFeedStatus> {
  return api.get(feedPath(scope), {
    schema: CalendarFeedStatusSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useCalendarFeed(scope: CalendarFeedScope) {
  return useQuery({
    queryKey: [...queryKeys.calendarFeed, scope],
    queryFn: ({ signal }) => getCalendarFeed(scope, signal),
  });
}
