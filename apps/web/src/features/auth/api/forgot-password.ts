import { useMutation } from '@tanstack/react-query';
import { FORGOT_PASSWORD_NEUTRAL_MESSAGE, type ForgotPassword } from '@adiestra/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/forgot-password. Resolves to the neutral text to show, whatever the e-mail. */
export async function requestPasswordReset(input: ForgotPassword): Promise<string> {
  const { message } = await apiRequest<null>('/auth/forgot-password', {
    method: 'POST',
    body: input,
  });
  return message ?? FORGOT_PASSWORD_NEUTRAL_MESSAGE;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
