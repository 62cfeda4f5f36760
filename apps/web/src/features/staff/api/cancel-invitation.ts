import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffInvitation } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/staff/invitations/:id (204): its link stops working. Resolves with `invitation`. */
export async function cancelInvitation(invitation: StaffInvitation): Promise<StaffInvitation> {
  await api.delete(`/staff/invitations/${encodeURIComponent(invitation.id)}`);
  return invitation;
}

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff.all }),
  });
}
