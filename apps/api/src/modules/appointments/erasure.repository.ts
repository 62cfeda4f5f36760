import { ANONYMISED } from '@adiestra/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import { appointments } from './appointments.schema.ts';
import {
  bookingOfErasedPerson,
  linkedToErasedClient,
  type ErasureMatch,
} from '../../lib/erasure-match.ts';
import type { Tx } from '../../lib/trainer-lock.ts';

/** The erased person's appointments still ahead (SCHEDULED from `today`), to cancel first. */
export async function selectAheadOf(tx: Tx, match: ErasureMatch, today: string) {
  const rows = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        bookingOfErasedPerson(appointments, match),
        eq(appointments.status, 'SCHEDULED'),
        gte(appointments.scheduledDate, today),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Issue 20: an erased client's appointments stay for the trainer's accounts (date, time,
 * duration, service, status) with every personal field replaced (the ones ahead were cancelled
 * first, through the command). Returns their ids.
 */
export async function anonymiseAppointmentsOf(tx: Tx, match: ErasureMatch) {
  const rows = await tx
    .update(appointments)
    .set({
      clientName: ANONYMISED,
      clientEmail: ANONYMISED,
      clientPhone: ANONYMISED,
      dogName: ANONYMISED,
      dogBreed: null,
      dogAge: null,
      notes: null,
      visitAddress: null,
      updatedAt: sql`now()`,
    })
    .where(bookingOfErasedPerson(appointments, match))
    .returning({ id: appointments.id });
  // Issue 28: someone else's bookings the trainer linked to this client keep their data.
  await tx
    .update(appointments)
    .set({ clientId: null, dogId: null, updatedAt: sql`now()` })
    .where(linkedToErasedClient(appointments, match));
  return rows.map((row) => row.id);
}
