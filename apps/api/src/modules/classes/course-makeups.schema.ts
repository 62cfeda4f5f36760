import { foreignKey, pgTable, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../../db/columns.ts';
import { owner } from '../auth/auth.schema.ts';
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
    userId: owner(),
    courseEnrolmentId: uuid('course_enrolment_id').notNull(),
    missedEnrolmentId: uuid('missed_enrolment_id').notNull(),
    makeupEnrolmentId: uuid('makeup_enrolment_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('course_makeups_user_id_key').on(t.userId, t.id),
    uniqueIndex('course_makeups_missed_key').on(t.missedEnrolmentId),
    uniqueIndex('course_makeups_makeup_key').on(t.makeupEnrolmentId),
    foreignKey({
      name: 'course_makeups_user_course_enrolment_fk',
      columns: [t.userId, t.courseEnrolmentId],
      foreignColumns: [courseEnrolments.userId, courseEnrolments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'course_makeups_user_missed_fk',
      columns: [t.userId, t.missedEnrolmentId],
      foreignColumns: [classEnrolments.userId, classEnrolments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'course_makeups_user_makeup_fk',
      columns: [t.userId, t.makeupEnrolmentId],
      foreignColumns: [classEnrolments.userId, classEnrolments.id],
    }).onDelete('cascade'),
  ],
);
