import { and, eq, sql } from 'drizzle-orm';
import { appointments } from './appointments.schema.ts';
import type { Tx } from '../../lib/trainer-lock.ts';

/**
 * The changes an owner can make to their appointment (issue 15), run inside the caller's
 * transaction. Each is conditional on the appointment still being SCHEDULED, so of two
 * concurrent actions only one finds it so; each raises the event's SEQUENCE for calendars.
 */

/** Cancelled by the owner: the time is free again at once. Undefined when not SCHEDULED. */
export async function cancelScheduledByOwner(tx: Tx, userId: string, id: string, now: Date) {
  const [row] = await tx
    .update(appointments)
    .set({
      status: 'CANCELLED',
      cancelledBy: 'owner',
      icsSequence: sql`${appointments.icsSequence} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(appointments.id, id),
        eq(appointments.userId, userId),
        eq(appointments.status, 'SCHEDULED'),
      ),
    )
    .returning();
  return row;
}

/**
 * An approved change of time. The exclusion constraint `appointments_no_overlap` still refuses a
 * taken time (see refusingOverlap). Undefined when not SCHEDULED.
 */
export async function moveScheduledAppointment(
  tx: Tx,
  userId: string,
  id: string,
  to: { date: string; time: string },
  now: Date,
) {
  const [row] = await tx
    .update(appointments)
    .set({
      scheduledDate: to.date,
      scheduledTime: to.time,
      icsSequence: sql`${appointments.icsSequence} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(appointments.id, id),
        eq(appointments.userId, userId),
        eq(appointments.status, 'SCHEDULED'),
      ),
    )
    .returning();
  return row;
}

/** "Confirmo asistencia" (issue 16): the first confirmation counts; no SEQUENCE change. */
export async function confirmByOwner(tx: Tx, id: string, now: Date) {
  await tx
    .update(appointments)
    .set({ ownerConfirmedAt: now, updatedAt: now })
    .where(
      and(
        eq(appointments.id, id),
        eq(appointments.status, 'SCHEDULED'),
        sql`${appointments.ownerConfirmedAt} is null`,
      ),
    );
}
