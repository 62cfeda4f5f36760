import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SessionHomeworkSchema, type HomeworkPayload } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/sessions/:id/homework: the session's homework becomes exactly `items`. */
export function saveSessionHomework({
  sessionId,
  payload,
}: {
  sessionId: string;
  payload: HomeworkPayload;
}) {
  return api.put(`/sessions/${encodeURIComponent(sessionId)}/homework`, payload, {
    schema: SessionHomeworkSchema,
  });
}

export function useSaveSessionHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSessionHomework,
    onSuccess: (data, { sessionId }) => {
      queryClient.setQueryData(queryKeys.reports.homework(sessionId), data);
      return queryClient.invalidateQueries({ queryKey: queryKeys.reports.all });
    },
  });
}
