import { and, count, eq, getTableColumns, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { MemberPermissions, MemberRole } from '@adiestra/shared';
import {
  businesses,
  businessMembers,
  loginSessions,
  passwordResetTokens,
  users,
} from './auth.schema.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { insertDefaultExercises } from '../reports/index.ts';
import { insertDefaultServices } from '../services/index.ts';

/** Every query of the auth module: accounts as they sign in, login sessions and reset tokens. */
export type UserRow = typeof users.$inferSelect;
/** An account with the business it works in and its role there. */
export type MemberRow = UserRow & {
  businessId: string;
  memberRole: MemberRole;
  /** The titular's toggles for this member (decision 0133); the titular's are all on. */
  permissions: MemberPermissions;
};

const permissionColumns = {
  seeContacts: businessMembers.canSeeContacts,
  seeMoney: businessMembers.canSeeMoney,
  export: businessMembers.canExport,
  issueInvoices: businessMembers.canIssueInvoices,
};

const memberColumns = {
  ...getTableColumns(users),
  businessId: businessMembers.businessId,
  memberRole: businessMembers.role,
  permissions: permissionColumns,
};

/** The account with its current membership; undefined when it has none (a removed member). */
export async function findActiveMember(
  db: Db | Tx,
  userId: string,
): Promise<MemberRow | undefined> {
  const [member] = await db
    .select(memberColumns)
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(and(eq(businessMembers.userId, userId), isNull(businessMembers.endedAt)))
    .limit(1);
  return member;
}

const FIRST_USER_LOCK = 727_001;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

/**
 * A business whose titular's account is approved and active (the business a public booking page
 * belongs to), with that account, or undefined.
 */
export async function findBookableBusiness(
  db: Db | Tx,
  businessId: string,
): Promise<MemberRow | undefined> {
  const [member] = await db
    .select(memberColumns)
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(
      and(
        eq(businessMembers.businessId, businessId),
        eq(businessMembers.role, 'titular'),
        eq(users.isApproved, true),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return member;
}

/** Who is told of a new account: every approved, active admin. */
export async function selectActiveAdmins(db: Db | Tx) {
  return db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isApproved, true), eq(users.isActive, true)));
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** Inserts an account; the first one ever (serialised by an advisory lock) is an approved admin. */
export async function insertUser(
  db: Db,
  values: { email: string; passwordHash: string; firstName: string; lastName: string },
  /** Runs in the insert's transaction (the admins' notice goes to the outbox with the account). */
  alongside?: (tx: Tx, row: UserRow) => Promise<void>,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    // Serialises concurrent sign-ups so exactly one becomes the first (admin) account.
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_USER_LOCK})`);
    const [existing] = await tx.select({ id: users.id }).from(users).limit(1);
    const first = !existing;
    const [row] = await tx
      .insert(users)
      .values({
        id: uuidv7(),
        ...values,
        role: first ? 'admin' : 'user',
        isApproved: first,
      })
      .returning();
    // A sign-up opens a business of its own, with the new account as its titular. The business
    // takes its titular's id (decision 0132): the reads that show a business through its
    // titular's account (name, time zone, e-mail) join on it until the business has a profile.
    const businessId = row!.id;
    await tx.insert(businesses).values({ id: businessId });
    await tx.insert(businessMembers).values({ businessId, userId: row!.id, role: 'titular' });
    // Every business starts with the spec's eight services, in the same transaction.
    await insertDefaultServices(tx, businessId);
    // And the exercise library's common exercises.
    await insertDefaultExercises(tx, businessId);
    await alongside?.(tx, row!);
    return row!;
  });
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'phone' | 'timeZone' | 'passwordHash'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function markSignedIn(db: Db, id: string): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ lastLogin: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function insertLoginSession(db: Db, id: string, userId: string, expiresAt: Date) {
  await db.insert(loginSessions).values({ id, userId, expiresAt });
}

/** Built once per app and prepared on the database: it runs on every authenticated request. */
export function prepareLiveSessionLookup(db: Db) {
  return (
    db
      .select({
        user: users,
        businessId: businessMembers.businessId,
        memberRole: businessMembers.role,
        permissions: permissionColumns,
        expiresAt: loginSessions.expiresAt,
      })
      .from(loginSessions)
      .innerJoin(users, eq(users.id, loginSessions.userId))
      // A removed member's membership is closed: no session of theirs is live (decision 0133).
      .innerJoin(
        businessMembers,
        and(eq(businessMembers.userId, loginSessions.userId), isNull(businessMembers.endedAt)),
      )
      .where(
        and(
          eq(loginSessions.id, sql.placeholder('sessionId')),
          eq(loginSessions.userId, sql.placeholder('userId')),
          isNull(loginSessions.revokedAt),
          gt(loginSessions.expiresAt, sql`now()`),
        ),
      )
      .limit(1)
      .prepare('auth_live_session')
  );
}

export async function revokeLoginSession(db: Db, sessionId: string) {
  await db
    .update(loginSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(loginSessions.id, sessionId), isNull(loginSessions.revokedAt)));
}

/** Ends every live session of a user, except `keep` when given. */
export async function revokeUserLoginSessions(db: Db, userId: string, keep?: string) {
  const conditions = [eq(loginSessions.userId, userId), isNull(loginSessions.revokedAt)];
  if (keep) conditions.push(ne(loginSessions.id, keep));
  await db
    .update(loginSessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}

/** How long a reset link lives (password-reset.service.ts). */
export const RESET_LINK_HOURS = 1;

/**
 * A new reset link for the account; issue 28: its older outstanding links are spent with it (the
 * caller's transaction, which also writes the mail to the outbox), so only the newest link works.
 */
export async function insertResetToken(
  db: Db | Tx,
  userId: string,
  tokenHash: string,
  expiresAt: Date,
) {
  await spendResetTokensOf(db, userId);
  await db.insert(passwordResetTokens).values({ id: uuidv7(), userId, tokenHash, expiresAt });
}

/**
 * Spends a live reset token and sets the new password in one transaction; the conditional update
 * is what makes a token single-use, even under concurrent submits. Returns the user, or null.
 */
/**
 * Spends the link and, in the same update, every other outstanding link of its account (issue 14
 * finding 3), then sets the password: of concurrent submits only the first finds its link unused.
 */
export async function spendResetToken(
  db: Db,
  tokenHash: string,
  passwordHash: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
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
}

/** Every outstanding reset link of the account, spent (its password changed another way). */
export async function spendResetTokensOf(db: Db | Tx, userId: string) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Reset links sent to the account since `since` (the per-account cap on reset mails). */
export async function countResetTokensSince(db: Db, userId: string, since: Date) {
  const [row] = await db
    .select({ value: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)));
  return row?.value ?? 0;
}

/**
 * Deletes login sessions and reset tokens that can no longer be used: expired ones, and revoked or
 * spent ones (a revoked session or a used token never comes back to life).
 */
export async function deleteDeadCredentials(db: Db, now: Date) {
  const sessions = await db
    .delete(loginSessions)
    .where(or(lt(loginSessions.expiresAt, now), lt(loginSessions.revokedAt, now)))
    .returning({ id: loginSessions.id });
  const tokens = await db
    .delete(passwordResetTokens)
    .where(
      or(
        lt(passwordResetTokens.expiresAt, now),
        // A spent link stays until its hour is over: the per-account cap on reset mails counts
        // the links of the last hour, and a newer link spends the older ones (issue 28).
        and(
          lt(passwordResetTokens.usedAt, now),
          lt(passwordResetTokens.createdAt, new Date(now.getTime() - RESET_LINK_HOURS * 3_600_000)),
        ),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return { sessions: sessions.length, tokens: tokens.length };
}
