import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
  foreignKey,
} from 'drizzle-orm/pg-core';
import { bytea, id, tz, createdAt, updatedAt } from '../../db/columns.ts';
import { tenant } from '../auth/auth.schema.ts';
import { trainingSessions } from '../sessions/sessions.schema.ts';

// The tables the reports module owns: only its own files query them (decision 0029).

/*
 * Training the owner can follow (issue 17): the trainer's exercise library, homework on a
 * session, the report sent to the owner (its links hashed like the owners' area's) and the
 * owner's practice log. Rows name each other with (business_id, id) keys, so nothing crosses trainers.
 */

/**
 * An exercise's photo, through the dogs' image pipeline (decision 0006): never updated, served by
 * its random v4 id. Library exercises and the homework copied from them point at it, so a sent
 * report keeps its picture when the library changes; a photo nothing points at is deleted
 * (exercises.service.ts, under the trainer's lock).
 */
export const exercisePhotos = pgTable(
  'exercise_photos',
  {
    id: id(),
    businessId: tenant(),
    image: bytea('image').notNull(),
    thumbnail: bytea('thumbnail').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('exercise_photos_business_id_key').on(t.businessId, t.id)],
);

/** A trainer's reusable exercises; every account starts with DEFAULT_EXERCISES. */
export const exercises = pgTable(
  'exercises',
  {
    id: id(),
    businessId: tenant(),
    name: text('name').notNull(),
    instructions: text('instructions'),
    videoUrl: text('video_url'),
    photoId: uuid('photo_id'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('exercises_business_id_key').on(t.businessId, t.id),
    uniqueIndex('exercises_business_name_key').on(t.businessId, sql`lower(${t.name})`),
    foreignKey({
      name: 'exercises_business_photo_fk',
      columns: [t.businessId, t.photoId],
      foreignColumns: [exercisePhotos.businessId, exercisePhotos.id],
    }),
  ],
);

/** One exercise set as homework in a session (copied from the library, or written there). */
export const homeworkItems = pgTable(
  'homework_items',
  {
    id: id(),
    businessId: tenant(),
    sessionId: uuid('session_id').notNull(),
    /**
     * The library exercise it came from (its name and instructions are copied). Its key
     * (business_id, exercise_id) → exercises, ON DELETE SET NULL (exercise_id), is hand-written in
     * drizzle/0018_session_reports_homework.sql: Drizzle cannot declare the column list.
     */
    exerciseId: uuid('exercise_id'),
    name: text('name').notNull(),
    instructions: text('instructions'),
    videoUrl: text('video_url'),
    /** The exercise's photo when it was set (copied like its texts). */
    photoId: uuid('photo_id'),
    timesPerDay: integer('times_per_day').notNull(),
    daysPerWeek: integer('days_per_week').notNull(),
    /** Last day (trainer's zone); null: until the dog's next session. */
    untilDate: date('until_date', { mode: 'string' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('homework_items_business_id_key').on(t.businessId, t.id),
    index('homework_items_session_idx').on(t.sessionId),
    foreignKey({
      name: 'homework_items_business_photo_fk',
      columns: [t.businessId, t.photoId],
      foreignColumns: [exercisePhotos.businessId, exercisePhotos.id],
    }),
    foreignKey({
      name: 'homework_items_business_session_fk',
      columns: [t.businessId, t.sessionId],
      foreignColumns: [trainingSessions.businessId, trainingSessions.id],
    }).onDelete('cascade'),
    check('homework_items_times_check', sql`${t.timesPerDay} between 1 and 10`),
    check('homework_items_days_check', sql`${t.daysPerWeek} between 1 and 7`),
  ],
);

/** A session's report once sent to the owner: what makes it visible in the owner's area. */
export const sessionReports = pgTable(
  'session_reports',
  {
    sessionId: uuid('session_id').primaryKey(),
    businessId: tenant(),
    ownerEmail: text('owner_email').notNull(),
    firstSentAt: tz('first_sent_at').notNull(),
    lastSentAt: tz('last_sent_at').notNull(),
    sendCount: integer('send_count').notNull().default(1),
  },
  (t) => [
    index('session_reports_owner_email_idx').on(t.ownerEmail),
    foreignKey({
      name: 'session_reports_business_session_fk',
      columns: [t.businessId, t.sessionId],
      foreignColumns: [trainingSessions.businessId, trainingSessions.id],
    }).onDelete('cascade'),
  ],
);

/** The link an e-mailed report carries: 256 random bits, stored only as SHA-256. */
export const reportLinks = pgTable(
  'report_links',
  {
    id: id(),
    businessId: tenant(),
    sessionId: uuid('session_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('report_links_hash_key').on(t.tokenHash),
    foreignKey({
      name: 'report_links_business_session_fk',
      columns: [t.businessId, t.sessionId],
      foreignColumns: [trainingSessions.businessId, trainingSessions.id],
    }).onDelete('cascade'),
  ],
);

/** The owner's practice log: one tick per homework item and day, whatever the clicks. */
export const practiceTicks = pgTable(
  'practice_ticks',
  {
    id: id(),
    businessId: tenant(),
    homeworkId: uuid('homework_id').notNull(),
    /** The day practised, in the trainer's zone. */
    day: date('day', { mode: 'string' }).notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('practice_ticks_once_key').on(t.homeworkId, t.day),
    foreignKey({
      name: 'practice_ticks_business_homework_fk',
      columns: [t.businessId, t.homeworkId],
      foreignColumns: [homeworkItems.businessId, homeworkItems.id],
    }).onDelete('cascade'),
  ],
);
