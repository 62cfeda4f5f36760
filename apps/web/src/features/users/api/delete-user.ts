import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/admin/users/:id (issue 20): the account with all its data. Resolves with `user`. */
export async function deleteUser(user: User): Promise<User> {
  await api.delete(`/admin/users/${encodeURIComponent(user.id)}`);
  return user;
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
    },
  });
}
