import { useMutation } from '@tanstack/react-query';
import type { ChangePassword } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';

export const PASSWORD_CHANGED_MESSAGE = 'Contraseña actualizada';

/** PUT /api/auth/password. A wrong current password is a 400 with errors.currentPassword. */
export async function changePassword(input: ChangePassword): Promise<string> {
  const { message } = await apiRequest<null>('/auth/password', { method: 'PUT', body: input });
  return message ?? PASSWORD_CHANGED_MESSAGE;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
