import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { InvitableRole, MemberPermissions } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { memberInvitations } from './staff.schema.ts';

/** Every query of the staff module: its invitations (members are the auth module's). */

export type InvitationRow = typeof memberInvitations.$inferSelect;

export const permissionsOf = (row: InvitationRow): MemberPermissions => ({
  seeContacts: row.canSeeContacts,
  seeMoney: row.canSeeMoney,
  export: row.canExport,
  issueInvoices: row.canIssueInvoices,
});

/** The business's invitations still open at `now`, oldest first. */
export async function selectOpenInvitations(db: Db | Tx, businessId: string, now: Date) {
  return db
    .select()
    .from(memberInvitations)
    .where(
      and(
        eq(memberInvitations.businessId, businessId),
        isNull(memberInvitations.usedAt),
        isNull(memberInvitations.cancelledAt),
        gt(memberInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(memberInvitations.createdAt), asc(memberInvitations.id));
}

/** Closes the address's expired invitations, so a new one may be open (one open per address). */
export async function closeExpiredInvitations(
  tx: Tx,
  businessId: string,
  email: string,
  now: Date,
) {
  await tx
    .update(memberInvitations)
    .set({ cancelledAt: now })
    .where(
      and(
        eq(memberInvitations.businessId, businessId),
        eq(memberInvitations.email, email),
        isNull(memberInvitations.usedAt),
        isNull(memberInvitations.cancelledAt),
        lte(memberInvitations.expiresAt, now),
      ),
    );
}

export async function insertInvitation(
  tx: Tx,
  values: {
    businessId: string;
    email: string;
    role: InvitableRole;
    permissions: MemberPermissions;
    tokenHash: string;
    invitedBy: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<InvitationRow> {
  const [row] = await tx
    .insert(memberInvitations)
    .values({
      id: uuidv7(),
      businessId: values.businessId,
      email: values.email,
      role: values.role,
      canSeeContacts: values.permissions.seeContacts,
      canSeeMoney: values.permissions.seeMoney,
      canExport: values.permissions.export,
      canIssueInvoices: values.permissions.issueInvoices,
      tokenHash: values.tokenHash,
      invitedBy: values.invitedBy,
      createdAt: values.now,
      expiresAt: values.expiresAt,
    })
    .returning();
  return row!;
}

/** Cancels an open invitation of the business; false when there is none by that id. */
export async function cancelInvitation(
  db: Db | Tx,
  businessId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(memberInvitations)
    .set({ cancelledAt: now })
    .where(
      and(
        eq(memberInvitations.businessId, businessId),
        eq(memberInvitations.id, id),
        isNull(memberInvitations.usedAt),
        isNull(memberInvitations.cancelledAt),
      ),
    )
    .returning({ id: memberInvitations.id });
  return rows.length > 0;
}

/** The invitation a link's token names, whatever its state. */
export async function findInvitationByHash(db: Db | Tx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(memberInvitations)
    .where(eq(memberInvitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** The same, locked: of concurrent accepts only the first finds it unused. */
export async function lockInvitationByHash(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(memberInvitations)
    .where(eq(memberInvitations.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  return row;
}

export async function markInvitationUsed(
  tx: Tx,
  businessId: string,
  id: string,
  userId: string,
  now: Date,
) {
  await tx
    .update(memberInvitations)
    .set({ usedAt: now, acceptedUserId: userId })
    .where(and(eq(memberInvitations.businessId, businessId), eq(memberInvitations.id, id)));
}
