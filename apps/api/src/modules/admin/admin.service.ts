import type { User } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { DATA_RIGHTS_MESSAGES } from '@adiestra/shared';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { pageInfo } from '../../lib/pagination.ts';
import { accounts, revokeUserSessions, toUserDto, type UserPatch } from '../auth/index.ts';
import { recordAudit } from '../audit/index.ts';
import { accountApprovedMail } from '../../emails/index.ts';
import { assertFiscalRecordsMayBeKept } from '../invoices/index.ts';
import { enqueueMails } from '../outbox/index.ts';
import { revokeOrphanOwnerAccess } from '../owners/index.ts';

export async function listUsers(db: Db, page: number, limit: number) {
  const { rows, total } = await accounts.selectUserPage(db, page, limit);
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
  now: Date,
  appUrl: string,
): Promise<{ user: User; approvedNow: boolean }> {
  if (actorId === targetId) throw forbidden('No puedes modificar tu propia cuenta');
  const { updated, approvedNow } = await accounts.withAdminChangeLock(db, async (tx) => {
    const target = await accounts.selectUser(tx, targetId);
    if (!target) throw notFound('Usuario no encontrado');
    const next = { ...target, ...patch };
    if (isActiveAdmin(target) && !isActiveAdmin(next)) {
      if (!(await accounts.countOtherActiveAdmins(tx, targetId))) {
        throw conflict('Debe quedar al menos un administrador activo');
      }
    }
    const row = await accounts.updateUserRow(tx, targetId, patch);
    await recordChange(tx, actorId, targetId, patch, now);
    const approvedNow = !target.isApproved && row.isApproved;
    // Written with the approval: the trainer hears of it if and only if it commits.
    if (approvedNow) {
      await enqueueMails(tx, [await accountApprovedMail(toUserDto(row), appUrl)], {
        businessId: row.id,
        now,
      });
    }
    return { updated: row, approvedNow };
  });
  // A deactivated or unapproved account loses its open sessions at once; a role change needs no
  // revocation because the role is read from the database on every request.
  if (patch.isActive === false || patch.isApproved === false)
    await revokeUserSessions(db, targetId);
  return { user: toUserDto(updated), approvedNow };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Issue 20: one audit entry for each kind of change, in the change's transaction. */
async function recordChange(tx: Tx, actorId: string, targetId: string, patch: UserPatch, at: Date) {
  const base = { actorId, targetType: 'user' as const, targetId, at };
  if (patch.isApproved !== undefined) {
    await recordAudit(tx, {
      ...base,
      action: 'user.approval_changed',
      details: { isApproved: patch.isApproved },
    });
  }
  if (patch.role !== undefined) {
    await recordAudit(tx, { ...base, action: 'user.role_changed', details: { role: patch.role } });
  }
  if (patch.isActive !== undefined) {
    await recordAudit(tx, {
      ...base,
      action: 'user.status_changed',
      details: { isActive: patch.isActive },
    });
  }
}

/**
 * Issue 20: deletes a trainer account with its data (RGPD art. 28: the processor deletes what it
 * held for the controller). The account goes with the business it is titular of (whose id is the
 * account's, decision 0132), and every row of that business by its `business_id` key's cascade —
 * clients, dogs, photos, sessions, bookings, payments, bonos, settings — except the fiscal
 * records, which the law requires to keep (decision 0123): invoices, their lines, the registro and
 * its AEAT submissions stay, and the deletion waits until the AEAT has accepted every record.
 * Owners' sign-in links and sessions of addresses no other trainer has a booking under stop at
 * once; the audit entry keeps the account's id and role only. The same locks and last-admin rule
 * as any admin change. Answers how many invoices were kept.
 */
export async function deleteUser(db: Db, actorId: string, targetId: string, now: Date) {
  if (actorId === targetId) throw forbidden(DATA_RIGHTS_MESSAGES.cannotDeleteSelf);
  return accounts.withAdminChangeLock(db, async (tx) => {
    const target = await accounts.selectUser(tx, targetId);
    if (!target) throw notFound('Usuario no encontrado');
    if (isActiveAdmin(target) && !(await accounts.countOtherActiveAdmins(tx, targetId))) {
      throw conflict('Debe quedar al menos un administrador activo');
    }
    // The business of a titular has the titular's id (decision 0132).
    const keptInvoices = await assertFiscalRecordsMayBeKept(tx, targetId);
    await accounts.deleteUserRow(tx, targetId);
    await revokeOrphanOwnerAccess(tx);
    await recordAudit(tx, {
      actorId,
      action: 'user.deleted',
      targetType: 'user',
      targetId,
      details: { role: target.role, keptInvoices },
      at: now,
    });
    return { keptInvoices };
  });
}
