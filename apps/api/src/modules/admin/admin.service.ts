import type { Role, User } from '@adiestra/shared';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { revokeUserSessions, toUserDto } from '../auth/index.ts';

const ADMIN_CHANGE_LOCK = 727_002;

export async function listUsers(db: Db, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .orderBy(desc(users.createdAt))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(users),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    users: rows.map(toUserDto),
    pagination: {
      page,
      limit,
      total: totalCount,
      totalPages: Math.max(1, Math.ceil(totalCount / limit)),
    },
  };
}

type UserPatch = Partial<{ isApproved: boolean; role: Role; isActive: boolean }>;

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
  const updated = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
    const [target] = await tx.select().from(users).where(eq(users.id, targetId)).limit(1);
    if (!target) throw notFound('Usuario no encontrado');
    const next = { ...target, ...patch };
    if (isActiveAdmin(target) && !isActiveAdmin(next)) {
      const [others] = await tx
        .select({ value: count() })
        .from(users)
        .where(
          and(
            ne(users.id, targetId),
            eq(users.role, 'admin'),
            eq(users.isActive, true),
            eq(users.isApproved, true),
          ),
        );
      if (!others?.value) throw conflict('Debe quedar al menos un administrador activo');
    }
    const [row] = await tx
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, targetId))
      .returning();
    return row!;
  });
  // A deactivated or unapproved account loses its open sessions at once; a role change needs no
  // revocation because the role is read from the database on every request.
  if (patch.isActive === false || patch.isApproved === false)
    await revokeUserSessions(db, targetId);
  return toUserDto(updated);
}
