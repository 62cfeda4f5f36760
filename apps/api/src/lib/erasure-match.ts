import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Whose bookings an erasure reaches: the client's id, its dogs' ids, its e-mail (lower-case). */
export interface ErasureMatch {
  userId: string;
  clientId: string;
  dogIds: string[];
  email: string;
}

/** The booking columns an erasure matches on (requests and appointments have the same four). */
interface BookingColumns {
  userId: PgColumn;
  clientId: PgColumn;
  dogId: PgColumn;
  clientEmail: PgColumn;
}

/**
 * A booking of the erased person, for issue 20: linked to the client or one of its dogs, or not
 * linked yet but made with the client's e-mail.
 */
export const bookingOfErasedPerson = (table: BookingColumns, match: ErasureMatch) =>
  and(
    eq(table.userId, match.userId),
    or(
      eq(table.clientId, match.clientId),
      match.dogIds.length ? inArray(table.dogId, match.dogIds) : undefined,
      sql`lower(${table.clientEmail}) = ${match.email}`,
    ),
  );
