import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AvailabilitySlotSchema, type AvailabilityInput } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateScheduling } from './scheduling-keys';

/** PUT /api/appointments/availability/:id with {date, startTime, endTime}. */
export function updateAvailability({ id, input }: { id: string; input: AvailabilityInput }) {
  return api.put(`/appointments/availability/${encodeURIComponent(id)}`, input, {
    schema: AvailabilitySlotSchema,
  });
}

export function useUpdateAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvailability,
    onSuccess: () => invalidateScheduling(queryClient),
  });
}
