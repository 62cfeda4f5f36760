import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CLASS_LIMITS,
  CLASS_PAYMENTS,
  COURSE_ENROLMENT_STATUSES,
  COURSE_LIMITS,
} from '@adiestra/shared';
import { enumCheck, id, tz, createdAt } from '../../db/columns.ts';
import { tenant, trainer, trainerFk } from '../auth/auth.schema.ts';
import { clients } from '../clients/clients.schema.ts';
import { dogs } from '../dogs/dogs.schema.ts';
import { serviceFk } from '../services/services.schema.ts';

/**
 * A course (issue 29, decision 0081): a named edition of N weekly classes sold as one enrolment.
 * Its classes are `classes` rows naming it in `course_id`; the places are theirs (each class's
 * trigger and CHECK), the course only keeps what is sold: the price and the rules.
 */
export const courses = pgTable(
  'courses',
  {
    id: id(),
    businessId: tenant(),
    /** The member who gives the course: its classes' trainer unless one is reassigned (0134). */
    trainerId: trainer(),
    name: text('name').notNull(),
    serviceId: uuid('service_id').notNull(),
    classCount: integer('class_count').notNull(),
    places: integer('places').notNull(),
    /** Null when paid only with a bono (decision 0099). */
    priceCents: integer('price_cents'),
    /** A price, or a bono unit per enrolment or per class attended (decision 0099). */
    payment: text('payment', { enum: CLASS_PAYMENTS }).notNull().default('price'),
    /** Whether a dog may join after the first class (paying the classes left). */
    lateJoin: boolean('late_join').notNull().default(false),
    /** Make-ups a course enrolment may use (decision 0082). */
    makeupLimit: integer('makeup_limit').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('courses_business_id_key').on(t.businessId, t.id),
    serviceFk('courses_business_service_fk', t.businessId, t.serviceId),
    trainerFk('courses_business_trainer_fk', t.businessId, t.trainerId),
    check(
      'courses_class_count_check',
      sql`${t.classCount} between ${sql.raw(String(COURSE_LIMITS.classesMin))} and ${sql.raw(String(CLASS_LIMITS.occurrencesMax))}`,
    ),
    check('courses_price_check', sql`${t.priceCents} >= 0`),
    enumCheck('courses_payment_check', t.payment, CLASS_PAYMENTS),
    check(
      'courses_makeup_limit_check',
      sql`${t.makeupLimit} between 0 and ${sql.raw(String(COURSE_LIMITS.makeupsMax))}`,
    ),
  ],
);

/**
 * A dog's enrolment in a course: one row sold, with a place in each class it bought (class
 * enrolments naming it). A cancelled one stays as history; `refunded` when its charge was returned.
 */
export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    id: id(),
    businessId: tenant(),
    courseId: uuid('course_id').notNull(),
    clientId: uuid('client_id').notNull(),
    dogId: uuid('dog_id').notNull(),
    status: text('status', { enum: COURSE_ENROLMENT_STATUSES }).notNull().default('enrolled'),
    /**
     * What the enrolment costs, fixed when made (a late joiner pays the classes left); null for
     * a course paid only with a bono.
     */
    priceCents: integer('price_cents'),
    classesBought: integer('classes_bought').notNull(),
    cancelledAt: tz('cancelled_at'),
    refunded: boolean('refunded').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('course_enrolments_business_id_key').on(t.businessId, t.id),
    index('course_enrolments_course_idx').on(t.businessId, t.courseId),
    uniqueIndex('course_enrolments_live_key')
      .on(t.courseId, t.dogId)
      .where(sql`${t.status} = 'enrolled'`),
    foreignKey({
      name: 'course_enrolments_business_course_fk',
      columns: [t.businessId, t.courseId],
      foreignColumns: [courses.businessId, courses.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'course_enrolments_business_client_fk',
      columns: [t.businessId, t.clientId],
      foreignColumns: [clients.businessId, clients.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'course_enrolments_business_client_dog_fk',
      columns: [t.businessId, t.clientId, t.dogId],
      foreignColumns: [dogs.businessId, dogs.clientId, dogs.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    enumCheck('course_enrolments_status_check', t.status, COURSE_ENROLMENT_STATUSES),
    check('course_enrolments_price_check', sql`${t.priceCents} >= 0`),
    check(
      'course_enrolments_cancelled_check',
      sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`,
    ),
  ],
);
