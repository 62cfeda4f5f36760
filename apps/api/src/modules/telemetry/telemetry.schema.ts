import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, tz, createdAt } from '../../db/columns.ts';
import { users } from '../auth/auth.schema.ts';

// The tables the telemetry module owns: only its own files query them (decision 0029).

/** First-party product analytics: no names, e-mails or form text; the user only by id. */
export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    id: id(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    route: text('route'),
    props: jsonb('props').$type<Record<string, string | number | boolean | null>>(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id'),
    release: text('release'),
    occurredAt: tz('occurred_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('telemetry_events_created_idx').on(t.createdAt),
    index('telemetry_events_type_created_idx').on(t.type, t.createdAt),
  ],
);

export const telemetryErrors = pgTable(
  'telemetry_errors',
  {
    id: id(),
    fingerprint: text('fingerprint').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    route: text('route'),
    release: text('release'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('telemetry_errors_fingerprint_idx').on(t.fingerprint, t.createdAt),
    index('telemetry_errors_created_idx').on(t.createdAt),
  ],
);
