import { foreignKey, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CALENDAR_FEED_SCOPES } from '@adiestra/shared';
import { createdAt, enumCheck } from '../../db/columns.ts';
import { businessMembers, businesses } from '../auth/auth.schema.ts';

// The tables the calendar-feed module owns: only its own files query them (decision 0029).

/**
 * The private calendar feeds (issue 16): one live token per trainer for their own work, and one
 * of the titular's for the whole business (decision 0140), kept only as its SHA-256, so a new
 * one replaces the old at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    trainerId: uuid('trainer_id').notNull(),
    scope: text('scope', { enum: CALENDAR_FEED_SCOPES }).notNull().default('trainer'),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'calendar_feeds_pkey', columns: [t.businessId, t.trainerId, t.scope] }),
    uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash),
    enumCheck('calendar_feeds_scope_check', t.scope, CALENDAR_FEED_SCOPES),
    foreignKey({
      name: 'calendar_feeds_business_trainer_fk',
      columns: [t.businessId, t.trainerId],
      foreignColumns: [businessMembers.businessId, businessMembers.userId],
    }).onDelete('cascade'),
  ],
);
