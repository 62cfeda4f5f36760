import { SignedInUserSchema, type SignedInUser } from '@adiestra/shared';
import { z } from 'zod';
import { api } from '../api-client';

const VerifySchema = z.object({ user: SignedInUserSchema });

/** GET /api/auth/verify: is the stored token still valid? Its 401 never triggers the global logout. */
export function verifySession(): Promise<{ user: SignedInUser }> {
  return api.get('/auth/verify', { schema: VerifySchema });
}
