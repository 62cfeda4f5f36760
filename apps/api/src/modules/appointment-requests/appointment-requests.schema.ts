import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  real,
  text,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REQUEST_SOURCES, REQUEST_STATUSES } from '@adiestra/shared';
import { clientAndDogColumns, enumCheck, id, tz, createdAt, updatedAt } from '../../db/columns.ts';
import { foldSql } from '../../lib/text-search.ts';
import { tenant, trainerFk } from '../auth/auth.schema.ts';
import { classes } from '../classes/classes.schema.ts';
import { courses } from '../classes/courses.schema.ts';
import { serviceFk } from '../services/services.schema.ts';

// The tables the appointment-requests module owns: only its own files query them (decision 0029).

export const appointmentRequests = pgTable(
  'appointment_requests',
  {
    id: id(),
    businessId: tenant(),
    /**
     * The member asked for, or given by the rule (decision 0134); null: "Cualquiera", the trainer
     * is chosen when the request is approved.
     */
    trainerId: uuid('trainer_id'),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    clientPhone: text('client_phone').notNull(),
    dogName: text('dog_name').notNull(),
    dogBreed: text('dog_breed'),
    // Years with decimals, like a dog record's age: a puppy of 0.5 reads "6 meses" (issue 27).
    dogAge: real('dog_age'),
    requestedDate: date('requested_date', { mode: 'string' }).notNull(),
    requestedTime: time('requested_time'),
    duration: integer('duration').notNull().default(60),
    serviceType: text('service_type').notNull(),
    serviceId: uuid('service_id'),
    serviceDescription: text('service_description'),
    /** Issue 27: where a home visit is (the service is "a domicilio"); null otherwise. */
    visitAddress: text('visit_address'),
    notes: text('notes'),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('PENDING'),
    rejectionReason: text('rejection_reason'),
    ...clientAndDogColumns(),
    source: text('source', { enum: REQUEST_SOURCES }).notNull().default('public'),
    consentAt: tz('consent_at'),
    /** Issue 20: the privacy text version accepted (key to privacy_texts in the migration). */
    privacyTextId: uuid('privacy_text_id'),
    /** Issue 29: a place asked for in this class; approving enrols the dog (decision 0091). */
    classId: uuid('class_id'),
    /** Issue 45: a course asked for as a course; approving enrols the dog in it (decision 0138). */
    courseId: uuid('course_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Owner's and dog's names folded for search (lib/text-search.ts), kept by the database. */
    clientNameKey: text('client_name_key').generatedAlwaysAs((): SQL =>
      foldSql(appointmentRequests.clientName),
    ),
    dogNameKey: text('dog_name_key').generatedAlwaysAs((): SQL =>
      foldSql(appointmentRequests.dogName),
    ),
  },
  (t) => [
    index('appointment_requests_business_status_idx').on(t.businessId, t.status, t.createdAt),
    index('appointment_requests_client_idx').on(t.businessId, t.clientId),
    index('appointment_requests_dog_idx').on(t.businessId, t.dogId),
    serviceFk('appointment_requests_business_service_fk', t.businessId, t.serviceId),
    trainerFk('appointment_requests_business_trainer_fk', t.businessId, t.trainerId),
    enumCheck('appointment_requests_status_check', t.status, REQUEST_STATUSES),
    enumCheck('appointment_requests_source_check', t.source, REQUEST_SOURCES),
    index('appointment_requests_client_email_idx').on(sql`lower(${t.clientEmail})`),
    foreignKey({
      name: 'appointment_requests_business_class_fk',
      columns: [t.businessId, t.classId],
      foreignColumns: [classes.businessId, classes.id],
    }).onDelete('cascade'),
    // A known client asks once per dog and class while the trainer has not answered.
    uniqueIndex('appointment_requests_class_dog_pending_key')
      .on(t.classId, t.dogId)
      .where(sql`${t.status} = 'PENDING' and ${t.classId} is not null and ${t.dogId} is not null`),
    foreignKey({
      name: 'appointment_requests_business_course_fk',
      columns: [t.businessId, t.courseId],
      foreignColumns: [courses.businessId, courses.id],
    }).onDelete('cascade'),
    // A request asks for a class or a course, never both.
    check(
      'appointment_requests_class_or_course_check',
      sql`num_nonnulls(${t.classId}, ${t.courseId}) <= 1`,
    ),
    // Once per dog and course while the trainer has not answered.
    uniqueIndex('appointment_requests_course_dog_pending_key')
      .on(t.courseId, t.dogId)
      .where(sql`${t.status} = 'PENDING' and ${t.courseId} is not null and ${t.dogId} is not null`),
  ],
);
