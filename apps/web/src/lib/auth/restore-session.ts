import { PLACEHOLDER_TOKEN, type SignedInPayload } from '@adiestra/shared';
import { accountClosedNotice } from '../api-client';
import { isApiError } from '../api-error';
import { storage } from '../storage';
import { verifySession } from './verify-session';

/**
 * Start-up rules of SPEC §4: the development placeholder token is discarded; a stored token
 * and user are verified with the server; anything missing just ends loading; any failure
 * clears storage. Returns the session to resume, or null; or, when an admin closed the account
 * meanwhile, the server's reason for the login page.
 */
export type RestoredSession = SignedInPayload | { notice: string } | null;

export async function restoreSession(): Promise<RestoredSession> {
  try {
    const token = storage.getToken();
    const user = storage.getUser();
    if (token === PLACEHOLDER_TOKEN) {
      storage.clearAuth();
      return null;
    }
    if (!token || !user) return null;
    const verified = await verifySession();
    // The server's copy wins: role, toggles or name may have changed since the last visit.
    storage.setUser(verified.user);
    return { user: verified.user, token };
  } catch (error) {
    storage.clearAuth();
    const notice = isApiError(error) ? accountClosedNotice(error.code, error.message) : null;
    return notice ? { notice } : null;
  }
}
