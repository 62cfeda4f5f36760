import type { User } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { pageInfo } from '../../lib/pagination.ts';
import { revokeUserSessions, toUserDto } from '../auth/index.ts';
import * as repository from './admin.repository.ts';
import type { UserPatch } from './admin.repository.ts';

export async function listUsers(db: Db, page: number, limit: number) {
  const { rows, total } = await repository.selectUserPage(db, page, limit);
  return { users: rows.map(toUserDto), pagination: pageInfo(page, limit, total) };
}

const isActiveAdmin = (u: { role: string; isActive: boolean; isApproved: boolean }) =>
  u.role === 'admin' && u.isActive && u.isApproved;

/**
 * Applies an admin's change to another account. Refuses self-changes and any change that would
 * leave no active admin; the check and the write happen under one lock so two admins demoting each
 * other at once cannot both succeed. `approvedNow`: this change approved a pending account (its
 * owner is e-mailed).
 */
export async function updateUser(
  db: Db,
  actorId: string,
  targetId: string,
  patch: UserPatch,
): Promise<{ user: User; approvedNow: boolean }> {
  if (actorId === targetId) throw forbidden('No puedes modificar tu propia cuenta');
  const { updated, approvedNow } = await repository.withAdminChangeLock(db, async (tx) => {
    const target = await repository.selectUser(tx, targetId);
    if (!target) throw notFound('Usuario no encontrado');
    const next = { ...target, ...patch };
    if (isActiveAdmin(target) && !isActiveAdmin(next)) {
      if (!(await repository.countOtherActiveAdmins(tx, targetId))) {
        throw conflict('Debe quedar al menos un administrador activo');
      }
    }
    const row = await repository.updateUserRow(tx, targetId, patch);
    return { updated: row, approvedNow: !target.isApproved && row.isApproved };
  });
  // A deactivated or unapproved account loses its open sessions at once; a role change needs no
  // revocation because the role is read from the database on every request.
  if (patch.isActive === false || patch.isApproved === false)
    await revokeUserSessions(db, targetId);
  return { user: toUserDto(updated), approvedNow };
}
