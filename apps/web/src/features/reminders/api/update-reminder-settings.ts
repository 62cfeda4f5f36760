import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReminderSettingsSchema, type ReminderSettings } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/reminders/settings. */
export async function updateReminderSettings(settings: ReminderSettings) {
  return apiRequest('/reminders/settings', {
    method: 'PUT',
    body: settings,
    schema: ReminderSettingsSchema,
  });
}

export function useUpdateReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminderSettings,
    onSuccess: ({ data }) => queryClient.setQueryData(queryKeys.reminders.settings, data),
  });
}
