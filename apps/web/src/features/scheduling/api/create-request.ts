import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppointmentRequestSchema, type AppointmentRequestPayload } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';
import { invalidateBookings } from './scheduling-keys';

/** POST /api/appointments/requests ('Nueva Cita'); with `confirm` it is an appointment at once. */
export async function createRequest(payload: AppointmentRequestPayload) {
  const { data } = await apiRequest('/appointments/requests', {
    method: 'POST',
    body: payload,
    schema: AppointmentRequestSchema,
  });
  return data;
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: () => invalidateBookings(queryClient),
  });
}
