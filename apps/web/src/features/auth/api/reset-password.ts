import { useMutation } from '@tanstack/react-query';
import type { ResetPassword } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';

export const RESET_PASSWORD_SUCCESS_MESSAGE = 'Contraseña restablecida. Ya puedes iniciar sesión.';

/** POST /api/auth/reset-password. Resolves to the success text for the login page. */
export async function resetPassword(input: ResetPassword): Promise<string> {
  const { message } = await apiRequest<null>('/auth/reset-password', {
    method: 'POST',
    body: input,
  });
  return message ?? RESET_PASSWORD_SUCCESS_MESSAGE;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
