import { foreignKey, pgTable, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../../db/columns.ts';
import { tenant } from '../auth/auth.schema.ts';
import { classEnrolments } from './classes.schema.ts';
import { courseEnrolments } from './courses.schema.ts';

/**
 * A make-up used (decision 0082): the missed place of a course enrolment, made up by a place in
 * another class of the same service. The unique missed place makes each credit usable once,
 * whatever runs at the same time.
 */
export const courseMakeups = pgTable(
  'course_makeups',
  {
    id: id(),
    businessId: tenant(),
    courseEnrolmentId: uuid('course_enrolment_id').notNull(),
    missedEnrolmentId: uuid('missed_enrolment_id').notNull(),
    makeupEnrolmentId: uuid('makeup_enrolment_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('course_makeups_business_id_key').on(t.businessId, t.id),
    uniqueIndex('course_makeups_missed_key').on(t.missedEnrolmentId),
    uniqueIndex('course_makeups_makeup_key').on(t.makeupEnrolmentId),
    foreignKey({
      name: 'course_makeups_business_course_enrolment_fk',
      columns: [t.businessId, t.courseEnrolmentId],
      foreignColumns: [courseEnrolments.businessId, courseEnrolments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'course_makeups_business_missed_fk',
      columns: [t.businessId, t.missedEnrolmentId],
      foreignColumns: [classEnrolments.businessId, classEnrolments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'course_makeups_business_makeup_fk',
      columns: [t.businessId, t.makeupEnrolmentId],
      foreignColumns: [classEnrolments.businessId, classEnrolments.id],
    }).onDelete('cascade'),
  ],
);
