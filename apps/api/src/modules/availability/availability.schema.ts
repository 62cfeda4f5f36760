import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { EXCEPTION_KINDS } from '@adiestra/shared';
import { enumCheck, id, tsrange, createdAt, updatedAt } from '../../db/columns.ts';
import { tenant, businesses, trainer, trainerFk } from '../auth/auth.schema.ts';

// The tables the availability module owns: only its own files query them (decision 0029).

/**
 * Wall-clock times in the trainer's time zone; overlaps are refused by an exclusion constraint that
 * Drizzle cannot declare: `availability_slots_no_overlap` in drizzle/0001_scheduling_constraints.sql.
 */
export const availabilitySlots = pgTable(
  'availability_slots',
  {
    id: id(),
    businessId: tenant(),
    /** The member whose time this is (decision 0134). */
    trainerId: trainer(),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('availability_slots_business_date_idx').on(t.businessId, t.date),
    trainerFk('availability_slots_business_trainer_fk', t.businessId, t.trainerId),
    check('availability_slots_order_check', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/** Issue 19: the trainer's weekly pattern, one row per range of a weekday (0 Sunday … 6 Saturday). */
export const weeklyHours = pgTable(
  'weekly_hours',
  {
    id: id(),
    businessId: tenant(),
    /** The member whose time this is (decision 0134). */
    trainerId: trainer(),
    weekday: integer('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('weekly_hours_business_idx').on(t.businessId, t.weekday),
    trainerFk('weekly_hours_business_trainer_fk', t.businessId, t.trainerId),
    check('weekly_hours_weekday_check', sql`${t.weekday} between 0 and 6`),
    check('weekly_hours_order_check', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * Issue 19: dates that differ from the weekly pattern. CLOSED removes time (whole days when the
 * times are null) on every date of the range; EXTRA adds hours on one date.
 */
export const availabilityExceptions = pgTable(
  'availability_exceptions',
  {
    id: id(),
    businessId: tenant(),
    /** The member whose time this is (decision 0134). */
    trainerId: trainer(),
    kind: text('kind', { enum: EXCEPTION_KINDS }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    startTime: time('start_time'),
    endTime: time('end_time'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('availability_exceptions_business_dates_idx').on(t.businessId, t.startDate, t.endDate),
    trainerFk('availability_exceptions_business_trainer_fk', t.businessId, t.trainerId),
    enumCheck('availability_exceptions_kind_check', t.kind, EXCEPTION_KINDS),
    check('availability_exceptions_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'availability_exceptions_times_check',
      sql`(${t.startTime} is null and ${t.endTime} is null and ${t.kind} = 'CLOSED') or ${t.endTime} > ${t.startTime}`,
    ),
  ],
);

/** Issue 19: the public page's rules; a trainer without a row has DEFAULT_BOOKING_RULES. */
export const bookingRules = pgTable(
  'booking_rules',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Each trainer's buffers and rules (decision 0134). */
    trainerId: trainer(),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull(),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull(),
    minNoticeHours: integer('min_notice_hours').notNull(),
    horizonDays: integer('horizon_days').notNull(),
    stepMinutes: integer('step_minutes').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'booking_rules_pkey', columns: [t.businessId, t.trainerId] }),
    trainerFk('booking_rules_business_trainer_fk', t.businessId, t.trainerId),
    check(
      'booking_rules_buffers_check',
      sql`${t.bufferBeforeMinutes} between 0 and 120 and ${t.bufferAfterMinutes} between 0 and 120`,
    ),
    check('booking_rules_notice_check', sql`${t.minNoticeHours} between 0 and 720`),
    check('booking_rules_horizon_check', sql`${t.horizonDays} between 1 and 730`),
    check('booking_rules_step_check', sql`${t.stepMinutes} in (15, 30, 60)`),
  ],
);

/**
 * Issue 45.3, decision 0134: every stretch of a trainer's time that is taken — an appointment
 * that is not CANCELLED, a class that is not cancelled — one row, written only by the triggers
 * `appointments_occupy` and `classes_occupy` in the writing transaction
 * (drizzle/0049_trainer-per-booking.sql). Its exclusion constraint `trainer_occupancy_no_overlap`
 * (which Drizzle cannot declare) refuses a class over an appointment and the reverse; the free
 * times offered read it. Derived: backups leave it out.
 */
export const trainerOccupancy = pgTable(
  'trainer_occupancy',
  {
    businessId: uuid('business_id').notNull(),
    trainerId: trainer(),
    period: tsrange('period').notNull(),
    appointmentId: uuid('appointment_id'),
    classId: uuid('class_id'),
    /** 'appointment' or 'class': the constraint refuses only one of each over the other. */
    kind: text('kind')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`case when ${trainerOccupancy.appointmentId} is null then 'class' else 'appointment' end`,
      ),
  },
  (t) => [
    trainerFk('trainer_occupancy_business_trainer_fk', t.businessId, t.trainerId).onDelete(
      'cascade',
    ),
    uniqueIndex('trainer_occupancy_appointment_key')
      .on(t.appointmentId)
      .where(sql`${t.appointmentId} is not null`),
    uniqueIndex('trainer_occupancy_class_key')
      .on(t.classId)
      .where(sql`${t.classId} is not null`),
    check(
      'trainer_occupancy_source_check',
      sql`(${t.appointmentId} is null) <> (${t.classId} is null)`,
    ),
  ],
);
