import { useMutation } from '@tanstack/react-query';
import { SignedInUserSchema, type Register, type SignedInUser } from '@adiestra/shared';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/**
 * The first account comes back signed in (approved admin, with a token); every later answer —
 * a new pending account or an e-mail already taken, alike (issue 14) — has null data.
 */
const RegisterResultSchema = z
  .object({ user: SignedInUserSchema, token: z.string().min(1) })
  .nullable();

export interface RegisterResult {
  user?: SignedInUser | undefined;
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
  return { ...(data ?? {}), message };
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
