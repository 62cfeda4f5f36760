import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  nextTrainerColour,
  type MemberPermissions,
  type MemberRole,
  type TrainerColour,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { businessMembers, loginSessions, users } from './auth.schema.ts';

/** The queries of a business's staff (decision 0133): memberships and their accounts. */

export const toPermissionValues = (p: MemberPermissions) => ({
  canSeeContacts: p.seeContacts,
  canSeeMoney: p.seeMoney,
  canExport: p.export,
  canIssueInvoices: p.issueInvoices,
});

const memberSelection = {
  userId: businessMembers.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: businessMembers.role,
  seeContacts: businessMembers.canSeeContacts,
  seeMoney: businessMembers.canSeeMoney,
  export: businessMembers.canExport,
  issueInvoices: businessMembers.canIssueInvoices,
  colour: businessMembers.colour,
  joinedAt: businessMembers.createdAt,
};
export type MemberListRow = {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: MemberRole;
  seeContacts: boolean;
  seeMoney: boolean;
  export: boolean;
  issueInvoices: boolean;
  colour: TrainerColour;
  joinedAt: Date;
};

/** The business's current members (a removed one's row stays, closed), the titular first. */
export async function selectMembers(db: Db | Tx, businessId: string): Promise<MemberListRow[]> {
  return db
    .select(memberSelection)
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(and(eq(businessMembers.businessId, businessId), isNull(businessMembers.endedAt)))
    .orderBy(
      sql`case ${businessMembers.role} when 'titular' then 0 else 1 end`,
      asc(businessMembers.createdAt),
      asc(businessMembers.userId),
    );
}

/** One current member of the business, locked for the caller's change, or undefined. */
export async function lockMember(
  tx: Tx,
  businessId: string,
  userId: string,
): Promise<MemberListRow | undefined> {
  const [row] = await tx
    .select(memberSelection)
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(
      and(
        eq(businessMembers.businessId, businessId),
        eq(businessMembers.userId, userId),
        isNull(businessMembers.endedAt),
      ),
    )
    .for('update', { of: businessMembers })
    .limit(1);
  return row;
}

export async function updateMembership(
  tx: Tx,
  businessId: string,
  userId: string,
  values: { role: MemberRole; permissions: MemberPermissions },
) {
  await tx
    .update(businessMembers)
    .set({ role: values.role, ...toPermissionValues(values.permissions) })
    .where(and(eq(businessMembers.businessId, businessId), eq(businessMembers.userId, userId)));
}

export async function updateColour(
  tx: Tx,
  businessId: string,
  userId: string,
  colour: TrainerColour,
) {
  await tx
    .update(businessMembers)
    .set({ colour })
    .where(and(eq(businessMembers.businessId, businessId), eq(businessMembers.userId, userId)));
}

/** The colours the business's current members show in, for a new member's (decision 0140). */
async function takenColours(tx: Tx, businessId: string): Promise<TrainerColour[]> {
  const rows = await tx
    .select({ colour: businessMembers.colour })
    .from(businessMembers)
    .where(and(eq(businessMembers.businessId, businessId), isNull(businessMembers.endedAt)));
  return rows.map((row) => row.colour);
}

/**
 * Closes the membership and ends every session of the account in the same transaction; the
 * updates notify `auth_changes`, so every process's session cache drops them at once.
 */
export async function endMembership(tx: Tx, businessId: string, userId: string, now: Date) {
  await tx
    .update(businessMembers)
    .set({ endedAt: now })
    .where(and(eq(businessMembers.businessId, businessId), eq(businessMembers.userId, userId)));
  await tx
    .update(loginSessions)
    .set({ revokedAt: now })
    .where(and(eq(loginSessions.userId, userId), isNull(loginSessions.revokedAt)));
}

/** A member's new account, approved (the business is), with its membership. */
export async function insertMemberAccount(
  tx: Tx,
  values: {
    businessId: string;
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    role: MemberRole;
    permissions: MemberPermissions;
    now: Date;
  },
): Promise<string> {
  const id = uuidv7();
  await tx.insert(users).values({
    id,
    email: values.email,
    passwordHash: values.passwordHash,
    firstName: values.firstName,
    lastName: values.lastName,
    isApproved: true,
    lastLogin: values.now,
  });
  await tx.insert(businessMembers).values({
    businessId: values.businessId,
    userId: id,
    role: values.role,
    ...toPermissionValues(values.permissions),
    colour: nextTrainerColour(await takenColours(tx, values.businessId)),
    createdAt: values.now,
  });
  return id;
}

/** Whether an account, of any business or none, has this e-mail. */
export async function emailHasAccount(db: Db | Tx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row !== undefined;
}

/** The business's titular, by name, for what is sent on its behalf. */
export async function selectTitular(db: Db | Tx, businessId: string) {
  const [row] = await db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(and(eq(businessMembers.businessId, businessId), eq(businessMembers.role, 'titular')))
    .limit(1);
  return row;
}

/** A member's display name, whatever the state of their membership. */
export async function selectPersonName(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}
