import { and, asc, eq, getTableName, gte, sql, type Column } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
import { appointments } from '../modules/appointments/appointments.schema.ts';
import {
  availabilitySlots,
  trainerOccupancy,
} from '../modules/availability/availability.schema.ts';

// The trainer's booked time, read from `appointments` for the availability module (its slots'
// "reservada" figures, the free times, the appointments outside the weekly hours): decision 0029.

/** Whose time: the business and the member (decision 0139). */
type TrainerScope = { businessId: string; trainerId: string };

/** A COMPLETED appointment keeps its time taken; only a CANCELLED one frees it (issue 19). */
const keepsItsTime = sql`${appointments.status} <> 'CANCELLED'`;

/**
 * A column of the slot being read, named with its table: Drizzle writes a one-table query's
 * columns bare, and inside the subqueries below a bare `business_id` or `trainer_id` is the
 * appointment's own — the slot would count every business's appointments at its hours.
 */
const ofSlot = (column: Column) =>
  sql`${sql.identifier(getTableName(availabilitySlots))}.${sql.identifier(column.name)}`;

/** The slot's own wall-clock range, to compare with appointments' `period`. */
const slotRange = sql`tsrange(
      ${ofSlot(availabilitySlots.date)} + ${ofSlot(availabilitySlots.startTime)},
      ${ofSlot(availabilitySlots.date)} + ${ofSlot(availabilitySlots.endTime)}, '[)')`;

/** The appointments of the slot's trainer that keep their time and overlap it. */
const overlapsTheSlot = sql`${appointments.businessId} = ${ofSlot(availabilitySlots.businessId)}
    and ${appointments.trainerId} = ${ofSlot(availabilitySlots.trainerId)} and ${keepsItsTime}
    and ${appointments.period} && ${slotRange}`;

/** Derived, never stored: an appointment of the trainer that keeps its time overlaps the slot. */
export const isBooked = sql<boolean>`exists (
  select 1 from ${appointments} where ${overlapsTheSlot})`;

/**
 * How many of the slot's minutes appointments take: the sum of each one's overlap with
 * the slot (they never overlap one another: appointments_no_overlap), so the page can say
 * "1 de 4 h reservadas" rather than marking the whole slot as taken.
 */
export const bookedMinutes = sql<number>`(
  select coalesce(sum(extract(epoch from upper(${appointments.period} * ${slotRange})
    - lower(${appointments.period} * ${slotRange})) / 60), 0)::int
  from ${appointments} where ${overlapsTheSlot})`.mapWith(Number);

const minutesFrom = (date: string, timestamp: ReturnType<typeof sql>) =>
  sql<number>`extract(epoch from ${timestamp} - ${date}::timestamp) / 60`.mapWith(Number);

/**
 * One trainer's booked time from `from` to `to` (whole days), as minutes from `from`'s midnight:
 * plus `marginMinutes` either side, so an appointment of the evening before still pushes its
 * buffer into the morning. `period` also catches an appointment running past midnight. Wall-clock
 * timestamps: a day is always 1,440 minutes here. Read from `trainer_occupancy`, so the trainer's
 * group classes take their time as appointments do (issue 45.3, decision 0134).
 */
export async function selectBusy(
  db: Db,
  scope: TrainerScope,
  range: { from: string; to: string },
  marginMinutes: number,
  /** An appointment being moved does not block its own new time. */
  exceptAppointmentId?: string,
) {
  const { from, to } = range;
  return db
    .select({
      start: minutesFrom(from, sql`lower(${trainerOccupancy.period})`),
      end: minutesFrom(from, sql`upper(${trainerOccupancy.period})`),
    })
    .from(trainerOccupancy)
    .where(
      and(
        eq(trainerOccupancy.businessId, scope.businessId),
        eq(trainerOccupancy.trainerId, scope.trainerId),
        exceptAppointmentId
          ? sql`${trainerOccupancy.appointmentId} is distinct from ${exceptAppointmentId}`
          : undefined,
        sql`${trainerOccupancy.period} && tsrange(${from}::timestamp - make_interval(mins => ${marginMinutes}), ${to}::timestamp + interval '1 day' + make_interval(mins => ${marginMinutes}), '[)')`,
      ),
    );
}

/** The trainer's SCHEDULED appointments from `today` on (for "fuera de tu horario"). */
export async function selectUpcomingScheduled(db: Db | Tx, scope: TrainerScope, today: string) {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, scope.businessId),
        eq(appointments.trainerId, scope.trainerId),
        eq(appointments.status, 'SCHEDULED'),
        gte(appointments.scheduledDate, today),
      ),
    )
    .orderBy(asc(appointments.scheduledDate), asc(appointments.scheduledTime))
    .limit(500);
}
