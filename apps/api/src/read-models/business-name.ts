import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
import { ownerAreaSettings } from '../modules/owners/owners.schema.ts';

// Issue 27: the business name from Ajustes (`owner_area_settings`, owners), read for every module
// that writes to an owner, so each mail signs with it.
/** The trainer's business name, or null when they have not set one. */
export async function selectBusinessName(db: Db | Tx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ businessName: ownerAreaSettings.businessName })
    .from(ownerAreaSettings)
    .where(eq(ownerAreaSettings.userId, userId));
  return row?.businessName?.trim() || null;
}
