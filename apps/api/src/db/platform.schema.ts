import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

/** Tables of no module: kept by lib/ (the rate-limit counters of lib/counter-store.ts). */

/** Rate-limit counters shared by every API process on one PostgreSQL (DESIGN §6). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: tz('reset_at').notNull(),
});
