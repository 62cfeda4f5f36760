import { useQuery } from '@tanstack/react-query';
import { ReminderSettingsSchema, type ReminderSettings } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/reminders/settings: lead time and daily agenda (defaults when never saved). */
export function getReminderSettings(signal?: AbortSignal): Promise<ReminderSettings> {
  return api.get('/reminders/settings', {
    schema: ReminderSettingsSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useReminderSettings() {
  return useQuery({
    queryKey: queryKeys.reminders.settings,
    queryFn: ({ signal }) => getReminderSettings(signal),
  });
}
