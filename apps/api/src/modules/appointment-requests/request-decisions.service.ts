import type { ApproveRequestPayload } from '@adiestra/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointmentRequests, appointments } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { underTrainerLock } from '../../lib/trainer-lock.ts';
import { toAppointmentDto } from '../appointments/appointment-dto.ts';
import { assertBookable, refusingOverlap } from '../appointments/booking-rules.ts';
import { appointmentValues } from './appointment-requests.service.ts';
import { toRequestDto } from './request-dto.ts';

import type { Tx } from '../../lib/trainer-lock.ts';

/**
 * Moves the caller's PENDING request to `status`. The conditional update is the check: of two
 * concurrent decisions on one request only one finds it PENDING; the other gets a 409.
 */
async function decide(
  tx: Tx,
  userId: string,
  id: string,
  change: { status: 'APPROVED' | 'REJECTED'; rejectionReason?: string },
) {
  const mine = and(eq(appointmentRequests.id, id), eq(appointmentRequests.userId, userId));
  const [row] = await tx
    .update(appointmentRequests)
    .set({ ...change, updatedAt: new Date() })
    .where(and(mine, eq(appointmentRequests.status, 'PENDING')))
    .returning();
  if (row) return row;
  const [existing] = await tx
    .select({ id: appointmentRequests.id })
    .from(appointmentRequests)
    .where(mine);
  if (!existing) throw notFound('Solicitud no encontrada');
  throw conflict('Esta solicitud ya fue aprobada o rechazada');
}

/** Creates the SCHEDULED appointment and marks the request APPROVED, in one transaction. */
export async function approveRequest(
  db: Db,
  owner: { id: string; timeZone: string },
  id: string,
  input: ApproveRequestPayload,
) {
  const when = { date: input.scheduledDate, time: input.scheduledTime };
  const fields = { date: 'scheduledDate', time: 'scheduledTime' };
  return refusingOverlap(
    () =>
      underTrainerLock(db, owner.id, async (tx) => {
        const request = await decide(tx, owner.id, id, { status: 'APPROVED' });
        // The request's own duration decides the range; refusing rolls the decision back.
        assertBookable({ ...when, duration: request.duration }, owner.timeZone, fields);
        const [appointment] = await tx
          .insert(appointments)
          .values(appointmentValues(request, { ...when, notes: input.notes }))
          .returning();
        return { request: toRequestDto(request), appointment: toAppointmentDto(appointment!) };
      }),
    'scheduledTime',
  );
}

export async function rejectRequest(db: Db, userId: string, id: string, reason: string) {
  const request = await db.transaction((tx) =>
    decide(tx, userId, id, { status: 'REJECTED', rejectionReason: reason }),
  );
  return toRequestDto(request);
}
