import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  time,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CLASS_ENROLMENT_STATUSES,
  CLASS_LIMITS,
  CLASS_PAYMENTS,
  CLASS_STATUSES,
  MAX_AMOUNT_CENTS,
  WAITLIST_STATUSES,
} from '@adiestra/shared';
import { enumCheck, id, tz, createdAt, updatedAt } from '../../db/columns.ts';
import { tenant, trainer, trainerFk } from '../auth/auth.schema.ts';
import { clients } from '../clients/clients.schema.ts';
import { dogs } from '../dogs/dogs.schema.ts';
import { serviceFk } from '../services/services.schema.ts';
import { courseEnrolments, courses } from './courses.schema.ts';

// The tables the classes module owns: only its own files query them (decision 0029).

/**
 * A group class (issue 29): a group service at a date, time and place, with places. `enrolled` is
 * kept by a trigger on class_enrolments (hand-written in the migration) and its CHECK keeps it
 * within the places whatever runs at the same time: the last place goes to exactly one (decision
 * 0040). Classes of a weekly series share a `series_id`.
 */
export const classes = pgTable(
  'classes',
  {
    id: id(),
    businessId: tenant(),
    /**
     * The member who gives the class (decision 0134): it takes their time like an appointment
     * (trainer_occupancy, kept by a trigger in drizzle/0049_trainer-per-booking.sql).
     */
    trainerId: trainer(),
    serviceId: uuid('service_id').notNull(),
    seriesId: uuid('series_id'),
    /** The course the class is one of (decision 0081), or null for a class sold on its own. */
    courseId: uuid('course_id'),
    classDate: date('class_date', { mode: 'string' }).notNull(),
    classTime: time('class_time').notNull(),
    duration: integer('duration').notNull(),
    place: text('place'),
    places: integer('places').notNull(),
    minPlaces: integer('min_places'),
    /** When the trainer chose to hold the class below its minimum: the prompt stops (0079). */
    minPlacesConfirmedAt: tz('min_places_confirmed_at'),
    enrolled: integer('enrolled').notNull().default(0),
    /** Places held for open waiting-list offers, kept by a trigger on class_waitlist (0071). */
    offered: integer('offered').notNull().default(0),
    status: text('status', { enum: CLASS_STATUSES }).notNull().default('scheduled'),
    /** Decision 0084: what a place costs (null with a bono: "solo con bono"), and how it is paid. */
    priceCents: integer('price_cents'),
    payment: text('payment', { enum: CLASS_PAYMENTS }).notNull().default('price'),
    /**
     * The SEQUENCE of every place's calendar event (decision 0100): one more each time the class
     * moves (day, time, length or place), so the owner's calendar replaces what it holds.
     */
    icsSequence: integer('ics_sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('classes_business_id_key').on(t.businessId, t.id),
    index('classes_business_date_idx').on(t.businessId, t.classDate, t.classTime),
    index('classes_business_series_idx').on(t.businessId, t.seriesId, t.classDate),
    serviceFk('classes_business_service_fk', t.businessId, t.serviceId),
    trainerFk('classes_business_trainer_fk', t.businessId, t.trainerId),
    index('classes_business_trainer_date_idx').on(t.businessId, t.trainerId, t.classDate),
    foreignKey({
      name: 'classes_business_course_fk',
      columns: [t.businessId, t.courseId],
      foreignColumns: [courses.businessId, courses.id],
    }).onDelete('cascade'),
    check(
      'classes_places_check',
      sql`${t.places} between 1 and ${sql.raw(String(CLASS_LIMITS.placesMax))}`,
    ),
    check(
      'classes_min_places_check',
      sql`${t.minPlaces} is null or ${t.minPlaces} between 1 and ${t.places}`,
    ),
    check('classes_enrolled_check', sql`${t.enrolled} between 0 and ${t.places}`),
    // Decision 0071: an open offer holds a place, so offers never outnumber the free places.
    check(
      'classes_offered_check',
      sql`${t.offered} >= 0 and ${t.enrolled} + ${t.offered} <= ${t.places}`,
    ),
    check('classes_duration_check', sql`${t.duration} between 15 and 480`),
    enumCheck('classes_status_check', t.status, CLASS_STATUSES),
    enumCheck('classes_payment_check', t.payment, CLASS_PAYMENTS),
    check(
      'classes_price_check',
      sql`${t.priceCents} is null or ${t.priceCents} between 0 and ${sql.raw(String(MAX_AMOUNT_CENTS))}`,
    ),
  ],
);

/** A dog's place in a class. A cancelled place stays as history and frees its place once. */
export const classEnrolments = pgTable(
  'class_enrolments',
  {
    id: id(),
    businessId: tenant(),
    classId: uuid('class_id').notNull(),
    clientId: uuid('client_id').notNull(),
    dogId: uuid('dog_id').notNull(),
    /** The course enrolment this place was sold with (decision 0081), if any. */
    courseEnrolmentId: uuid('course_enrolment_id'),
    status: text('status', { enum: CLASS_ENROLMENT_STATUSES }).notNull().default('enrolled'),
    cancelledAt: tz('cancelled_at'),
    /** Marked on the roster, one tap per dog. */
    attended: boolean('attended').notNull().default(false),
    /** Cancelled inside the trainer's notice: its bono unit and its charge stand (decision 0084). */
    lateCancel: boolean('late_cancel').notNull().default(false),
    /**
     * When its confirmation was written to the outbox (issue 45): confirmed inside the reminder's
     * window, the place gets no reminder, the confirmation already said it all.
     */
    confirmedAt: tz('confirmed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('class_enrolments_business_id_key').on(t.businessId, t.id),
    index('class_enrolments_class_idx').on(t.businessId, t.classId),
    // A dog holds at most one live place in a class.
    uniqueIndex('class_enrolments_live_key')
      .on(t.classId, t.dogId)
      .where(sql`${t.status} = 'enrolled'`),
    foreignKey({
      name: 'class_enrolments_business_class_fk',
      columns: [t.businessId, t.classId],
      foreignColumns: [classes.businessId, classes.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'class_enrolments_business_client_fk',
      columns: [t.businessId, t.clientId],
      foreignColumns: [clients.businessId, clients.id],
    }).onDelete('cascade'),
    // The dog is the client's: (business_id, client_id, dog_id) names one of that client's dogs.
    foreignKey({
      name: 'class_enrolments_business_client_dog_fk',
      columns: [t.businessId, t.clientId, t.dogId],
      foreignColumns: [dogs.businessId, dogs.clientId, dogs.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    foreignKey({
      name: 'class_enrolments_business_course_enrolment_fk',
      columns: [t.businessId, t.courseEnrolmentId],
      foreignColumns: [courseEnrolments.businessId, courseEnrolments.id],
    }).onDelete('cascade'),
    enumCheck('class_enrolments_status_check', t.status, CLASS_ENROLMENT_STATUSES),
    check(
      'class_enrolments_cancelled_check',
      sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`,
    ),
    check(
      'class_enrolments_late_cancel_check',
      sql`not ${t.lateCancel} or ${t.status} = 'cancelled'`,
    ),
  ],
);

/**
 * A dog on a full class's waiting list (issue 29, decision 0071), in `position` order. An entry
 * 'offered' holds one of the class's places (counted in classes.offered by a trigger) until
 * `offer_expires_at`; accepted it becomes 'enrolled', unanswered 'expired' (both history).
 */
export const classWaitlist = pgTable(
  'class_waitlist',
  {
    id: id(),
    businessId: tenant(),
    /** The class waited for, or null when the entry waits for a course (decision 0083). */
    classId: uuid('class_id'),
    courseId: uuid('course_id'),
    clientId: uuid('client_id').notNull(),
    dogId: uuid('dog_id').notNull(),
    position: integer('position').notNull(),
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    offeredAt: tz('offered_at'),
    offerExpiresAt: tz('offer_expires_at'),
    /** A course offer holds a place in each of the course's classes from this date on (0083). */
    offerFrom: date('offer_from', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('class_waitlist_business_id_key').on(t.businessId, t.id),
    index('class_waitlist_course_idx').on(t.businessId, t.courseId, t.position),
    uniqueIndex('class_waitlist_live_course_key')
      .on(t.courseId, t.dogId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    foreignKey({
      name: 'class_waitlist_business_course_fk',
      columns: [t.businessId, t.courseId],
      foreignColumns: [courses.businessId, courses.id],
    }).onDelete('cascade'),
    check('class_waitlist_list_check', sql`num_nonnulls(${t.classId}, ${t.courseId}) = 1`),
    check(
      'class_waitlist_offer_from_check',
      sql`${t.courseId} is null or ${t.status} <> 'offered' or ${t.offerFrom} is not null`,
    ),
    index('class_waitlist_class_idx').on(t.businessId, t.classId, t.position),
    // One live entry per dog per class.
    uniqueIndex('class_waitlist_live_key')
      .on(t.classId, t.dogId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    // What the expiry sweep looks for: the open offers by deadline.
    index('class_waitlist_offer_idx')
      .on(t.offerExpiresAt)
      .where(sql`${t.status} = 'offered'`),
    foreignKey({
      name: 'class_waitlist_business_class_fk',
      columns: [t.businessId, t.classId],
      foreignColumns: [classes.businessId, classes.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'class_waitlist_business_client_dog_fk',
      columns: [t.businessId, t.clientId, t.dogId],
      foreignColumns: [dogs.businessId, dogs.clientId, dogs.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    enumCheck('class_waitlist_status_check', t.status, WAITLIST_STATUSES),
    check(
      'class_waitlist_offer_check',
      sql`${t.status} <> 'offered' or (${t.offeredAt} is not null and ${t.offerExpiresAt} is not null)`,
    ),
  ],
);

/**
 * The class report's general part (issue 29, decision 0087): one per class, what was worked and
 * general notes. Each attending dog's line is that dog's training session with this class's id
 * (sessions module), so the dog's history, Mi área, homework and exports show it as they are.
 * `sent_at`: when "Enviar a los dueños" first sent it.
 */
export const classReports = pgTable(
  'class_reports',
  {
    id: id(),
    businessId: tenant(),
    classId: uuid('class_id').notNull(),
    worked: text('worked').notNull(),
    notes: text('notes'),
    sentAt: tz('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('class_reports_business_id_key').on(t.businessId, t.id),
    // One report per class: a second save updates it.
    unique('class_reports_class_key').on(t.businessId, t.classId),
    foreignKey({
      name: 'class_reports_business_class_fk',
      columns: [t.businessId, t.classId],
      foreignColumns: [classes.businessId, classes.id],
    }).onDelete('cascade'),
  ],
);
