import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StaffMemberSchema, type StaffMember, type UpdateMember } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';
import { replaceMemberInCache } from './get-staff';

export interface MemberChange {
  userId: string;
  changes: UpdateMember;
}

/** PATCH /api/staff/members/:userId { role?, permissions? }: the member as it now is. */
export async function updateMember({ userId, changes }: MemberChange): Promise<StaffMember> {
  const { data } = await apiRequest(`/staff/members/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    body: changes,
    schema: StaffMemberSchema,
  });
  return data;
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: (member) => replaceMemberInCache(queryClient, member),
  });
}
