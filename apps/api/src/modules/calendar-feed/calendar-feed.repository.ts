import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarFeeds } from './calendar-feed.schema.ts';

/** The calendar feed module's queries of `calendar_feeds`; what a feed lists is a read model. */

/** Replaces the trainer's token: the old hash is gone in the same statement. */
export async function upsertFeedToken(db: Db, businessId: string, tokenHash: string, now: Date) {
  await db
    .insert(calendarFeeds)
    .values({ businessId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.businessId, set: { tokenHash, createdAt: now } });
}

export async function findFeed(db: Db, businessId: string) {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.businessId, businessId));
  return row;
}
