import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { foldSql, foldText } from './text-search.ts';

/** Whose bookings an erasure reaches: the client's id, its dogs' ids, its e-mail and its name. */
export interface ErasureMatch {
  businessId: string;
  clientId: string;
  dogIds: string[];
  /** Lower-case. */
  email: string;
  /** "First Last" as the client record has it. */
  name: string;
}

/** The booking columns an erasure matches on (requests and appointments have the same five). */
interface BookingColumns {
  businessId: PgColumn;
  clientId: PgColumn;
  dogId: PgColumn;
  clientEmail: PgColumn;
  clientName: PgColumn;
}

const spaced = (text: string) => text.trim().replace(/\s+/g, ' ');

/** Linked to the erased client or one of its dogs (whoever made the booking). */
const linkedTo = (table: BookingColumns, match: ErasureMatch): SQL =>
  or(
    eq(table.clientId, match.clientId),
    match.dogIds.length ? inArray(table.dogId, match.dogIds) : undefined,
  )!;

/**
 * A booking of the erased person (issue 20): made with the client's e-mail, or linked to the
 * client or its dogs and made in the client's name. Issue 28: a booking linked to the client but
 * made by someone else (another e-mail and another name — a stranger who gave the client's phone,
 * which a trainer then chose) is that other person's data and is not anonymised; it is only
 * unlinked (`linkedToOtherPerson`), since the client it pointed to is gone.
 */
export const bookingOfErasedPerson = (table: BookingColumns, match: ErasureMatch) =>
  and(
    eq(table.businessId, match.businessId),
    or(
      // A client without an e-mail (issue 27.3) is not every booking made without one.
      match.email ? sql`lower(${table.clientEmail}) = ${match.email}` : undefined,
      and(
        linkedTo(table, match),
        sql`${foldSql(sql`regexp_replace(trim(${table.clientName}), '\\s+', ' ', 'g')`)} = ${foldText(spaced(match.name))}`,
      ),
    ),
  );

/** The bookings still linked to the erased client or its dogs once its own are anonymised. */
export const linkedToErasedClient = (table: BookingColumns, match: ErasureMatch) =>
  and(eq(table.businessId, match.businessId), linkedTo(table, match));
