import { ANONYMISED } from '@adiestra/shared';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { appointmentRequests } from './appointment-requests.schema.ts';
import {
  bookingOfErasedPerson,
  linkedToErasedClient,
  type ErasureMatch,
} from '../../lib/erasure-match.ts';
import type { Tx } from '../../lib/trainer-lock.ts';

/**
 * Issue 20: an erased client's requests keep their dates, service and status with every personal
 * field replaced; a PENDING one is refused (nobody is left to book). Returns their ids.
 */
export async function anonymiseRequestsOf(tx: Tx, match: ErasureMatch) {
  const rows = await tx
    .update(appointmentRequests)
    .set({
      clientName: ANONYMISED,
      clientEmail: ANONYMISED,
      clientPhone: ANONYMISED,
      dogName: ANONYMISED,
      dogBreed: null,
      dogAge: null,
      serviceDescription: null,
      notes: null,
      visitAddress: null,
      rejectionReason: null,
      status: sql`case when ${appointmentRequests.status} = 'PENDING' then 'REJECTED' else ${appointmentRequests.status} end`,
      updatedAt: sql`now()`,
    })
    .where(bookingOfErasedPerson(appointmentRequests, match))
    .returning({ id: appointmentRequests.id });
  // Issue 28: someone else's requests the trainer linked to this client keep their data.
  await tx
    .update(appointmentRequests)
    .set({ clientId: null, dogId: null, updatedAt: sql`now()` })
    .where(linkedToErasedClient(appointmentRequests, match));
  return rows.map((row) => row.id);
}

/**
 * Retention: requests REJECTED before `before`, and PENDING ones whose day is before it (they
 * expired unanswered). Approved ones stay with their appointment.
 */
export async function deleteStaleRequests(tx: Tx, before: Date) {
  const day = before.toISOString().slice(0, 10);
  const rows = await tx
    .delete(appointmentRequests)
    .where(
      or(
        and(eq(appointmentRequests.status, 'REJECTED'), lt(appointmentRequests.updatedAt, before)),
        and(eq(appointmentRequests.status, 'PENDING'), lt(appointmentRequests.requestedDate, day)),
      ),
    )
    .returning({ id: appointmentRequests.id });
  return rows.length;
}
