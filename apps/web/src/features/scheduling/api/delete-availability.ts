import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateScheduling } from './scheduling-keys';

/** DELETE /api/appointments/availability/:id. */
export function deleteAvailability(id: string) {
  return api.delete(`/appointments/availability/${encodeURIComponent(id)}`);
}

export function useDeleteAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvailability,
    onSuccess: () => invalidateScheduling(queryClient),
  });
}
