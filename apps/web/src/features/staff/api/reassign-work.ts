import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReassignResultSchema, type ReassignResult, type ReassignWork } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/staff/members/:userId/reassign { items }: all moved, or nothing (409 names why). */
export async function reassignWork({
  userId,
  body,
}: {
  userId: string;
  body: ReassignWork;
}): Promise<ReassignResult> {
  const { data } = await apiRequest(`/staff/members/${encodeURIComponent(userId)}/reassign`, {
    method: 'POST',
    body,
    schema: ReassignResultSchema,
  });
  return data;
}

export function useReassignWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reassignWork,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff.all }),
  });
}
