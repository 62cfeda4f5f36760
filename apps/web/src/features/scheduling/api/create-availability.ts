import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AvailabilitySlotSchema, type AvailabilityInput } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateScheduling } from './scheduling-keys';

/** POST /api/appointments/availability with {date, startTime, endTime}. */
export function createAvailability(input: AvailabilityInput) {
  return api.post('/appointments/availability', input, { schema: AvailabilitySlotSchema });
}

export function useCreateAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAvailability,
    onSuccess: () => invalidateScheduling(queryClient),
  });
}
