import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REMINDER_LEAD_MINUTES } from '@adiestra/shared';
import { id, tz, createdAt, updatedAt } from '../../db/columns.ts';
import { appointments } from '../appointments/appointments.schema.ts';
import { tenant, businesses, businessMembers } from '../auth/auth.schema.ts';
import { classEnrolments } from '../classes/classes.schema.ts';

// The tables the reminders module owns: only its own files query them (decision 0029).

/** The trainer's reminder settings (Ajustes); no row means the defaults (24 h, no agenda). */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    businessId: uuid('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Minutes before the appointment; null: no reminders. */
    leadMinutes: integer('lead_minutes').default(1440),
    dailyAgenda: boolean('daily_agenda').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'reminder_settings_lead_minutes_check',
      sql`${t.leadMinutes} is null or ${t.leadMinutes} in (${sql.raw(REMINDER_LEAD_MINUTES.join(', '))})`,
    ),
  ],
);

/**
 * One row per reminder sent: the unique key (appointment, lead time, start) is what makes a
 * reminder go out once, whatever the number of processes or restarts. The row also holds the
 * owner's confirmation link (hashed).
 */
export const sentReminders = pgTable(
  'sent_reminders',
  {
    id: id(),
    businessId: tenant(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    leadMinutes: integer('lead_minutes').notNull(),
    /** The appointment's start when the reminder was sent: a moved appointment gets a new one. */
    startsAt: tz('starts_at').notNull(),
    tokenHash: text('token_hash').notNull(),
    sentAt: createdAt(),
  },
  (t) => [
    unique('sent_reminders_once_key').on(t.appointmentId, t.leadMinutes, t.startsAt),
    uniqueIndex('sent_reminders_token_hash_key').on(t.tokenHash),
  ],
);

/**
 * Daily agenda e-mails sent: one per trainer and local day, whatever the processes; each trainer
 * gets their own day (decision 0140).
 */
export const sentAgendas = pgTable(
  'sent_agendas',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    trainerId: uuid('trainer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sentAt: createdAt(),
  },
  (t) => [
    unique('sent_agendas_once_key').on(t.businessId, t.trainerId, t.day),
    foreignKey({
      name: 'sent_agendas_business_trainer_fk',
      columns: [t.businessId, t.trainerId],
      foreignColumns: [businessMembers.businessId, businessMembers.userId],
    }).onDelete('cascade'),
  ],
);

/**
 * One row per class reminder sent (issue 29): a dog's place in a class is reminded once per lead
 * time and class start, whatever the number of processes or restarts, as appointments are.
 */
export const sentClassReminders = pgTable(
  'sent_class_reminders',
  {
    id: id(),
    businessId: tenant(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => classEnrolments.id, { onDelete: 'cascade' }),
    leadMinutes: integer('lead_minutes').notNull(),
    /** The class's start when the reminder was sent: a moved class gets a new one. */
    startsAt: tz('starts_at').notNull(),
    sentAt: createdAt(),
  },
  (t) => [unique('sent_class_reminders_once_key').on(t.placeId, t.leadMinutes, t.startsAt)],
);
