import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { ownerRequest } from './owner-request-options';

/** POST /api/owner/appointments/:id/cancel: frees the time at once; the trainer is told. */
export async function cancelOwnerAppointment({
  link,
  appointmentId,
}: {
  link: string | null;
  appointmentId: string;
}) {
  const { message } = await apiRequest(
    `/owner/appointments/${encodeURIComponent(appointmentId)}/cancel`,
    { ...ownerRequest(link), method: 'POST' },
  );
  return message ?? 'Cita cancelada';
}

export function useCancelOwnerAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOwnerAppointment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.owners.all }),
  });
}
