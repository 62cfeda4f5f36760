import { SignJWT, jwtVerify } from 'jose';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

/** Tokens whose signature was already checked; the oldest go first beyond this many. */
const VERIFIED_CAPACITY = 10_000;

export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  /*
   * Every authenticated request sends the same token again. jose checks HS256 through WebCrypto,
   * which costs a few hundred microseconds of CPU per call (bench/README.md): a token is checked
   * once, then found here by its exact text (signature included, so nothing forged ever matches)
   * until it expires. Revocation is unaffected: the session row is still read on every request.
   */
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  const remember = (token: string, claims: TokenClaims, exp: number | undefined) => {
    if (exp === undefined) return;
    if (verified.size >= VERIFIED_CAPACITY) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAt: exp * 1000 });
  };
  return {
    sign({ userId, sessionId }: TokenClaims, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    /** Null for anything but a well-formed, unexpired HS256 token signed with our key. */
    async verify(token: string): Promise<TokenClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        const claims = { userId: payload.sub, sessionId: payload.sid };
        remember(token, claims, payload.exp);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
