import { and, asc, eq, getTableColumns, gte, sql } from 'drizzle-orm';
import { linkedAppointmentNames } from '../../read-models/linked-party.ts';
import { appointments } from './appointments.schema.ts';
import type { Tx } from '../../lib/trainer-lock.ts';

/**
 * The writes of the appointments' state changes (commands.service.ts), inside the command's
 * transaction, on the row it has locked. A cancellation or a change of time raises the event's
 * SEQUENCE for calendars in the same statement.
 */

/**
 * What a state change returns: the row with its linked client's and dog's record names (issue
 * 27.5), which the mails of the change show.
 */
const changedRow = { ...getTableColumns(appointments), ...linkedAppointmentNames };

/** The trainer's appointment, locked for the rest of the transaction; undefined when not theirs. */
export async function lockAppointment(tx: Tx, businessId: string, id: string) {
  const [row] = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.businessId, businessId)))
    .for('update');
  return row;
}

export async function setCancelled(tx: Tx, id: string, by: 'trainer' | 'owner', now: Date) {
  const [row] = await tx
    .update(appointments)
    .set({
      status: 'CANCELLED',
      cancelledBy: by,
      icsSequence: sql`${appointments.icsSequence} + 1`,
      updatedAt: now,
    })
    .where(eq(appointments.id, id))
    .returning(changedRow);
  return row!;
}

/** SCHEDULED at `to` (a move, or a cancelled or completed one put back). */
export async function setScheduled(
  tx: Tx,
  id: string,
  to: { date: string; time: string },
  now: Date,
) {
  const [row] = await tx
    .update(appointments)
    .set({
      status: 'SCHEDULED',
      cancelledBy: null,
      scheduledDate: to.date,
      scheduledTime: to.time,
      icsSequence: sql`${appointments.icsSequence} + 1`,
      updatedAt: now,
    })
    .where(eq(appointments.id, id))
    .returning(changedRow);
  return row!;
}

export async function setCompleted(tx: Tx, id: string, now: Date) {
  const [row] = await tx
    .update(appointments)
    .set({ status: 'COMPLETED', cancelledBy: null, updatedAt: now })
    .where(eq(appointments.id, id))
    .returning(changedRow);
  return row!;
}

/** The owner's confirmation; no SEQUENCE change. Undefined when already confirmed. */
export async function setOwnerConfirmed(tx: Tx, id: string, now: Date) {
  const [row] = await tx
    .update(appointments)
    .set({ ownerConfirmedAt: now, updatedAt: now })
    .where(and(eq(appointments.id, id), sql`${appointments.ownerConfirmedAt} is null`))
    .returning();
  return row;
}

/** Notes only (the editor's other field). */
export async function setNotes(tx: Tx, id: string, notes: string | null, now: Date) {
  const [row] = await tx
    .update(appointments)
    .set({ notes, updatedAt: now })
    .where(eq(appointments.id, id))
    .returning(changedRow);
  return row!;
}

/** A weekly series' appointments, inserted in the caller's transaction (issue 29). */
export async function insertSeries(tx: Tx, values: (typeof appointments.$inferInsert)[]) {
  return tx.insert(appointments).values(values).returning();
}

/** The series' SCHEDULED appointments from `fromDate` on, locked, in date order. */
export async function lockSeriesFrom(
  tx: Tx,
  businessId: string,
  seriesId: string,
  fromDate: string,
) {
  return tx
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        eq(appointments.seriesId, seriesId),
        eq(appointments.status, 'SCHEDULED'),
        gte(appointments.scheduledDate, fromDate),
      ),
    )
    .orderBy(asc(appointments.scheduledDate))
    .for('update');
}
