import { DEFAULT_REMINDER_LEAD_MINUTES, type ReminderSettings } from '@adiestra/shared';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  appointments,
  reminderSettings,
  sentAgendas,
  sentReminders,
  users,
} from '../../db/schema.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { linkedAppointmentNames } from '../../read-models/linked-party.ts';

/** The reminders module's queries (reminder_settings, sent_reminders, sent_agendas). */

export async function findSettings(db: Db, userId: string): Promise<ReminderSettings> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
  if (!row) return { leadMinutes: DEFAULT_REMINDER_LEAD_MINUTES, dailyAgenda: false };
  return {
    leadMinutes: row.leadMinutes as ReminderSettings['leadMinutes'],
    dailyAgenda: row.dailyAgenda,
  };
}

export async function upsertSettings(db: Db, userId: string, settings: ReminderSettings) {
  await db
    .insert(reminderSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({
      target: reminderSettings.userId,
      set: { ...settings, updatedAt: new Date() },
    });
}

/** A JS Date as a timestamptz parameter (raw SQL parameters are sent as text). */
const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The appointment's start as an instant: its wall-clock date and time in the trainer's zone. */
const startsAtSql = sql<Date>`((${appointments.scheduledDate} + ${appointments.scheduledTime}) at time zone ${users.timeZone})`;
/** No settings row means the default lead time; a row with null means no reminders. */
const leadSql = sql<number>`(case when ${reminderSettings.userId} is null then ${DEFAULT_REMINDER_LEAD_MINUTES} else ${reminderSettings.leadMinutes} end)`;

/**
 * SCHEDULED appointments whose reminder is due at `now` (lead time reached, start not passed) and
 * not yet sent for their current start: a moved appointment is due again for its new time.
 */
export function selectDueReminders(db: Db, now: Date) {
  const at = instant(now);
  return db
    .select({
      appointmentId: appointments.id,
      userId: appointments.userId,
      leadMinutes: leadSql.mapWith(Number),
      startsAt: startsAtSql.mapWith((v: string | Date) => new Date(v)),
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .leftJoin(reminderSettings, eq(reminderSettings.userId, appointments.userId))
    .where(
      and(
        eq(appointments.status, 'SCHEDULED'),
        eq(users.isActive, true),
        sql`${leadSql} is not null`,
        sql`${startsAtSql} > ${at}`,
        sql`${startsAtSql} - make_interval(mins => ${leadSql}) <= ${at}`,
        sql`not exists (select 1 from ${sentReminders} where ${sentReminders.appointmentId} = ${appointments.id} and ${sentReminders.leadMinutes} = ${leadSql} and ${sentReminders.startsAt} = ${startsAtSql})`,
      ),
    )
    .limit(200);
}

/**
 * The appointment and its trainer, locked until the transaction ends (a cancel or a move waits
 * for the reminder being sent, and is then seen by the next sweep), with its current start.
 */
export async function lockAppointment(tx: Tx, appointmentId: string) {
  const [row] = await tx
    .select({
      // The linked client's and dog's names, not the ones typed when booking (issue 27.5).
      appointment: { ...getTableColumns(appointments), ...linkedAppointmentNames },
      trainer: users,
      startsAt: startsAtSql.mapWith((v: string | Date) => new Date(v)),
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(eq(appointments.id, appointmentId))
    .for('update', { of: appointments });
  return row;
}

/** The once-only claim: false when another process (or an earlier run) already sent it. */
export async function claimReminder(
  tx: Tx,
  row: {
    id: string;
    userId: string;
    appointmentId: string;
    leadMinutes: number;
    startsAt: Date;
    tokenHash: string;
    sentAt: Date;
  },
) {
  const inserted = await tx
    .insert(sentReminders)
    .values(row)
    .onConflictDoNothing({
      target: [sentReminders.appointmentId, sentReminders.leadMinutes, sentReminders.startsAt],
    })
    .returning({ id: sentReminders.id });
  return inserted.length === 1;
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
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(eq(sentReminders.tokenHash, tokenHash));
  return row;
}

/**
 * Trainers who asked for the daily agenda and whose local clock has reached the agenda hour
 * today (until noon, so a late start does not send the morning's agenda at night), not yet sent.
 */
export function selectDueAgendas(db: Db, now: Date, hour: number) {
  const local = sql`(${instant(now)} at time zone ${users.timeZone})`;
  return db
    .select({ trainer: users, day: sql<string>`(${local})::date::text` })
    .from(reminderSettings)
    .innerJoin(users, eq(users.id, reminderSettings.userId))
    .where(
      and(
        eq(reminderSettings.dailyAgenda, true),
        eq(users.isActive, true),
        sql`extract(hour from ${local}) between ${hour} and 11`,
        sql`not exists (select 1 from ${sentAgendas} where ${sentAgendas.userId} = ${users.id} and ${sentAgendas.day} = (${local})::date)`,
      ),
    );
}

export async function claimAgenda(tx: Tx, userId: string, day: string, now: Date) {
  const inserted = await tx
    .insert(sentAgendas)
    .values({ userId, day, sentAt: now })
    .onConflictDoNothing()
    .returning({ userId: sentAgendas.userId });
  return inserted.length === 1;
}

export function selectDayAppointments(db: Db | Tx, userId: string, day: string) {
  return db
    .select({ ...getTableColumns(appointments), ...linkedAppointmentNames })
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, userId),
        eq(appointments.scheduledDate, day),
        eq(appointments.status, 'SCHEDULED'),
      ),
    )
    .orderBy(appointments.scheduledTime);
}
