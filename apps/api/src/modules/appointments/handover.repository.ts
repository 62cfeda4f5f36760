import { and, eq, sql } from 'drizzle-orm';
import { isAhead, type WallNow } from '../../lib/handover.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { appointments } from './appointments.schema.ts';

/** A leaving trainer's appointments still ahead (issue 39, decision 0141). */

const ahead = (businessId: string, trainerId: string, now: WallNow) =>
  and(
    eq(appointments.businessId, businessId),
    eq(appointments.trainerId, trainerId),
    eq(appointments.status, 'SCHEDULED'),
    isAhead(appointments.scheduledDate, appointments.scheduledTime, now),
  );

const selection = {
  id: appointments.id,
  date: appointments.scheduledDate,
  time: appointments.scheduledTime,
  duration: appointments.duration,
  serviceType: appointments.serviceType,
  clientName: appointments.clientName,
  clientEmail: appointments.clientEmail,
  dogName: appointments.dogName,
};
export type HandoverAppointment = {
  id: string;
  date: string;
  time: string;
  duration: number;
  serviceType: string;
  clientName: string;
  clientEmail: string;
  dogName: string;
};

/**
 * Gives one appointment still ahead to another trainer (its SEQUENCE raised: the owner's calendar
 * file names the new trainer); undefined when it is no longer the leaving trainer's or ahead.
 */
export async function updateTrainer(
  tx: Tx,
  businessId: string,
  id: string,
  from: string,
  to: string,
  now: WallNow,
  at: Date,
): Promise<HandoverAppointment | undefined> {
  const [row] = await tx
    .update(appointments)
    .set({ trainerId: to, icsSequence: sql`${appointments.icsSequence} + 1`, updatedAt: at })
    .where(and(eq(appointments.id, id), ahead(businessId, from, now)))
    .returning(selection);
  return row;
}
