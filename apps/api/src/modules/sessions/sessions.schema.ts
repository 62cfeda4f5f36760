import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
  foreignKey,
} from 'drizzle-orm/pg-core';
import { id, tz, createdAt, updatedAt } from '../../db/columns.ts';
import { tenant, businesses, trainer, trainerFk } from '../auth/auth.schema.ts';
import { dogs } from '../dogs/dogs.schema.ts';
import { serviceFk } from '../services/services.schema.ts';

// The tables the sessions module owns: only its own files query them (decision 0029).

export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: id(),
    businessId: tenant(),
    /** The member who gave the session (decision 0134). */
    trainerId: trainer(),
    dogId: uuid('dog_id').notNull(),
    date: tz('date').notNull(),
    duration: integer('duration').notNull(),
    objectives: text('objectives').notNull(),
    activities: text('activities').notNull(),
    observations: text('observations'),
    /** Issue 17: the trainer's private notes, never shown to the owner. */
    privateNotes: text('private_notes'),
    progress: integer('progress'),
    nextSteps: text('next_steps'),
    rating: integer('rating'),
    serviceId: uuid('service_id'),
    /**
     * The appointment this session records ('Registrar sesión'), so the visit is billed once
     * (decision 0016). Its key (business_id, appointment_id) → appointments, ON DELETE SET NULL
     * (appointment_id), is hand-written in drizzle/0020_session_appointment.sql: Drizzle cannot
     * declare the column list.
     */
    appointmentId: uuid('appointment_id'),
    /**
     * The group class this session is a dog's line of (the class report, issue 29, decision
     * 0087). Its key (business_id, class_id) → classes, ON DELETE SET NULL (class_id), is
     * hand-written in the migration, like the appointment's.
     */
    classId: uuid('class_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    serviceFk('training_sessions_business_service_fk', t.businessId, t.serviceId),
    trainerFk('training_sessions_business_trainer_fk', t.businessId, t.trainerId),
    // One session per appointment: a second 'Registrar sesión' of the same visit is refused.
    uniqueIndex('training_sessions_appointment_key')
      .on(t.businessId, t.appointmentId)
      .where(sql`${t.appointmentId} is not null`),
    // One line per dog per class: saving the class report again updates it.
    uniqueIndex('training_sessions_class_dog_key')
      .on(t.businessId, t.classId, t.dogId)
      .where(sql`${t.classId} is not null`),
    unique('training_sessions_business_id_key').on(t.businessId, t.id),
    // Lists by date, and the session stats (counts, minutes, rating over every session of the
    // trainer) answered from the index alone, without reading the rows (migration 0006).
    index('training_sessions_business_date_stats_idx').on(
      t.businessId,
      t.date,
      t.duration,
      t.rating,
    ),
    index('training_sessions_dog_date_idx').on(t.dogId, t.date),
    foreignKey({
      name: 'training_sessions_business_dog_fk',
      columns: [t.businessId, t.dogId],
      foreignColumns: [dogs.businessId, dogs.id],
    }).onDelete('cascade'),
    // The sessions search (ILIKE '%…%') on a trainer's tens of thousands of sessions: trigram
    // indexes (pg_trgm, migration 0004) instead of reading every row (bench/README.md).
    index('training_sessions_objectives_trgm_idx').using('gin', t.objectives.op('gin_trgm_ops')),
    index('training_sessions_activities_trgm_idx').using('gin', t.activities.op('gin_trgm_ops')),
    // A session is the line of one visit: an appointment's or a class's, never both (decision 0135).
    check(
      'training_sessions_one_cause_check',
      sql`${t.classId} is null or ${t.appointmentId} is null`,
    ),
    check('training_sessions_duration_check', sql`${t.duration} between 1 and 480`),
    check(
      'training_sessions_progress_check',
      sql`${t.progress} is null or ${t.progress} between 0 and 100`,
    ),
    check(
      'training_sessions_rating_check',
      sql`${t.rating} is null or ${t.rating} between 1 and 5`,
    ),
  ],
);

/**
 * Each trainer's running totals over their sessions, kept by statement triggers on
 * training_sessions (hand-written in drizzle/0021_session_totals.sql), so the unfiltered session
 * stats read one row instead of every session (decision 0023). Derived: backups leave it
 * out and a restore rebuilds it through the same triggers (db/backup.ts).
 */
export const sessionTotals = pgTable(
  'session_totals',
  {
    businessId: uuid('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    sessions: integer('sessions').notNull().default(0),
    minutes: integer('minutes').notNull().default(0),
    rated: integer('rated').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
  },
  (t) => [
    check(
      'session_totals_nonnegative_check',
      sql`${t.sessions} >= 0 and ${t.minutes} >= 0 and ${t.rated} >= 0 and ${t.ratingSum} >= 0`,
    ),
  ],
);
