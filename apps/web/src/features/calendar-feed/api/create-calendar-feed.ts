import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarFeedLinkSchema, type CalendarFeedLink } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/calendar-feed: a new private address; the previous one stops working at once. */
export function createCalendarFeed(): Promise<CalendarFeedLink> {
  return api.post('/calendar-feed', undefined, { schema: CalendarFeedLinkSchema });
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.calendarFeed }),
  });
}
