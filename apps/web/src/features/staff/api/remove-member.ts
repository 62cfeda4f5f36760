import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMember } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * DELETE /api/staff/members/:userId (204): the membership ends and every session of that member
 * is revoked at once; what they recorded stays. Resolves with `member`.
 */
export async function removeMember(member: StaffMember): Promise<StaffMember> {
  await api.delete(`/staff/members/${encodeURIComponent(member.userId)}`);
  return member;
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff.all }),
  });
}
