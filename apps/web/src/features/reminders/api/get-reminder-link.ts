import { useQuery } from '@tanstack/react-query';
import { ReminderPageSchema, type ReminderPage } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/reminders/links/:token: what the owner's link is about (changes nothing). */
export function getReminderLink(token: string, signal?: AbortSignal): Promise<ReminderPage> {
  return api.get(`/reminders/links/${encodeURIComponent(token)}`, {
    schema: ReminderPageSchema,
    anonymous: true,
    ...(signal ? { signal } : {}),
  });
}

export function useReminderLink(token: string) {
  return useQuery({
    queryKey: queryKeys.reminders.link(token),
    queryFn: ({ signal }) => getReminderLink(token, signal),
    retry: false,
  });
}
