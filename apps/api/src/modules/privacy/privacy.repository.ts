import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { privacyTexts } from './privacy.schema.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Tx } from '../../lib/trainer-lock.ts';

/**
 * Every query on `privacy_texts` (issue 20). Versions are only inserted, never updated. The
 * default text's responsible party is a read model (read-models/privacy-responsible.ts).
 */
type Conn = Db | Tx;
export type PrivacyRow = typeof privacyTexts.$inferSelect;

export async function selectCurrent(db: Conn, businessId: string): Promise<PrivacyRow | undefined> {
  const [row] = await db
    .select()
    .from(privacyTexts)
    .where(eq(privacyTexts.businessId, businessId))
    .orderBy(desc(privacyTexts.version))
    .limit(1);
  return row;
}

/** The latest version of each of these trainers. */
export async function selectCurrentOf(db: Conn, businessIds: string[]) {
  if (businessIds.length === 0) return [];
  return db
    .selectDistinctOn([privacyTexts.businessId], {
      id: privacyTexts.id,
      businessId: privacyTexts.businessId,
    })
    .from(privacyTexts)
    .where(inArray(privacyTexts.businessId, businessIds))
    .orderBy(privacyTexts.businessId, desc(privacyTexts.version));
}

/**
 * Appends the next version. Two saves at once: the unique (user, version) key refuses the second,
 * which then retries once with the number after it. With `onlyIfNone`, writes version 1 only
 * when the trainer has none (the default text), and returns nothing when another did.
 */
export async function insertVersion(
  db: Conn,
  businessId: string,
  body: string,
  now: Date,
  onlyIfNone = false,
): Promise<PrivacyRow | undefined> {
  const next = sql<number>`(select coalesce(max(${privacyTexts.version}), 0) + 1 from ${privacyTexts} where ${privacyTexts.businessId} = ${businessId})`;
  const [row] = await db
    .insert(privacyTexts)
    .values({ id: uuidv7(), businessId, version: onlyIfNone ? 1 : next, body, createdAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}
