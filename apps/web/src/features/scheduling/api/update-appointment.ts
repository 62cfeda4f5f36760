import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppointmentSchema, type AppointmentUpdateInput } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateScheduling } from './scheduling-keys';

/** PUT /api/appointments/:id with a status (quick actions) or a status and notes (edit modal). */
export function updateAppointment({
  id,
  changes,
}: {
  id: string;
  changes: AppointmentUpdateInput;
}) {
  return api.put(`/appointments/${encodeURIComponent(id)}`, changes, { schema: AppointmentSchema });
}

export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppointment,
    onSuccess: () => invalidateScheduling(queryClient),
  });
}
