import {
  BOOKING_LINK_HEADER,
  BookingLinkTokenSchema,
  OWNER_SESSION_COOKIE,
} from '@adiestra/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/app-error.ts';
import { hashToken } from './owner-tokens.ts';
import * as repository from './owners.repository.ts';
import type { OwnerReach } from './owners.repository.ts';

/**
 * Who is calling an owner route: a signed-in owner (the session cookie) or a booking link (its
 * token in the `x-booking-link` header, or `?token=` for the calendar file a plain link
 * downloads). A trainer's bearer token is never looked at here, and an owner's cookie is never
 * looked at by the trainer routes: the two kinds of session open nothing of each other.
 */
export type OwnerAccess =
  | { kind: 'session'; sessionId: string; reach: { email: string } }
  | {
      kind: 'link';
      reach: { businessId: string; appointmentId: string | null; requestId: string | null };
    };

declare module 'fastify' {
  interface FastifyRequest {
    ownerAccess: OwnerAccess | null;
  }
}

function linkToken(request: FastifyRequest): string | null {
  const header = request.headers[BOOKING_LINK_HEADER];
  const query = (request.query as Record<string, unknown> | undefined)?.token;
  const candidate = typeof header === 'string' ? header : query;
  const parsed = BookingLinkTokenSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

export async function resolveOwnerAccess(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<OwnerAccess | null> {
  const now = app.clock.now();
  const token = linkToken(request);
  if (token) {
    // A GET only reads; anything else acts, which a cancelled appointment's link may not.
    const toAct = request.method !== 'GET' && request.method !== 'HEAD';
    const link = await repository.findLiveBookingLink(app.db, hashToken(token), now, toAct);
    return link ? { kind: 'link', reach: link } : null;
  }
  const cookie = request.cookies[OWNER_SESSION_COOKIE];
  if (!cookie || cookie.length > 100) return null;
  const session = await repository.findLiveOwnerSession(app.db, hashToken(cookie), now);
  return session
    ? { kind: 'session', sessionId: session.id, reach: { email: session.email } }
    : null;
}

/** onRequest hook: refuses (401) before the body is read when there is no owner access. */
export function requireOwner(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const access = await resolveOwnerAccess(app, request);
    if (!access) throw unauthorized(OWNER_UNAUTHORIZED);
    request.ownerAccess = access;
  };
}

export const OWNER_UNAUTHORIZED = 'Tu sesión ha caducado o el enlace no es válido. Pide uno nuevo.';

/** The caller's access; only call after `requireOwner` ran. */
export function ownerAccess(request: FastifyRequest): OwnerAccess {
  if (!request.ownerAccess) throw unauthorized(OWNER_UNAUTHORIZED);
  return request.ownerAccess;
}

export type { OwnerReach };
