import { useMutation } from '@tanstack/react-query';
import { SignedInPayloadSchema, type Login, type SignedInPayload } from '@adiestra/shared';
import { api } from '@/lib/api-client';

/** POST /api/auth/login. A 401/403 here is a form error (wrong password, pending account). */
export function login(credentials: Login): Promise<SignedInPayload> {
  return api.post('/auth/login', credentials, { schema: SignedInPayloadSchema });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
