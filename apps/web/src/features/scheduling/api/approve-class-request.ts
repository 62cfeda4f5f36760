import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClassApprovalResultSchema, type ApproveClassRequestInput } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { invalidateBookings } from './scheduling-keys';

/**
 * POST /api/appointments/requests/:id/approve-class (issue 29): the dog takes a place in the
 * class, or with `waitlist` joins its waiting list; 409 when the class filled meanwhile.
 */
export function approveClassRequest({
  id,
  payload,
}: {
  id: string;
  payload: ApproveClassRequestInput;
}) {
  return api.post(`/appointments/requests/${encodeURIComponent(id)}/approve-class`, payload, {
    schema: ClassApprovalResultSchema,
  });
}

export function useApproveClassRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveClassRequest,
    onSuccess: () =>
      Promise.all([
        invalidateBookings(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.classes.all }),
      ]),
  });
}
