import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { businesses } from '../auth/auth.schema.ts';

// The tables the calendar-feed module owns: only its own files query them (decision 0029).

/**
 * The trainer's private calendar feed (issue 16): one live token per trainer, kept only as its
 * SHA-256, so a new one replaces the old at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    businessId: uuid('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash)],
);
