import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_MESSAGES, type MemberPermissions, type MemberRole } from '@adiestra/shared';
import type { users } from '../db/schema.ts';
import { AppError, forbidden, unauthorized } from '../lib/app-error.ts';
import type { Listen } from '../db/listener.ts';
import {
  createTokenService,
  findUserById,
  members,
  prepareLiveSessionLookup,
  watchedLiveSessions,
  type TokenService,
} from '../modules/auth/index.ts';

/** The signed-in account, with the business it works in (the tenant) and its role there. */
export type AuthUser = typeof users.$inferSelect & {
  businessId: string;
  memberRole: MemberRole;
  /** The titular's toggles for this member; the access layer reads them (lib/access.ts). */
  permissions: MemberPermissions;
};
export interface AuthContext {
  user: AuthUser;
  /** The tenant every query of the request filters on: `user.businessId`. */
  businessId: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /**
     * onRequest hook: a live session of an approved, active user. Run before the body is read
     * or validated, so an anonymous caller gets 401 whatever it sent (DESIGN §4).
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler for public routes: records the caller when a valid token is sent, never refuses. */
    identifyIfSignedIn: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: authenticate, then require the admin role. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    authContext: AuthContext | null;
  }
}

/** The caller of an authenticated route; only call after `authenticate` ran. */
export function auth(request: FastifyRequest): AuthContext {
  if (!request.authContext) throw unauthorized();
  return request.authContext;
}

/** The caller's business as the reads that need only its id and the calendar's zone take it. */
export function businessZone(request: FastifyRequest) {
  const { businessId, user } = auth(request);
  return { id: businessId, timeZone: user.timeZone };
}

/** The business's titular as a user row: what a business's services and mails are signed with. */
export type SigningBusiness = typeof users.$inferSelect;

/**
 * The business the caller works in, as the services that sign owners' mails or read the
 * business's time take it: its id is the tenant's, and its titular's name, e-mail and time zone
 * are the business's (decision 0132: a business's id is its titular's). A receptionist's or an
 * adiestrador's own row is never the business: their work lands in, and is signed by, the school.
 */
export async function businessOf(
  db: FastifyInstance['db'],
  context: AuthContext,
): Promise<SigningBusiness> {
  if (context.user.id === context.businessId) return context.user;
  const titular = await findUserById(db, context.businessId);
  if (!titular) throw unauthorized();
  return titular;
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length < 4096 ? token : null;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface AuthOptions {
  jwtSecret: string;
  /** When given, checked sessions are cached and kept fresh by the database's notifications. */
  listen?: Listen | undefined;
}

export default fp(async (app: FastifyInstance, opts: AuthOptions) => {
  app.decorate('tokens', createTokenService(opts.jwtSecret));
  app.decorateRequest('authContext', null);

  // Built once and prepared on the database: it runs on every authenticated request.
  const liveSession = prepareLiveSessionLookup(app.db);
  const watched = opts.listen ? await watchedLiveSessions(opts.listen) : null;
  const cache = watched?.cache;
  if (watched) {
    app.addHook('onClose', watched.stop);
    // A write of this process may have changed a user or ended a session: its answer leaves only
    // once nothing cached can contradict it (other processes hear of it by notification).
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!READS.has(request.method)) watched.cache.clear();
      done(null, payload);
    });
  }

  /**
   * The 401 for a verified token without a live session. Deactivating or unapproving an account
   * revokes its sessions; its owner is told why (still 401: the session is over), so the login
   * page can explain it. Read only on this failure path.
   */
  async function sessionEnded(userId: string) {
    const user = await findUserById(app.db, userId);
    if (user && !user.isActive)
      return new AppError('ACCOUNT_INACTIVE', 401, ACCOUNT_MESSAGES.inactive);
    if (user && !user.isApproved)
      return new AppError('ACCOUNT_PENDING', 401, ACCOUNT_MESSAGES.pending);
    if (user && !(await members.findActiveMember(app.db, userId)))
      return new AppError('UNAUTHORIZED', 401, ACCOUNT_MESSAGES.removed);
    return unauthorized();
  }

  // The session row is read on every request, or kept by the cache until a change to it is
  // notified, so logout, deactivation and unapproval apply at once.
  async function authenticate(request: FastifyRequest) {
    const token = bearer(request);
    const claims = token ? await app.tokens.verify(token) : null;
    if (!claims) throw unauthorized();
    const cached = cache?.get(claims.sessionId, claims.userId);
    if (cached) {
      request.authContext = {
        user: cached,
        businessId: cached.businessId,
        sessionId: claims.sessionId,
      };
      return;
    }
    const mark = cache?.mark();
    const [row] = await liveSession.execute({ ...claims });
    if (!row?.user.isActive || !row.user.isApproved) throw await sessionEnded(claims.userId);
    const user: AuthUser = {
      ...row.user,
      businessId: row.businessId,
      memberRole: row.memberRole,
      permissions: row.permissions,
    };
    if (mark !== undefined) cache?.set(mark, claims.sessionId, user, row.expiresAt);
    request.authContext = { user, businessId: user.businessId, sessionId: claims.sessionId };
  }

  app.decorate('authenticate', authenticate);
  app.decorate('identifyIfSignedIn', async (request: FastifyRequest) => {
    if (!bearer(request)) return;
    try {
      await authenticate(request);
    } catch (error) {
      // An expired or revoked token just makes the caller anonymous here; a database failure is
      // still a failure.
      if (!(error instanceof AppError)) throw error;
      request.authContext = null;
    }
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await authenticate(request);
    if (request.authContext?.user.role !== 'admin') {
      throw forbidden('Solo un administrador puede realizar esta acción');
    }
  });
});
