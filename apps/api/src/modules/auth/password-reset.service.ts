import { createHash, randomBytes } from 'node:crypto';
import type { ResetPassword } from '@adiestra/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword } from '../../lib/password.ts';
import { revokeUserSessions } from './auth.service.ts';

const RESET_TTL_MS = 60 * 60 * 1000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Sends a reset link when the e-mail belongs to an active account; the caller answers neutrally. */
export async function requestPasswordReset(db: Db, mailer: Mailer, appUrl: string, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user?.isActive) return;
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
    // The conditional update is what makes a token single-use, even under concurrent submits.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
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
