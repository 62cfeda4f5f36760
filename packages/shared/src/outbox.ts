import { z } from './z.ts';

/** The ways a message leaves the app; e-mail today, another channel is one more value here. */
export const MESSAGE_CHANNELS = ['email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** pending: waiting for (another) attempt; sent: handed to the mail server; failed: gave up. */
export const OUTGOING_MESSAGE_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutgoingMessageStatus = (typeof OUTGOING_MESSAGE_STATUSES)[number];

export const OUTBOX_MESSAGES = {
  retried: 'Mensaje puesto de nuevo en cola',
  notFailed: 'Solo se puede reintentar un mensaje fallido',
  notFound: 'Mensaje no encontrado',
} as const;

export const OutboxQuerySchema = z.object({
  status: z.enum(OUTGOING_MESSAGE_STATUSES).default('failed'),
});

/** The admin's list shows the newest this many; older ones are in the database. */
export const OUTBOX_LIST_LIMIT = 100;

/** What the admin sees of a message: who it was for and why it failed, never its body. */
export const OutgoingMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(OUTGOING_MESSAGE_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type OutgoingMessage = z.infer<typeof OutgoingMessageSchema>;

export const OutgoingMessageListSchema = z.object({ messages: z.array(OutgoingMessageSchema) });
