import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppointmentRequestSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateScheduling } from './scheduling-keys';

/** POST /api/appointments/requests/:id/reject with the reason the owner will read. */
export function rejectRequest({ id, reason }: { id: string; reason: string }) {
  return api.post(
    `/appointments/requests/${encodeURIComponent(id)}/reject`,
    { reason },
    {
      schema: AppointmentRequestSchema,
    },
  );
}

export function useRejectRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectRequest,
    onSuccess: () => invalidateScheduling(queryClient),
  });
}
