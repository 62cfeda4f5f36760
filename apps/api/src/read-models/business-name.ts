import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
import { bookingSlugs, ownerAreaSettings } from '../modules/owners/owners.schema.ts';

// Issue 27: the business name from Ajustes (`owner_area_settings`, owners), read for every module
// that writes to an owner, so each mail signs with it.
/** The trainer's business name, or null when they have not set one. */
export async function selectBusinessName(db: Db | Tx, businessId: string): Promise<string | null> {
  const [row] = await db
    .select({ businessName: ownerAreaSettings.businessName })
    .from(ownerAreaSettings)
    .where(eq(ownerAreaSettings.businessId, businessId));
  return row?.businessName?.trim() || null;
}

/**
 * The slug of the trainer's readable booking address (issue 27, `booking_slugs`, owners), the
 * one chosen last; null without a business name, so mails link the id address as Ajustes shows.
 */
export async function selectBookingSlug(db: Db | Tx, businessId: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: bookingSlugs.slug, businessName: ownerAreaSettings.businessName })
    .from(bookingSlugs)
    .innerJoin(ownerAreaSettings, eq(ownerAreaSettings.businessId, bookingSlugs.businessId))
    .where(eq(bookingSlugs.businessId, businessId))
    .orderBy(desc(bookingSlugs.chosenAt))
    .limit(1);
  return row?.businessName?.trim() ? row.slug : null;
}
