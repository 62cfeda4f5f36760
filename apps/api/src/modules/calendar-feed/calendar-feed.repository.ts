import { and, eq } from 'drizzle-orm';
import type { CalendarFeedScope } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { calendarFeeds } from './calendar-feed.schema.ts';

/** The calendar feed module's queries of `calendar_feeds`; what a feed lists is a read model. */

export interface FeedKey {
  businessId: string;
  trainerId: string;
  scope: CalendarFeedScope;
}

/** Replaces the feed's token: the old hash is gone in the same statement. */
export async function upsertFeedToken(db: Db, key: FeedKey, tokenHash: string, now: Date) {
  await db
    .insert(calendarFeeds)
    .values({ ...key, tokenHash, createdAt: now })
    .onConflictDoUpdate({
      target: [calendarFeeds.businessId, calendarFeeds.trainerId, calendarFeeds.scope],
      set: { tokenHash, createdAt: now },
    });
}

export async function findFeed(db: Db, key: FeedKey) {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(
      and(
        eq(calendarFeeds.businessId, key.businessId),
        eq(calendarFeeds.trainerId, key.trainerId),
        eq(calendarFeeds.scope, key.scope),
      ),
    );
  return row;
}
