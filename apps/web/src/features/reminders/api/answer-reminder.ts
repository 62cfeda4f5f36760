import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReminderPageSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ReminderAnswer = 'confirm' | 'cancel';

/** POST /api/reminders/links/:token/confirm or …/cancel: the owner's answer. */
export function answerReminder(token: string, answer: ReminderAnswer) {
  return api.post(`/reminders/links/${encodeURIComponent(token)}/${answer}`, undefined, {
    schema: ReminderPageSchema,
    anonymous: true,
  });
}

export function useAnswerReminder(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: ReminderAnswer) => answerReminder(token, answer),
    onSuccess: (page) => {
      queryClient.setQueryData(queryKeys.reminders.link(token), page);
      // The appointment's page in Mi área shows the same appointment: a cancel changes it there.
      return queryClient.invalidateQueries({ queryKey: queryKeys.owners.all });
    },
  });
}
