import type { AvailabilityInput } from '@adiestra/shared';
import { and, asc, count, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, availabilitySlots } from '../../db/schema.ts';
import { uuidv7 } from '../../lib/ids.ts';

/** Every query on `availability_slots`, and the reads of booked time the slots are checked against. */

/** A COMPLETED appointment keeps its time taken; only a CANCELLED one frees it (issue 19). */
const keepsItsTime = sql`${appointments.status} <> 'CANCELLED'`;

/** The slot's own wall-clock range, to compare with appointments' `period`. */
const slotRange = sql`tsrange(
      ${availabilitySlots.date} + ${availabilitySlots.startTime},
      ${availabilitySlots.date} + ${availabilitySlots.endTime}, '[)')`;

/** Derived, never stored: an appointment of the trainer that keeps its time overlaps the slot. */
const isBooked = sql<boolean>`exists (
  select 1 from ${appointments}
  where ${appointments.userId} = ${availabilitySlots.userId} and ${keepsItsTime}
    and ${appointments.period} && ${slotRange})`;

/**
 * How many of the slot's minutes appointments take: the sum of each one's overlap with
 * the slot (they never overlap one another: appointments_no_overlap), so the page can say
 * "1 de 4 h reservadas" rather than marking the whole slot as taken.
 */
const bookedMinutes = sql<number>`(
  select coalesce(sum(extract(epoch from upper(${appointments.period} * ${slotRange})
    - lower(${appointments.period} * ${slotRange})) / 60), 0)::int
  from ${appointments}
  where ${appointments.userId} = ${availabilitySlots.userId} and ${keepsItsTime}
    and ${appointments.period} && ${slotRange})`.mapWith(Number);

const slotColumns = {
  id: availabilitySlots.id,
  date: availabilitySlots.date,
  startTime: availabilitySlots.startTime,
  endTime: availabilitySlots.endTime,
  isBooked,
  bookedMinutes,
};

export type SlotRow = {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  isBooked: boolean;
  bookedMinutes: number;
};

export interface SlotFilters {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** "This slot is the caller's". */
const ownSlot = (userId: string, id: string) =>
  and(eq(availabilitySlots.id, id), eq(availabilitySlots.userId, userId));

/** The trainer's slots, soonest first; both dates of the range are included. */
export async function selectSlotPage(
  db: Db,
  userId: string,
  filters: SlotFilters,
  page: number,
  limit: number,
) {
  const where = and(
    eq(availabilitySlots.userId, userId),
    filters.startDate ? gte(availabilitySlots.date, filters.startDate) : undefined,
    filters.endDate ? lte(availabilitySlots.date, filters.endDate) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(slotColumns)
      .from(availabilitySlots)
      .where(where)
      .orderBy(asc(availabilitySlots.date), asc(availabilitySlots.startTime))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(availabilitySlots).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function selectOwnSlot(
  db: Db,
  userId: string,
  id: string,
): Promise<SlotRow | undefined> {
  const [row] = await db.select(slotColumns).from(availabilitySlots).where(ownSlot(userId, id));
  return row;
}

export async function insertSlot(db: Db, userId: string, input: AvailabilityInput) {
  const id = uuidv7();
  await db.insert(availabilitySlots).values({ id, userId, ...input });
  return id;
}

/** False when the caller has no such slot. */
export async function updateOwnSlot(
  db: Db,
  userId: string,
  id: string,
  input: AvailabilityInput,
): Promise<boolean> {
  const updated = await db
    .update(availabilitySlots)
    .set({ ...input, updatedAt: new Date() })
    .where(ownSlot(userId, id))
    .returning({ id: availabilitySlots.id });
  return updated.length > 0;
}

/** False when the caller has no such slot. */
export async function deleteOwnSlot(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(availabilitySlots)
    .where(ownSlot(userId, id))
    .returning({ id: availabilitySlots.id });
  return deleted.length > 0;
}

const minutesFrom = (date: string, timestamp: ReturnType<typeof sql>) =>
  sql<number>`extract(epoch from ${timestamp} - ${date}::timestamp) / 60`.mapWith(Number);

/**
 * One trainer's booked time around `date`, as minutes from that day's midnight: the day itself
 * plus `marginMinutes` either side, so an appointment of the evening before still pushes its
 * buffer into the morning. `period` also catches an appointment running past midnight.
 */
export async function selectBusy(
  db: Db,
  userId: string,
  date: string,
  marginMinutes: number,
  /** An appointment being moved does not block its own new time. */
  exceptAppointmentId?: string,
) {
  return db
    .select({
      start: minutesFrom(date, sql`lower(${appointments.period})`),
      end: minutesFrom(date, sql`upper(${appointments.period})`),
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, userId),
        keepsItsTime,
        exceptAppointmentId ? ne(appointments.id, exceptAppointmentId) : undefined,
        sql`${appointments.period} && tsrange(${date}::timestamp - make_interval(mins => ${marginMinutes}), ${date}::timestamp + interval '1 day' + make_interval(mins => ${marginMinutes}), '[)')`,
      ),
    );
}

/** The trainer's one-off slots from `from` to `to`, both included. */
export async function selectSlotsBetween(db: Db, userId: string, from: string, to: string) {
  return db
    .select({
      date: availabilitySlots.date,
      startTime: availabilitySlots.startTime,
      endTime: availabilitySlots.endTime,
    })
    .from(availabilitySlots)
    .where(
      and(
        eq(availabilitySlots.userId, userId),
        gte(availabilitySlots.date, from),
        lte(availabilitySlots.date, to),
      ),
    );
}

/** The trainer's SCHEDULED appointments from `today` on (for "fuera de tu horario"). */
export async function selectUpcomingScheduled(db: Db, userId: string, today: string) {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, userId),
        eq(appointments.status, 'SCHEDULED'),
        gte(appointments.scheduledDate, today),
      ),
    )
    .orderBy(asc(appointments.scheduledDate), asc(appointments.scheduledTime))
    .limit(500);
}
