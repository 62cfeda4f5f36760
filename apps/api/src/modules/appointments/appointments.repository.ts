import type { AppointmentStatus, AppointmentUpdatePayload } from '@adiestra/shared';
import { and, count, eq, getTableColumns, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { linkedAppointmentNames } from '../../read-models/linked-party.ts';
import { appointments } from './appointments.schema.ts';

/** The appointments module's queries on `appointments` (reads and status/notes changes). */
export interface AppointmentFilters {
  status?: AppointmentStatus | undefined;
  date?: string | undefined;
  clientId?: string | undefined;
  dogId?: string | undefined;
}

/**
 * An appointment with the session recording it ('Registrar sesión'), for the screens that offer
 * to record it: one index probe (training_sessions_appointment_key) per row.
 */
const withSession = {
  ...getTableColumns(appointments),
  // The linked client's and dog's names, not the ones typed when booking (issue 27.5).
  ...linkedAppointmentNames,
  // Written out with an alias: drizzle names columns unqualified inside a select's sql.
  sessionId: sql<string | null>`(select ts.id from training_sessions ts
    where ts.user_id = "appointments"."user_id" and ts.appointment_id = "appointments"."id")`,
};

/** Upcoming appointments first (soonest first), then past ones (latest first), as of `today`. */
export async function selectAppointmentPage(
  db: Db,
  userId: string,
  today: string,
  filters: AppointmentFilters,
  page: number,
  limit: number,
) {
  const where = and(
    eq(appointments.userId, userId),
    filters.status ? eq(appointments.status, filters.status) : undefined,
    filters.date ? eq(appointments.scheduledDate, filters.date) : undefined,
    filters.clientId ? eq(appointments.clientId, filters.clientId) : undefined,
    filters.dogId ? eq(appointments.dogId, filters.dogId) : undefined,
  );
  const start = sql`${appointments.scheduledDate} + ${appointments.scheduledTime}`;
  const isPast = sql`${appointments.scheduledDate} < ${today}::date`;
  const [rows, [total]] = await Promise.all([
    db
      .select(withSession)
      .from(appointments)
      .where(where)
      .orderBy(
        isPast,
        sql`case when not ${isPast} then ${start} end asc`,
        sql`case when ${isPast} then ${start} end desc`,
        appointments.id,
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(appointments).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** One of the caller's appointments, or undefined. */
export async function selectOwnAppointment(db: Db | Tx, userId: string, id: string) {
  const [row] = await db
    .select(withSession)
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.userId, userId)));
  return row;
}

/** The caller's appointments from `from` to `to` (both included), every status, in time order. */
export async function selectAppointmentsBetween(db: Db, userId: string, from: string, to: string) {
  return db
    .select(withSession)
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, userId),
        gte(appointments.scheduledDate, from),
        lte(appointments.scheduledDate, to),
      ),
    )
    .orderBy(appointments.scheduledDate, appointments.scheduledTime)
    .limit(1000);
}

/**
 * Whether another of the trainer's appointments that keeps its time holds any of this wall-clock
 * range: the question `appointments_no_overlap` answers on write, asked before a move.
 */
export async function overlapsAnother(
  db: Db,
  userId: string,
  id: string,
  when: { date: string; time: string; duration: number },
) {
  const start = sql`${when.date}::date + ${when.time}::time`;
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, userId),
        ne(appointments.id, id),
        ne(appointments.status, 'CANCELLED'),
        sql`${appointments.period} && tsrange(${start}, ${start} + make_interval(mins => ${when.duration}), '[)')`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The caller's appointment, locked for the rest of the transaction; undefined when not theirs. */
export async function selectOwnAppointmentForUpdate(tx: Tx, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.userId, userId)))
    .for('update');
  return row;
}

/**
 * One statement (refusingOverlap may run it again); undefined when not the caller's.
 * `raiseSequence` bumps the event's SEQUENCE in the same statement as the change it announces.
 */
export async function updateOwnAppointment(
  db: Db | Tx,
  userId: string,
  id: string,
  input: AppointmentUpdatePayload,
  raiseSequence = false,
) {
  const [row] = await db
    .update(appointments)
    .set({
      ...input,
      // A status set here is the trainer's doing (the owners' area cancels through its own path).
      ...(input.status ? { cancelledBy: input.status === 'CANCELLED' ? 'trainer' : null } : {}),
      updatedAt: new Date(),
      ...(raiseSequence ? { icsSequence: sql`${appointments.icsSequence} + 1` } : {}),
    })
    .where(and(eq(appointments.id, id), eq(appointments.userId, userId)))
    .returning();
  return row;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A new appointment (an approved request), inside the caller's transaction. */
export async function insertAppointment(tx: Tx, values: typeof appointments.$inferInsert) {
  const [row] = await tx.insert(appointments).values(values).returning();
  return row!;
}

/** Links the caller's appointment to a client and dog; undefined when not the caller's. */
export async function linkOwnAppointment(
  tx: Tx,
  userId: string,
  id: string,
  links: { clientId: string; dogId: string },
) {
  const [row] = await tx
    .update(appointments)
    .set({ ...links, updatedAt: new Date() })
    .where(and(eq(appointments.id, id), eq(appointments.userId, userId)))
    .returning();
  return row;
}

/** The caller's appointment locked for update, or undefined. */
export async function lockOwnAppointment(tx: Tx, userId: string, id: string) {
  const [row] = await tx
    .select({ id: appointments.id, dogId: appointments.dogId, status: appointments.status })
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.userId, userId)))
    .for('update');
  return row;
}

export async function markCompleted(tx: Tx, id: string) {
  await tx
    .update(appointments)
    .set({ status: 'COMPLETED', updatedAt: new Date() })
    .where(eq(appointments.id, id));
}
