import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateScheduling } from './scheduling-keys';

/** DELETE /api/appointments/availability-exceptions/:id. */
export function deleteAvailabilityException(id: string) {
  return api.delete(`/appointments/availability-exceptions/${encodeURIComponent(id)}`);
}

export function useDeleteAvailabilityException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvailabilityException,
    onSuccess: () => invalidateScheduling(queryClient),
  });
}
