import type { AppointmentStatus } from '@adiestra/shared';
import { and, count, eq, gte, inArray, lte, max, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { linkedAppointmentNames } from '../../read-models/linked-party.ts';
import { appointments } from './appointments.schema.ts';
import { appointmentWithSession } from '../../read-models/appointment-with-session.ts';

/** The appointments module's queries on `appointments` (reads and status/notes changes). */
export interface AppointmentFilters {
  status?: AppointmentStatus | undefined;
  date?: string | undefined;
  clientId?: string | undefined;
  dogId?: string | undefined;
  /** An adiestrador's own (decision 0148); every trainer's when unset. */
  trainerId?: string | undefined;
}

/**
 * An appointment with the session recording it and, once linked, its client's and dog's record
 * names (issue 27.5): read models, since sessions, clients and dogs are other modules'.
 */
const withSession = { ...appointmentWithSession, ...linkedAppointmentNames };

/** Upcoming appointments first (soonest first), then past ones (latest first), as of `today`. */
export async function selectAppointmentPage(
  db: Db,
  businessId: string,
  today: string,
  filters: AppointmentFilters,
  page: number,
  limit: number,
) {
  const where = and(
    eq(appointments.businessId, businessId),
    filters.status ? eq(appointments.status, filters.status) : undefined,
    filters.date ? eq(appointments.scheduledDate, filters.date) : undefined,
    filters.clientId ? eq(appointments.clientId, filters.clientId) : undefined,
    filters.dogId ? eq(appointments.dogId, filters.dogId) : undefined,
    filters.trainerId ? eq(appointments.trainerId, filters.trainerId) : undefined,
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
export async function selectOwnAppointment(db: Db | Tx, businessId: string, id: string) {
  const [row] = await db
    .select(withSession)
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.businessId, businessId)));
  return row;
}

/** The caller's appointments from `from` to `to` (both included), every status, in time order. */
export async function selectAppointmentsBetween(
  db: Db,
  businessId: string,
  from: string,
  to: string,
) {
  return db
    .select(withSession)
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
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
  businessId: string,
  id: string,
  when: { date: string; time: string; duration: number },
) {
  return (await takenDates(db, businessId, [when], [id])).length > 0;
}

/**
 * Of the wall-clock ranges asked, the dates another appointment that keeps its time already holds
 * (`appointments_no_overlap`'s question, asked for a whole series before writing any of it);
 * `except`: the series' own appointments that move with it.
 */
export async function takenDates(
  db: Db | Tx,
  businessId: string,
  whens: readonly { date: string; time: string; duration: number }[],
  except: readonly string[],
) {
  const taken: string[] = [];
  for (const when of whens) {
    const start = sql`${when.date}::date + ${when.time}::time`;
    const [row] = await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.businessId, businessId),
          ne(appointments.status, 'CANCELLED'),
          except.length ? notInArray(appointments.id, [...except]) : undefined,
          sql`${appointments.period} && tsrange(${start}, ${start} + make_interval(mins => ${when.duration}), '[)')`,
        ),
      )
      .limit(1);
    if (row) taken.push(when.date);
  }
  return taken;
}

/** The caller's appointment, locked for the rest of the transaction; undefined when not theirs. */
export async function selectOwnAppointmentForUpdate(tx: Tx, businessId: string, id: string) {
  const [row] = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.businessId, businessId)))
    .for('update');
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
  businessId: string,
  id: string,
  links: { clientId: string; dogId: string },
) {
  const [row] = await tx
    .update(appointments)
    .set({ ...links, updatedAt: new Date() })
    .where(and(eq(appointments.id, id), eq(appointments.businessId, businessId)))
    .returning();
  return row;
}

/** The caller's appointment locked for update, or undefined. */
export async function lockOwnAppointment(tx: Tx, businessId: string, id: string) {
  const [row] = await tx
    .select({ id: appointments.id, dogId: appointments.dogId, status: appointments.status })
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.businessId, businessId)))
    .for('update');
  return row;
}

/**
 * Issue 30: the appointments an invoice may bill, the trainer's own only: one by id, or a client's
 * completed ones between two days (both included), in calendar order.
 */
export function selectAppointmentsToInvoice(
  db: Db | Tx,
  businessId: string,
  match: { id: string } | { clientId: string; from: string; to: string },
) {
  const where =
    'id' in match
      ? eq(appointments.id, match.id)
      : and(
          eq(appointments.clientId, match.clientId),
          eq(appointments.status, 'COMPLETED'),
          gte(appointments.scheduledDate, match.from),
          lte(appointments.scheduledDate, match.to),
        );
  return db
    .select({
      id: appointments.id,
      clientId: appointments.clientId,
      status: appointments.status,
      scheduledDate: appointments.scheduledDate,
      serviceId: appointments.serviceId,
      serviceType: appointments.serviceType,
      dogName: appointments.dogName,
    })
    .from(appointments)
    .where(and(eq(appointments.businessId, businessId), where))
    .orderBy(appointments.scheduledDate, appointments.scheduledTime)
    .limit(200);
}

/** When each of `trainerIds` was last given a booking (decision 0139's "booked least recently"). */
export async function selectLastBooked(tx: Tx, businessId: string, trainerIds: string[]) {
  if (trainerIds.length === 0) return new Map<string, Date>();
  const rows = await tx
    .select({ trainerId: appointments.trainerId, last: max(appointments.createdAt) })
    .from(appointments)
    .where(
      and(eq(appointments.businessId, businessId), inArray(appointments.trainerId, trainerIds)),
    )
    .groupBy(appointments.trainerId);
  return new Map(rows.flatMap((row) => (row.last ? [[row.trainerId, row.last] as const] : [])));
}
