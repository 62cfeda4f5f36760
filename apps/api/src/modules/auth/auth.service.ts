import type { ChangePassword, Login, ProfileUpdate, RegisterSchema, User } from '@adiestra/shared';
import type { z } from 'zod';
import { REGISTER_PENDING_MESSAGE } from '@adiestra/shared';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginSessions, passwordResetTokens, users } from '../../db/schema.ts';
import { AppError, invalid, notFound } from '../../lib/app-error.ts';
import { UNIQUE_VIOLATION, sqlState } from '../../lib/db-errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { SESSION_TTL_MS, type TokenService } from './tokens.ts';
import { toUserDto } from './user-dto.ts';

export const INVALID_CREDENTIALS = 'Email o contraseña incorrectos';
const FIRST_USER_LOCK = 727_001;

export async function registerUser(
  db: Db,
  tokens: TokenService,
  input: z.output<typeof RegisterSchema>,
) {
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.transaction(async (tx) => {
      // Serialises concurrent sign-ups so exactly one becomes the first (admin) account.
      await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_USER_LOCK})`);
      const [existing] = await tx.select({ id: users.id }).from(users).limit(1);
      const first = !existing;
      const [row] = await tx
        .insert(users)
        .values({
          id: uuidv7(),
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: first ? 'admin' : 'user',
          isApproved: first,
        })
        .returning();
      return row!;
    });
    if (user.role === 'admin') {
      // The first account is signed in at once: that is its first login.
      const [signedIn] = await db
        .update(users)
        .set({ lastLogin: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      return {
        data: await startSession(db, tokens, signedIn!),
        message: 'Cuenta de administrador creada',
        existing: null,
      };
    }
    return { data: null, message: REGISTER_PENDING_MESSAGE, existing: null };
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) {
      // Issue 14 finding 6: the answer is the new account's, word for word; the existing
      // account is told by mail instead (registration-mails.ts).
      const [existing] = await db.select().from(users).where(eq(users.email, input.email));
      return { data: null, message: REGISTER_PENDING_MESSAGE, existing: existing ?? null };
    }
    throw error;
  }
}

async function startSession(db: Db, tokens: TokenService, user: typeof users.$inferSelect) {
  const sessionId = uuidv7();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(loginSessions).values({ id: sessionId, userId: user.id, expiresAt });
  const token = await tokens.sign({ userId: user.id, sessionId }, expiresAt);
  return { user: toUserDto(user), token };
}

/** Wrong e-mail and wrong password answer alike, and cost alike (a dummy verify). */
export async function loginUser(db: Db, tokens: TokenService, input: Login) {
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) return null;
  if (!user.isActive) {
    throw new AppError(
      'ACCOUNT_INACTIVE',
      403,
      'Tu cuenta está desactivada. Contacta con un administrador.',
    );
  }
  if (!user.isApproved) {
    throw new AppError(
      'ACCOUNT_PENDING',
      403,
      'Tu cuenta está pendiente de aprobación por un administrador.',
    );
  }
  const [updated] = await db
    .update(users)
    .set({ lastLogin: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return startSession(db, tokens, updated!);
}

export async function revokeSession(db: Db, sessionId: string) {
  await db
    .update(loginSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(loginSessions.id, sessionId), isNull(loginSessions.revokedAt)));
}

/** Ends every live session of a user, except `keep` when given. */
export async function revokeUserSessions(db: Db, userId: string, keep?: string) {
  const conditions = [eq(loginSessions.userId, userId), isNull(loginSessions.revokedAt)];
  if (keep) conditions.push(ne(loginSessions.id, keep));
  await db
    .update(loginSessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}

export async function updateProfile(db: Db, userId: string, input: ProfileUpdate): Promise<User> {
  const [row] = await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? null,
      ...(input.timeZone ? { timeZone: input.timeZone } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound('Usuario no encontrado');
  return toUserDto(row);
}

export async function changePassword(
  db: Db,
  userId: string,
  sessionId: string,
  input: ChangePassword,
) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw invalid('currentPassword', 'La contraseña actual no es correcta');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  // A reset link sent before the change must not undo it (issue 14 finding 3).
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  // Other devices must sign in again with the new password; this one stays signed in.
  await revokeUserSessions(db, userId, sessionId);
}
