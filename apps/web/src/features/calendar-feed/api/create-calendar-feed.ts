import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CalendarFeedLinkSchema,
  type CalendarFeedLink,
  type CalendarFeedScope,
} from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { feedPath } from './get-calendar-feed';

/**
 * POST /api/calendar-feed (the member's own work) or /api/calendar-feed/business (the titular's,
 * the whole business's): a new private address; the previous one stops working at once.
 */
export function createCalendarFeed(scope: CalendarFeedScope): Promise<CalendarFeedLink> {
  return api.post(feedPath(scope), undefined, { schema: CalendarFeedLinkSchema });
}

export function useCreateCalendarFeed(scope: CalendarFeedScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createCalendarFeed(scope),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.calendarFeed }),
  });
}
