import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerChangeRequestInput } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { ownerRequest } from './owner-request-options';

/** POST /api/owner/appointments/:id/change-requests: the trainer approves or rejects it. */
export async function requestTimeChange({
  link,
  appointmentId,
  to,
}: {
  link: string | null;
  appointmentId: string;
  to: OwnerChangeRequestInput;
}) {
  const { message } = await apiRequest(
    `/owner/appointments/${encodeURIComponent(appointmentId)}/change-requests`,
    { ...ownerRequest(link), method: 'POST', body: to },
  );
  return message ?? '';
}

export function useRequestTimeChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestTimeChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.owners.all }),
  });
}
