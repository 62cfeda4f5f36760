import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserSchema, type Role, type User } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { replaceUserInCache } from './get-users';

/** PUT /api/admin/users/:id/role { role }. */
export function changeUserRole({ id, role }: { id: string; role: Role }): Promise<User> {
  return api.put(`/admin/users/${encodeURIComponent(id)}/role`, { role }, { schema: UserSchema });
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: (user) => replaceUserInCache(queryClient, user),
  });
}
