import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppointmentRequestSchema, type AppointmentRequestPayload } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';
import { invalidateBookings } from './scheduling-keys';

/**
 * POST /api/appointments/requests ('Nueva Cita'); with `confirm` it is an appointment at once. The
 * server's message says what was made, and under "Cualquiera" with whom.
 */
export async function createRequest(payload: AppointmentRequestPayload) {
  return apiRequest('/appointments/requests', {
    method: 'POST',
    body: payload,
    schema: AppointmentRequestSchema,
  });
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: () => invalidateBookings(queryClient),
  });
}
