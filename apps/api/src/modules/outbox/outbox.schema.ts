import { MESSAGE_CHANNELS, OUTGOING_MESSAGE_STATUSES } from '@adiestra/shared';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, enumCheck, id, tz } from '../../db/columns.ts';
import { businesses } from '../auth/auth.schema.ts';

// The table the outbox module owns: only its own files query it (decision 0029).

/**
 * Every message the app sends, written in the transaction of the change that causes it and sent
 * by the outbox worker. Not to be confused with DATA_DIR/outbox, the dev mail drop of .eml files.
 * `payload` is the rendered message (text, html, attachments), so what is sent is what was
 * decided at commit time. `locked_until` is the lease of the process sending it.
 */
export const outgoingMessages = pgTable(
  'outgoing_messages',
  {
    id: id(),
    /** The trainer the message concerns, when any (account mails to admins have none). */
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    payload: jsonb('payload').$type<OutgoingPayload>().notNull(),
    status: text('status', { enum: OUTGOING_MESSAGE_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: tz('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: tz('sent_at'),
  },
  (t) => [
    index('outgoing_messages_due_idx').on(t.status, t.nextAttemptAt),
    index('outgoing_messages_business_idx').on(t.businessId),
    enumCheck('outgoing_messages_channel_check', t.channel, MESSAGE_CHANNELS),
    enumCheck('outgoing_messages_status_check', t.status, OUTGOING_MESSAGE_STATUSES),
  ],
);

/** A rendered e-mail as stored: attachments' content as text, binary files in base64. */
export interface OutgoingPayload {
  text: string;
  fromName?: string;
  html?: string;
  attachments?: {
    filename: string;
    content: string;
    encoding?: 'base64';
    contentType?: string;
  }[];
}
