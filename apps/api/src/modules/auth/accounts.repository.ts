import type { Role } from '@adiestra/shared';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses, businessMembers, users } from './auth.schema.ts';

/** Accounts as an administrator lists and changes them: the admin module's queries of `users`. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type UserPatch = Partial<{ isApproved: boolean; role: Role; isActive: boolean }>;

const ADMIN_CHANGE_LOCK = 727_002;

export async function selectUserPage(db: Db, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .orderBy(desc(users.createdAt))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(users),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Runs `change` in a transaction holding the one lock every admin change takes. */
export function withAdminChangeLock<T>(db: Db, change: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
    return change(tx);
  });
}

export async function selectUser(tx: Tx, id: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Active, approved admins other than `id`. */
export async function countOtherActiveAdmins(tx: Tx, id: string) {
  const [others] = await tx
    .select({ value: count() })
    .from(users)
    .where(
      and(
        ne(users.id, id),
        eq(users.role, 'admin'),
        eq(users.isActive, true),
        eq(users.isApproved, true),
      ),
    );
  return others?.value ?? 0;
}

export async function updateUserRow(tx: Tx, id: string, patch: UserPatch) {
  const [row] = await tx
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** The account and the business it is the titular of, with every row of it by its keys' cascade. */
export async function deleteUserRow(tx: Tx, id: string) {
  const owned = tx
    .select({ id: businessMembers.businessId })
    .from(businessMembers)
    .where(and(eq(businessMembers.userId, id), eq(businessMembers.role, 'titular')));
  await tx.delete(businesses).where(inArray(businesses.id, owned));
  await tx.delete(users).where(eq(users.id, id));
}
