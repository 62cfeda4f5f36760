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
 * other at once cannot both succeed.
 */
export async function updateUser(
  db: Db,
  actorId: string,
  targetId: string,
  patch: UserPatch,
): Promise<User> {
  if (actorId === targetId) throw forbidden('No puedes modificar tu propia cuenta');
  const updated = await repository.withAdminChangeLock(db, async (tx) => {
    const target = await repository.selectUser(tx, targetId);
    if (!target) throw notFound('Usuario no encontrado');
    const next = { ...target, ...patch };
    if (isActiveAdmin(target) && !isActiveAdmin(next)) {
      if (!(await repository.countOtherActiveAdmins(tx, targetId))) {
        throw conflict('Debe quedar al menos un administrador activo');
      }
    }
    return repository.updateUserRow(tx, targetId, patch);
  });
  // A deactivated or unapproved account loses its open sessions at once; a role change needs no
  // revocation because the role is read from the database on every request.
  if (patch.isActive === false || patch.isApproved === false)
    await revokeUserSessions(db, targetId);
  return toUserDto(updated);
}
