import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StaffMemberSchema, type StaffMember, type TrainerColour } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';
import { replaceMemberInCache } from './get-staff';

export interface ColourChange {
  userId: string;
  colour: TrainerColour;
}

/** PUT /api/staff/members/:userId/colour { colour }: the member as it now is (decision 0140). */
export async function setMemberColour({ userId, colour }: ColourChange): Promise<StaffMember> {
  const { data } = await apiRequest(`/staff/members/${encodeURIComponent(userId)}/colour`, {
    method: 'PUT',
    body: { colour },
    schema: StaffMemberSchema,
  });
  return data;
}

export function useSetMemberColour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberColour,
    onSuccess: (member) => replaceMemberInCache(queryClient, member),
  });
}
