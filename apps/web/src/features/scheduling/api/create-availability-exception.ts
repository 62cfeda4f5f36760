import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AvailabilityExceptionSchema, type AvailabilityExceptionInput } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateScheduling } from './scheduling-keys';

/** POST /api/appointments/availability-exceptions: a closure ("Bloquear") or extra hours. */
export function createAvailabilityException(input: AvailabilityExceptionInput) {
  return api.post('/appointments/availability-exceptions', input, {
    schema: AvailabilityExceptionSchema,
  });
}

export function useCreateAvailabilityException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAvailabilityException,
    onSuccess: () => invalidateScheduling(queryClient),
  });
}
