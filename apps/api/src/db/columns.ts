/** Column helpers shared by the modules' schema files (modules/<m>/<m>.schema.ts). */
import { sql } from 'drizzle-orm';
import { check, customType, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A wall-clock range (timestamp without time zone), as the exclusion constraints compare. */
export const tsrange = customType<{ data: string }>({ dataType: () => 'tsrange' });

/** A CHECK that keeps a text column inside one of the shared enums (packages/shared). */
export const enumCheck = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`);

export const id = () => uuid('id').primaryKey();
export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => tz('created_at').notNull().defaultNow();
export const updatedAt = () => tz('updated_at').notNull().defaultNow();

/**
 * A booking's client and dog (issue 13): nullable (a booking not linked yet, or whose client or dog
 * was deleted) and always the trainer's own, the dog always the client's. Drizzle cannot declare
 * `ON DELETE SET NULL (column)` (PostgreSQL 15), so the three foreign keys are written by hand in
 * migration 0010_booking_links.sql: deleting a client or dog keeps the booking, unlinked.
 */
export const clientAndDogColumns = () => ({
  clientId: uuid('client_id'),
  dogId: uuid('dog_id'),
});
