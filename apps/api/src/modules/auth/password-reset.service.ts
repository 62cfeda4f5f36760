import { createHash, randomBytes } from 'node:crypto';
import type { ResetPassword } from '@adiestra/shared';
import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword } from '../../lib/password.ts';
import { revokeUserSessions } from './auth.service.ts';

const RESET_TTL_MS = 60 * 60 * 1000;
/** Reset mails one account may receive per hour, whatever the IPs asking (issue 14 finding 4). */
export const RESET_MAILS_PER_ACCOUNT_PER_HOUR = 3;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Sends a reset link when the e-mail belongs to an active account; the caller answers neutrally. */
export async function requestPasswordReset(db: Db, mailer: Mailer, appUrl: string, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user?.isActive) return;
  const [recent] = await db
    .select({ value: count() })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, user.id),
        gt(passwordResetTokens.createdAt, new Date(Date.now() - 60 * 60 * 1000)),
      ),
    );
  // Past the cap nothing is sent; the caller's answer stays the same neutral one.
  if ((recent?.value ?? 0) >= RESET_MAILS_PER_ACCOUNT_PER_HOUR) return;
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    id: uuidv7(),
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
  });
  const link = `${appUrl}/reset-password?token=${token}`;
  await mailer.send({
    to: user.email,
    subject: 'Restablece tu contraseña de Adiestra',
    text: [
      `Hola, ${user.firstName}:`,
      '',
      'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta.',
      `Abre este enlace para elegir una nueva (caduca en 1 hora y solo sirve una vez):`,
      link,
      '',
      'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.',
    ].join('\n'),
  });
}

export async function resetPassword(db: Db, input: ResetPassword) {
  const passwordHash = await hashPassword(input.newPassword);
  const userId = await db.transaction(async (tx) => {
    // One conditional update spends this link and every other outstanding link of the account
    // (issue 14 finding 3): of concurrent submits, only the first finds its link unused.
    const tokenHash = sha256(input.token);
    const owner = tx
      .select({ userId: passwordResetTokens.userId })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      );
    const spent = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(inArray(passwordResetTokens.userId, owner), isNull(passwordResetTokens.usedAt)))
      .returning({ userId: passwordResetTokens.userId, tokenHash: passwordResetTokens.tokenHash });
    const used = spent.find((row) => row.tokenHash === tokenHash);
    if (!used) return null;
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, used.userId));
    return used.userId;
  });
  if (!userId) {
    throw new AppError('VALIDATION_ERROR', 400, 'El enlace no es válido o ha caducado', {
      token: 'El enlace no es válido o ha caducado',
    });
  }
  await revokeUserSessions(db, userId);
}
