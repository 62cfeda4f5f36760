import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/appointments/change-requests/:id/approve (moves the appointment) or …/reject with
 * the reason the owner will read.
 */
export async function decideChangeRequest(
  decision: { id: string; approve: true } | { id: string; approve: false; reason: string },
) {
  const id = encodeURIComponent(decision.id);
  const { message } = decision.approve
    ? await apiRequest(`/appointments/change-requests/${id}/approve`, { method: 'POST' })
    : await apiRequest(`/appointments/change-requests/${id}/reject`, {
        method: 'POST',
        body: { reason: decision.reason },
      });
  return message ?? '';
}

export function useDecideChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideChangeRequest,
    // A decision moves an appointment: the whole schedule is refreshed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.scheduling.all }),
  });
}
