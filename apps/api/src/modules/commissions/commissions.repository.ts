import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { commissionRules } from './commissions.schema.ts';

/** Every query of the commissions module: its rules (decision 0143). */

export type CommissionRuleRow = typeof commissionRules.$inferSelect;

export async function selectRules(db: Db, businessId: string): Promise<CommissionRuleRow[]> {
  return db.select().from(commissionRules).where(eq(commissionRules.businessId, businessId));
}

/** One rule per service: a second save replaces the first (the unique key decides). */
export async function upsertRule(
  db: Db,
  businessId: string,
  serviceId: string,
  rule: { percentBasisPoints: number | null; fixedCents: number | null },
  now: Date,
) {
  const [row] = await db
    .insert(commissionRules)
    .values({ id: uuidv7(), businessId, serviceId, ...rule, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [commissionRules.businessId, commissionRules.serviceId],
      set: { ...rule, updatedAt: now },
    })
    .returning();
  return row!;
}

export async function deleteRule(db: Db, businessId: string, serviceId: string) {
  await db
    .delete(commissionRules)
    .where(
      and(eq(commissionRules.businessId, businessId), eq(commissionRules.serviceId, serviceId)),
    );
}
