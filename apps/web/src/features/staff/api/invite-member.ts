import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StaffInvitationSchema, type InviteMember, type StaffInvitation } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/staff/invitations: e-mails the link; 409 when the address is a member or invited. */
export function inviteMember(input: InviteMember): Promise<StaffInvitation> {
  return api.post('/staff/invitations', input, { schema: StaffInvitationSchema });
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff.all }),
  });
}
