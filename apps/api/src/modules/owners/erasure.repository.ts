import { inArray, or, sql } from 'drizzle-orm';
import {
  appointmentChangeRequests,
  bookingLinks,
  ownerSessions,
  ownerSignInTokens,
} from './owners.schema.ts';
import { holdsABooking } from '../../read-models/owner-area.ts';
import type { Tx } from '../../lib/trainer-lock.ts';

/**
 * Issue 20: an erased owner's way in stops at once: every sign-in link and owner session of the
 * address (lower-case), the booking links of the erased bookings, and the change requests of
 * those appointments lose their reason (pending ones are cancelled).
 */
export async function revokeOwnerAccess(
  tx: Tx,
  target: { email: string; appointmentIds: string[]; requestIds: string[] },
) {
  await tx
    .delete(ownerSignInTokens)
    .where(sql`lower(${ownerSignInTokens.email}) = ${target.email}`);
  await tx.delete(ownerSessions).where(sql`lower(${ownerSessions.email}) = ${target.email}`);
  const links = [
    target.appointmentIds.length
      ? inArray(bookingLinks.appointmentId, target.appointmentIds)
      : undefined,
    target.requestIds.length ? inArray(bookingLinks.requestId, target.requestIds) : undefined,
  ].filter(Boolean);
  if (links.length) await tx.delete(bookingLinks).where(or(...links));
  if (target.appointmentIds.length) {
    await tx
      .update(appointmentChangeRequests)
      .set({
        rejectionReason: null,
        status: sql`case when ${appointmentChangeRequests.status} = 'PENDING' then 'CANCELLED' else ${appointmentChangeRequests.status} end`,
      })
      .where(inArray(appointmentChangeRequests.appointmentId, target.appointmentIds));
  }
}

/**
 * After a trainer account is deleted: sign-in links and owner sessions of addresses that no
 * trainer has a booking under any more.
 */
export async function revokeOrphanOwnerAccess(tx: Tx) {
  await tx.delete(ownerSignInTokens).where(sql`not ${holdsABooking(ownerSignInTokens.email)}`);
  await tx.delete(ownerSessions).where(sql`not ${holdsABooking(ownerSessions.email)}`);
}
