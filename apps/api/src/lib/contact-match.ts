import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { normalizePhone } from '@adiestra/shared/whatsapp';
import { foldSql, foldText } from './text-search.ts';

/**
 * How a booking finds the trainer's client it belongs to (issue 13): the same e-mail, ignoring
 * case and accents, or the same phone. Issue 28: phones are compared in E.164 (libphonenumber,
 * Spain by default), so "+34 612 34 56 78" and "612345678" are one number but "+44 612345678" is
 * not; and a phone alone is only ever a suggestion (`matchedBy: 'phone'`): a booking is applied
 * to a client without the trainer's choice only when the e-mail is the client's.
 */
export type MatchedBy = 'email' | 'phone';

/** The phone in E.164, or null when it is not a valid number (nothing to match on). */
export function phoneKey(phone: string): string | null {
  const result = normalizePhone(phone);
  return result.ok ? result.e164 : null;
}

/** The last nine digits: a cheap SQL pre-filter; the E.164 comparison decides (phoneKey). */
const PHONE_TAIL = 9;
export const phoneTail = (e164: string) => e164.replace(/\D/g, '').slice(-PHONE_TAIL);
export function phoneTailSql(column: AnyColumn): SQL {
  return sql`right(regexp_replace(${column}, '[^0-9]', '', 'g'), ${sql.raw(String(PHONE_TAIL))})`;
}

/** The e-mail as compared: lower case, accents folded, no surrounding spaces. */
export const emailKey = (email: string) => foldText(email.trim());
export const emailKeySql = (column: AnyColumn) => foldSql(sql`trim(${column})`);

/**
 * A person's full name as compared when a phone alone would match (issue 27): case, accents,
 * punctuation and spacing aside, so "María José  García" is "maria jose garcia".
 */
export const personNameKey = (name: string) =>
  foldText(name)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
