import { BOOKING_LINK_DAYS_AFTER, addDays } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { newToken } from './owner-tokens.ts';
import * as repository from './owners.repository.ts';

/** The page a booking link opens: shows that one booking, and acts only on a button (a POST). */
export const bookingLinkUrl = (appUrl: string, token: string) =>
  `${appUrl}/mi-area/cita?token=${token}`;
export const ownerAreaUrl = (appUrl: string) => `${appUrl}/mi-area`;

export type BookingLinkTarget =
  { businessId: string; appointmentId: string } | { businessId: string; requestId: string };

/**
 * A new booking link's token for one appointment or one request of `businessId`: 256 random bits,
 * stored hashed, good until `daysAfter` days after the booking's day (BOOKING_LINK_DAYS_AFTER for a
 * mailed link) and never once its appointment is cancelled (issue 28). Null when the
 * booking does not exist. Takes a transaction too, so the link lives or dies with what issues it
 * (a reminder's claim, issue 16).
 */
export async function issueBookingToken(
  db: Db,
  target: BookingLinkTarget,
  daysAfter: number = BOOKING_LINK_DAYS_AFTER,
): Promise<string | null> {
  const { businessId } = target;
  const appointmentId = 'appointmentId' in target ? target.appointmentId : null;
  const requestId = 'requestId' in target ? target.requestId : null;
  const day = (await repository.selectBookingDay(db, target))?.date;
  if (!day) return null;
  const { token, hash } = newToken();
  await repository.insertBookingLink(db, {
    businessId,
    tokenHash: hash,
    appointmentId,
    requestId,
    expiresAt: new Date(`${addDays(day, daysAfter + 1)}T00:00:00Z`),
  });
  return token;
}

/**
 * A new link for an e-mail (receipt, approval, change) to one appointment or one request (see
 * issueBookingToken). Returns the URL to put in the mail; null when the booking does not exist.
 */
export async function issueBookingLink(
  db: Db,
  target: BookingLinkTarget & { appUrl: string },
  daysAfter?: number,
): Promise<string | null> {
  const token = await issueBookingToken(db, target, daysAfter);
  return token ? bookingLinkUrl(target.appUrl, token) : null;
}
