import { ANONYMISED } from '@adiestra/shared';
import { sql } from 'drizzle-orm';
import { appointments } from './appointments.schema.ts';
import {
  bookingOfErasedPerson,
  linkedToErasedClient,
  type ErasureMatch,
} from '../../lib/erasure-match.ts';
import type { Tx } from '../../lib/trainer-lock.ts';

/**
 * Issue 20: an erased client's appointments stay for the trainer's accounts (date, time,
 * duration, service, status) with every personal field replaced; the ones still ahead
 * (SCHEDULED from `today`) are cancelled, as nobody is left to attend. Returns their ids.
 */
export async function anonymiseAppointmentsOf(tx: Tx, match: ErasureMatch, today: string) {
  const ahead = sql`${appointments.status} = 'SCHEDULED' and ${appointments.scheduledDate} >= ${today}`;
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
      status: sql`case when ${ahead} then 'CANCELLED' else ${appointments.status} end`,
      cancelledBy: sql`case when ${ahead} then 'trainer' else ${appointments.cancelledBy} end`,
      icsSequence: sql`${appointments.icsSequence} + 1`,
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
