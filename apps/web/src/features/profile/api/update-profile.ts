import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserSchema, type User } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  phone: string | null;
  timeZone?: string | undefined;
}

/** PUT /api/auth/profile. Resolves to the updated user and the server's message. */
export async function updateProfile(
  changes: ProfileChanges,
): Promise<{ user: User; message?: string | undefined }> {
  const { data, message } = await apiRequest('/auth/profile', {
    method: 'PUT',
    body: changes,
    schema: UserSchema,
  });
  return { user: data, message };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => queryClient.setQueryData(queryKeys.profile, user),
  });
}
