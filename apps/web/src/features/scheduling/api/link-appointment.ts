import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppointmentSchema, type AppointmentLinkInput } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { invalidateBookings } from './scheduling-keys';

/** PUT /api/appointments/:id/link: an unlinked appointment gets its client and dog. */
export function linkAppointment({ id, link }: { id: string; link: AppointmentLinkInput }) {
  return api.put(`/appointments/${encodeURIComponent(id)}/link`, link, {
    schema: AppointmentSchema,
  });
}

export function useLinkAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkAppointment,
    onSuccess: () => invalidateBookings(queryClient),
  });
}
