import { DEFAULT_REMINDER_LEAD_MINUTES } from '@adiestra/shared';
import { and, eq, getTableColumns, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
import { appointments } from '../modules/appointments/appointments.schema.ts';
import { businessMembers, users } from '../modules/auth/auth.schema.ts';
import { linkedAppointmentNames } from './linked-party.ts';
import {
  reminderSettings,
  sentAgendas,
  sentReminders,
} from '../modules/reminders/reminders.schema.ts';

/**
 * The reminders' reads of other modules' rows (issue 26, decision 0029): the appointments whose
 * reminder is due, each with its trainer and its start on the trainer's clock, a reminder link's
 * appointment, and the trainers whose daily agenda is due with their day's appointments.
 * Select-only; the reminders' repository re-exports them, and the owner's answers from a
 * reminder go through the appointments module's commands.
 */

/** A JS Date as a timestamptz parameter (raw SQL parameters are sent as text). */
const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The appointment's start as an instant: its wall-clock date and time in the trainer's zone. */
const startsAtSql = sql<Date>`((${appointments.scheduledDate} + ${appointments.scheduledTime}) at time zone ${users.timeZone})`;
/** No settings row means the default lead time; a row with null means no reminders. */
const leadSql = sql<number>`(case when ${reminderSettings.businessId} is null then ${DEFAULT_REMINDER_LEAD_MINUTES} else ${reminderSettings.leadMinutes} end)`;

/**
 * SCHEDULED appointments whose reminder is due at `now` (lead time reached, start not passed) and
 * not yet sent for their current start: a moved appointment is due again for its new time. A
 * booking approved inside its lead time gets no reminder: its confirmation is the reminder.
 */
export function selectDueReminders(db: Db, now: Date) {
  const at = instant(now);
  return db
    .select({
      appointmentId: appointments.id,
      businessId: appointments.businessId,
      leadMinutes: leadSql.mapWith(Number),
      startsAt: startsAtSql.mapWith((v: string | Date) => new Date(v)),
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.businessId))
    .leftJoin(reminderSettings, eq(reminderSettings.businessId, appointments.businessId))
    .where(
      and(
        eq(appointments.status, 'SCHEDULED'),
        eq(users.isActive, true),
        sql`${leadSql} is not null`,
        sql`${startsAtSql} > ${at}`,
        sql`${startsAtSql} - make_interval(mins => ${leadSql}) <= ${at}`,
        // Issue 27, one rule: a booking confirmed once its reminder's moment had passed already
        // got every detail seconds ago in its confirmation; a second mail would only repeat it.
        // Issue 45: so did a weekly series' first visits, confirmed in the series' one mail.
        sql`not ((${appointments.requestId} is not null or ${appointments.seriesId} is not null) and ${appointments.createdAt} > ${startsAtSql} - make_interval(mins => ${leadSql}))`,
        sql`not exists (select 1 from ${sentReminders} where ${sentReminders.appointmentId} = ${appointments.id} and ${sentReminders.leadMinutes} = ${leadSql} and ${sentReminders.startsAt} = ${startsAtSql})`,
      ),
    )
    .limit(200);
}

/**
 * The appointment and its trainer, with its current start. The sweep reads it under the trainer's
 * lock, which every change of an appointment takes (the appointments' commands): a cancel or a
 * move waits for the reminder being written, and is then seen by the next sweep.
 */
const linkedAppointment = { ...getTableColumns(appointments), ...linkedAppointmentNames };

export async function findAppointment(tx: Tx, appointmentId: string) {
  const [row] = await tx
    .select({
      // The linked client's and dog's names, not the ones typed when booking (issue 27.5).
      appointment: linkedAppointment,
      trainer: users,
      startsAt: startsAtSql.mapWith((v: string | Date) => new Date(v)),
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.businessId))
    .where(eq(appointments.id, appointmentId));
  return row;
}

/** The reminder of a link token, with its appointment's current state and the trainer. */
export async function findByTokenHash(db: Db | Tx, tokenHash: string) {
  const [row] = await db
    .select({
      reminder: sentReminders,
      appointment: appointments,
      trainer: users,
      startsAt: startsAtSql.mapWith((v: string | Date) => new Date(v)),
    })
    .from(sentReminders)
    .innerJoin(appointments, eq(appointments.id, sentReminders.appointmentId))
    .innerJoin(users, eq(users.id, appointments.businessId))
    .where(eq(sentReminders.tokenHash, tokenHash));
  return row;
}

/**
 * The trainers of each business that asked for the daily agenda — its titular and adiestradores,
 * current members with an active account — whose own local clock has reached the agenda hour
 * today (until noon, so a late start does not send the morning's agenda at night), not yet sent
 * to them (decision 0140).
 */
export function selectDueAgendas(db: Db, now: Date, hour: number) {
  const local = sql`(${instant(now)} at time zone ${users.timeZone})`;
  return db
    .select({
      businessId: reminderSettings.businessId,
      trainer: users,
      day: sql<string>`(${local})::date::text`,
    })
    .from(reminderSettings)
    .innerJoin(
      businessMembers,
      and(
        eq(businessMembers.businessId, reminderSettings.businessId),
        isNull(businessMembers.endedAt),
        ne(businessMembers.role, 'recepcion'),
      ),
    )
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(
      and(
        eq(reminderSettings.dailyAgenda, true),
        eq(users.isActive, true),
        sql`extract(hour from ${local}) between ${hour} and 11`,
        sql`not exists (select 1 from ${sentAgendas} where ${sentAgendas.businessId} = ${reminderSettings.businessId} and ${sentAgendas.trainerId} = ${users.id} and ${sentAgendas.day} = (${local})::date)`,
      ),
    );
}

/** One trainer's scheduled appointments of the day, for their agenda. */
export function selectDayAppointments(
  db: Db | Tx,
  businessId: string,
  trainerId: string,
  day: string,
) {
  return db
    .select(linkedAppointment)
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        eq(appointments.trainerId, trainerId),
        eq(appointments.scheduledDate, day),
        eq(appointments.status, 'SCHEDULED'),
      ),
    )
    .orderBy(appointments.scheduledTime);
}
