import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/sessions/:id/report: mails the report to the owner; says when it was an update. */
export async function sendSessionReport(sessionId: string) {
  const { message } = await apiRequest(`/sessions/${encodeURIComponent(sessionId)}/report`, {
    method: 'POST',
  });
  return message ?? 'Informe enviado al propietario';
}

export function useSendSessionReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSessionReport,
    onSuccess: (_message, sessionId) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.reports.homework(sessionId) }),
  });
}
