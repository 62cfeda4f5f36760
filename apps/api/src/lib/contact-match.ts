import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { foldSql, foldText } from './text-search.ts';

/**
 * How a booking finds the trainer's client it belongs to (issue 13): the same e-mail, ignoring
 * case and accents, or the same phone by its digits. Only the last 9 digits are compared, so
 * "+34 612 34 56 78" is "612345678" (Spanish numbers have 9 digits after the country code).
 * Migration 0010_booking_links.sql links the existing bookings with the same rules, in SQL.
 */
const PHONE_DIGITS = 9;
/** Fewer digits than this is not a phone worth matching on ("123" would match too much). */
const MIN_PHONE_DIGITS = 6;

export function phoneKey(phone: string): string | null {
  const digits = phone.replace(/\D/g, '').slice(-PHONE_DIGITS);
  return digits.length >= MIN_PHONE_DIGITS ? digits : null;
}

export function phoneKeySql(column: AnyColumn): SQL {
  return sql`right(regexp_replace(${column}, '[^0-9]', '', 'g'), ${sql.raw(String(PHONE_DIGITS))})`;
}

/** The e-mail as compared: lower case, accents folded, no surrounding spaces. */
export const emailKey = (email: string) => foldText(email.trim());
export const emailKeySql = (column: AnyColumn) => foldSql(sql`trim(${column})`);
