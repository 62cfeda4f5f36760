import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../lib/trainer-lock.ts';
import { appointmentRequests } from './appointment-requests.schema.ts';

/**
 * Issue 39, decision 0141: a request waiting for an answer that names the leaving trainer names
 * another; undefined when it is answered or names someone else.
 */
export async function updateRequestTrainer(
  tx: Tx,
  businessId: string,
  id: string,
  from: string,
  to: string,
  at: Date,
) {
  const [row] = await tx
    .update(appointmentRequests)
    .set({ trainerId: to, updatedAt: at })
    .where(
      and(
        eq(appointmentRequests.businessId, businessId),
        eq(appointmentRequests.id, id),
        eq(appointmentRequests.trainerId, from),
        eq(appointmentRequests.status, 'PENDING'),
      ),
    )
    .returning({
      id: appointmentRequests.id,
      date: appointmentRequests.requestedDate,
      time: appointmentRequests.requestedTime,
      serviceType: appointmentRequests.serviceType,
      clientName: appointmentRequests.clientName,
      clientEmail: appointmentRequests.clientEmail,
      dogName: appointmentRequests.dogName,
    });
  return row;
}
