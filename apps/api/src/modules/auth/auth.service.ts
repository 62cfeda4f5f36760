import type { ChangePassword, Login, ProfileUpdate, RegisterSchema, User } from '@adiestra/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, REGISTER_PENDING_MESSAGE } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../lib/app-error.ts';
import type { CounterStore } from '../../lib/counter-store.ts';
import { UNIQUE_VIOLATION, sqlState } from '../../lib/db-errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { registerPeriodicJob } from '../../lib/periodic-job.ts';
import { newAccountMail, registrationAttemptMail } from '../../emails/index.ts';
import { enqueueMails } from '../outbox/index.ts';
import * as repository from './auth.repository.ts';
import { SESSION_TTL_MS, type TokenService } from './tokens.ts';
import { toSignedInUserDto, toUserDto } from './user-dto.ts';

export const INVALID_CREDENTIALS = 'Email o contraseña incorrectos';
/** 10 failed logins per 15 minutes for one (IP, e-mail) pair (DESIGN §6). */
const FAILED_LOGINS = { max: 10, windowMs: 15 * 60_000 };

export async function registerUser(
  db: Db,
  tokens: TokenService,
  input: z.output<typeof RegisterSchema>,
  appUrl: string,
  now: Date,
) {
  const passwordHash = await hashPassword(input.password);
  try {
    const account = {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
    };
    const user = await repository.insertUser(db, account, async (tx, created) => {
      // The first account is the admin itself; every later one waits for an admin's approval.
      if (created.role === 'admin') return;
      const admins = await repository.selectActiveAdmins(tx);
      const mails = await Promise.all(
        admins.map((admin) => newAccountMail(admin, created, appUrl)),
      );
      await enqueueMails(tx, mails, { businessId: created.id, now });
    });
    if (user.role === 'admin') {
      // The first account is signed in at once: that is its first login.
      return {
        data: await signInMember(db, tokens, user.id),
        message: 'Cuenta de administrador creada',
      };
    }
    return { data: null, message: REGISTER_PENDING_MESSAGE };
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) {
      // Issue 14 finding 6: the answer is the new account's, word for word; the existing
      // account is told by mail instead (emails/registration-attempt.tsx).
      const existing = await repository.findUserByEmail(db, input.email);
      if (existing) {
        await enqueueMails(db, [await registrationAttemptMail(existing, appUrl)], {
          businessId: existing.id,
          now,
        });
      }
      return { data: null, message: REGISTER_PENDING_MESSAGE };
    }
    throw error;
  }
}

async function activeMember(db: Db, userId: string): Promise<repository.MemberRow> {
  const member = await repository.findActiveMember(db, userId);
  // A removed member (decision 0133) keeps the account that names their history, not a login.
  if (!member) throw new AppError('FORBIDDEN', 403, ACCOUNT_MESSAGES.removed);
  return member;
}

async function startSession(db: Db, tokens: TokenService, member: repository.MemberRow) {
  const sessionId = uuidv7();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await repository.insertLoginSession(db, sessionId, member.id, expiresAt);
  const token = await tokens.sign({ userId: member.id, sessionId }, expiresAt);
  return { user: toSignedInUserDto(member), token };
}

/** Signs in an account that has a current membership: a new session and its token. */
export async function signInMember(db: Db, tokens: TokenService, userId: string) {
  const member = await activeMember(db, userId);
  const signedIn = await repository.markSignedIn(db, userId);
  return startSession(db, tokens, { ...member, ...signedIn });
}

/** Wrong e-mail and wrong password answer alike, and cost alike (a dummy verify). */
export async function loginUser(db: Db, tokens: TokenService, input: Login) {
  const user = await repository.findUserByEmail(db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) return null;
  if (!user.isActive) {
    throw new AppError('ACCOUNT_INACTIVE', 403, ACCOUNT_MESSAGES.inactive);
  }
  if (!user.isApproved) {
    throw new AppError('ACCOUNT_PENDING', 403, ACCOUNT_MESSAGES.pending);
  }
  return signInMember(db, tokens, user.id);
}

/** Raised while an (IP, e-mail) pair is locked out; the route turns it into Retry-After. */
export class LoginLockedOut extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      'RATE_LIMITED',
      429,
      `Demasiados intentos fallidos. Inténtalo de nuevo en ${minutes} minutos.`,
    );
  }
}

/**
 * A login with the failed-attempts lockout: after FAILED_LOGINS.max failures for one (IP, e-mail)
 * pair in the window, every attempt is refused until it ends; a success clears the count.
 * `counters` is null when rate limits are off.
 */
export async function loginWithLockout(
  db: Db,
  tokens: TokenService,
  counters: CounterStore | null,
  ip: string,
  input: Login,
) {
  const key = `failed-login:${ip}|${input.email}`;
  if (counters) {
    const { count, ttlMs } = await counters.peek(key);
    if (count >= FAILED_LOGINS.max) throw new LoginLockedOut(Math.ceil(ttlMs / 1000));
  }
  const result = await loginUser(db, tokens, input);
  if (!result) {
    if (counters) await counters.hit(key, FAILED_LOGINS.windowMs);
    throw new AppError('INVALID_CREDENTIALS', 401, INVALID_CREDENTIALS);
  }
  if (counters) await counters.reset(key);
  return result;
}

export async function revokeSession(db: Db, sessionId: string) {
  await repository.revokeLoginSession(db, sessionId);
}

/** Ends every live session of a user, except `keep` when given. */
export async function revokeUserSessions(db: Db, userId: string, keep?: string) {
  await repository.revokeUserLoginSessions(db, userId, keep);
}

export async function updateProfile(db: Db, userId: string, input: ProfileUpdate): Promise<User> {
  const row = await repository.updateUser(db, userId, {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone ?? null,
    ...(input.timeZone ? { timeZone: input.timeZone } : {}),
  });
  if (!row) throw notFound('Usuario no encontrado');
  return toUserDto(row);
}

export async function changePassword(
  db: Db,
  userId: string,
  sessionId: string,
  input: ChangePassword,
) {
  const user = await repository.findUserById(db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw invalid('currentPassword', 'La contraseña actual no es correcta');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await repository.updateUser(db, userId, { passwordHash });
  // A reset link sent before the change must not undo it (issue 14 finding 3).
  await repository.spendResetTokensOf(db, userId);
  // Other devices must sign in again with the new password; this one stays signed in.
  await revokeUserSessions(db, userId, sessionId);
}

/** Deletes dead login sessions and reset tokens a minute after start, then every hour. */
export function startCredentialCleanup(app: FastifyInstance) {
  registerPeriodicJob(app, {
    name: 'expired credentials cleanup',
    firstRunMs: 60_000,
    everyMs: 3_600_000,
    run: () => repository.deleteDeadCredentials(app.db, new Date()),
  });
}
