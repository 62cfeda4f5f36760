import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserSchema, type User } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { replaceUserInCache } from './get-users';

/** PUT /api/admin/users/:id/status { isActive }. */
export function changeUserStatus({
  id,
  isActive,
}: {
  id: string;
  isActive: boolean;
}): Promise<User> {
  return api.put(
    `/admin/users/${encodeURIComponent(id)}/status`,
    { isActive },
    { schema: UserSchema },
  );
}

export function useChangeUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserStatus,
    onSuccess: (user) => replaceUserInCache(queryClient, user),
  });
}
