import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApprovalResultSchema, type ApproveRequestPayload } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateBookings } from './scheduling-keys';

/** POST /api/appointments/requests/:id/approve: creates the appointment (409 on an overlap). */
export function approveRequest({ id, payload }: { id: string; payload: ApproveRequestPayload }) {
  return api.post(`/appointments/requests/${encodeURIComponent(id)}/approve`, payload, {
    schema: ApprovalResultSchema,
  });
}

export function useApproveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRequest,
    onSuccess: () => invalidateBookings(queryClient),
  });
}
