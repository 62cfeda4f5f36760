import { api } from '../api-client';

/** POST /api/auth/logout: revokes the token on the server. No body. */
export function endSession(): Promise<null> {
  return api.post<null>('/auth/logout');
}
