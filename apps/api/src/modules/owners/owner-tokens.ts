import { createHash, randomBytes } from 'node:crypto';

/**
 * The owners' area tokens (sign-in links, sessions, booking links): 256 random bits, written as
 * 43 base64url characters, handed out once; only their SHA-256 is stored, so a copy of the
 * database opens nothing. A hash is enough (no slow hash): the token is random, not a password.
 */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
