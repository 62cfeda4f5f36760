import { useMutation } from '@tanstack/react-query';
import { UserSchema, type Register, type User } from '@adiestra/shared';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** The first account comes back with a token (approved admin); later ones only with the user. */
const RegisterResultSchema = z.object({ user: UserSchema, token: z.string().min(1).optional() });

export interface RegisterResult {
  user: User;
  token?: string | undefined;
  message?: string | undefined;
}

/** POST /api/auth/register. */
export async function register(input: Register): Promise<RegisterResult> {
  const { data, message } = await apiRequest('/auth/register', {
    method: 'POST',
    body: input,
    schema: RegisterResultSchema,
  });
  return { ...data, message };
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
