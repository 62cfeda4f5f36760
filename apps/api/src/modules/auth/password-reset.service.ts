import { createHash, randomBytes } from 'node:crypto';
import type { ResetPassword } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { passwordResetMail } from '../../emails/index.ts';
import { enqueueMails } from '../outbox/index.ts';
import { hashPassword } from '../../lib/password.ts';
import * as repository from './auth.repository.ts';
import { revokeUserSessions } from './auth.service.ts';

const RESET_TTL_MS = repository.RESET_LINK_HOURS * 60 * 60 * 1000;
/** Reset mails one account may receive per hour, whatever the IPs asking (issue 14 finding 4). */
export const RESET_MAILS_PER_ACCOUNT_PER_HOUR = 3;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Sends a reset link when the e-mail belongs to an active account; the caller answers neutrally. */
export async function requestPasswordReset(db: Db, appUrl: string, email: string, now: Date) {
  const user = await repository.findUserByEmail(db, email);
  if (!user?.isActive) return;
  const recent = await repository.countResetTokensSince(
    db,
    user.id,
    new Date(Date.now() - RESET_TTL_MS),
  );
  // Past the cap nothing is sent; the caller's answer stays the same neutral one.
  if (recent >= RESET_MAILS_PER_ACCOUNT_PER_HOUR) return;
  const token = randomBytes(32).toString('base64url');
  const link = `${appUrl}/reset-password?token=${token}`;
  const mail = await passwordResetMail(user, link);
  // The token and its mail commit together: no usable token without its mail, nor the reverse.
  await db.transaction(async (tx) => {
    await repository.insertResetToken(
      tx,
      user.id,
      sha256(token),
      new Date(Date.now() + RESET_TTL_MS),
    );
    await enqueueMails(tx, [mail], { businessId: user.id, now });
  });
}

export async function resetPassword(db: Db, input: ResetPassword) {
  const passwordHash = await hashPassword(input.newPassword);
  const userId = await repository.spendResetToken(db, sha256(input.token), passwordHash);
  if (!userId) {
    throw new AppError('VALIDATION_ERROR', 400, 'El enlace no es válido o ha caducado', {
      token: 'El enlace no es válido o ha caducado',
    });
  }
  await revokeUserSessions(db, userId);
}
