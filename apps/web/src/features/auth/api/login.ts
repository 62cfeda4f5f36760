import { useMutation } from '@tanstack/react-query';
import { AuthPayloadSchema, type AuthPayload, type Login } from '@adiestra/shared';
import { api } from '@/lib/api-client';

/** POST /api/auth/login. A 401/403 here is a form error (wrong password, pending account). */
export function login(credentials: Login): Promise<AuthPayload> {
  return api.post('/auth/login', credentials, { schema: AuthPayloadSchema });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
