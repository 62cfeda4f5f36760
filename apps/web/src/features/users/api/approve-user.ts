import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserSchema, type User } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { replaceUserInCache } from './get-users';

/** PUT /api/admin/users/:id/approve { isApproved }. */
export function approveUser({
  id,
  isApproved,
}: {
  id: string;
  isApproved: boolean;
}): Promise<User> {
  return api.put(
    `/admin/users/${encodeURIComponent(id)}/approve`,
    { isApproved },
    { schema: UserSchema },
  );
}

export function useApproveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveUser,
    onSuccess: (user) => replaceUserInCache(queryClient, user),
  });
}
