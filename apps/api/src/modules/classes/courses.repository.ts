import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { courseMakeups } from './course-makeups.schema.ts';
import { classEnrolments, classes } from './classes.schema.ts';
import { courseEnrolments, courses } from './courses.schema.ts';

export {
  selectCourseClasses,
  selectCourseEnrolments,
  selectCoursePlaces,
  selectCourseEnrolmentsOf,
  selectCourses,
  selectMakeupClasses,
  selectMakeupCredits,
  type CourseRow,
} from '../../read-models/course-views.ts';
export { selectCourseEnrolmentMoney } from '../../read-models/course-charges.ts';

/** Every write of courses, course_enrolments and course_makeups (decisions 0081, 0082). */
type Conn = Db | Tx;

export async function insertCourse(
  db: Conn,
  values: Omit<typeof courses.$inferInsert, 'id' | 'createdAt'>,
) {
  const id = uuidv7();
  await db.insert(courses).values({ id, ...values });
  return id;
}

/**
 * The course row, locked when `lock`: every enrolment in a course takes this lock first, so
 * course enrolments queue one after another and take their classes' places in the same order.
 */
export async function selectOwnCourse(db: Conn, businessId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(courses)
    .where(and(eq(courses.businessId, businessId), eq(courses.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The course's scheduled classes from `fromDate` on, and whether any was before it. */
export async function selectClassesFrom(
  db: Conn,
  businessId: string,
  courseId: string,
  fromDate: string,
) {
  const ofCourse = and(eq(classes.businessId, businessId), eq(classes.courseId, courseId));
  const [remaining, [before]] = await Promise.all([
    db
      .select({ id: classes.id, date: classes.classDate, time: classes.classTime })
      .from(classes)
      .where(and(ofCourse, gte(classes.classDate, fromDate), eq(classes.status, 'scheduled')))
      .orderBy(classes.classDate, classes.id),
    db
      .select({ n: count() })
      .from(classes)
      .where(and(ofCourse, lt(classes.classDate, fromDate))),
  ]);
  return { remaining, started: (before?.n ?? 0) > 0 };
}

/** The course's scheduled classes from `fromDate` on, with their places, in date order. */
export function selectScheduledFrom(
  db: Conn,
  businessId: string,
  courseId: string,
  fromDate: string,
) {
  return db
    .select({
      id: classes.id,
      date: classes.classDate,
      time: classes.classTime,
      places: classes.places,
      enrolled: classes.enrolled,
      offered: classes.offered,
    })
    .from(classes)
    .where(
      and(
        eq(classes.businessId, businessId),
        eq(classes.courseId, courseId),
        gte(classes.classDate, fromDate),
        eq(classes.status, 'scheduled'),
      ),
    )
    .orderBy(classes.classDate, classes.id);
}

export async function insertCourseEnrolment(
  db: Conn,
  values: {
    businessId: string;
    courseId: string;
    clientId: string;
    dogId: string;
    priceCents: number | null;
    classesBought: number;
  },
) {
  const id = uuidv7();
  await db.insert(courseEnrolments).values({ id, ...values });
  return id;
}

/** A course enrolment, locked when `lock` (a make-up or a cancel of it runs one at a time). */
export async function selectCourseEnrolment(
  db: Conn,
  businessId: string,
  target: { courseId: string; id: string },
  lock = false,
) {
  const query = db
    .select()
    .from(courseEnrolments)
    .where(
      and(
        eq(courseEnrolments.businessId, businessId),
        eq(courseEnrolments.courseId, target.courseId),
        eq(courseEnrolments.id, target.id),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A live course enrolment cancelled, once; false when it was not live. */
export async function cancelCourseEnrolment(
  db: Conn,
  businessId: string,
  id: string,
  change: { now: Date; refunded: boolean },
) {
  const rows = await db
    .update(courseEnrolments)
    .set({ status: 'cancelled', cancelledAt: change.now, refunded: change.refunded })
    .where(
      and(
        eq(courseEnrolments.businessId, businessId),
        eq(courseEnrolments.id, id),
        eq(courseEnrolments.status, 'enrolled'),
      ),
    )
    .returning({ id: courseEnrolments.id });
  return rows.length > 0;
}

/** A course enrolment's places: the classes and whether each one is still to come. */
export function selectPlacesOf(db: Conn, businessId: string, courseEnrolmentId: string) {
  return db
    .select({
      id: classEnrolments.id,
      classId: classEnrolments.classId,
      date: classes.classDate,
      time: classes.classTime,
      status: classEnrolments.status,
    })
    .from(classEnrolments)
    .innerJoin(
      classes,
      and(
        eq(classes.businessId, classEnrolments.businessId),
        eq(classes.id, classEnrolments.classId),
      ),
    )
    .where(
      and(
        eq(classEnrolments.businessId, businessId),
        eq(classEnrolments.courseEnrolmentId, courseEnrolmentId),
      ),
    )
    .orderBy(classes.classDate, classEnrolments.id);
}

/** The live places of a course enrolment in the given classes, given up at once. */
export async function cancelPlaces(db: Conn, businessId: string, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await db
    .update(classEnrolments)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(
      and(
        eq(classEnrolments.businessId, businessId),
        inArray(classEnrolments.id, ids),
        eq(classEnrolments.status, 'enrolled'),
      ),
    );
}

/** How many make-ups a course enrolment has used. */
export async function countMakeups(db: Conn, businessId: string, courseEnrolmentId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(courseMakeups)
    .where(
      and(
        eq(courseMakeups.businessId, businessId),
        eq(courseMakeups.courseEnrolmentId, courseEnrolmentId),
      ),
    );
  return row?.n ?? 0;
}

/** A make-up recorded: the unique missed place refuses a second use of the same credit. */
export async function insertMakeup(
  db: Conn,
  values: {
    businessId: string;
    courseEnrolmentId: string;
    missedEnrolmentId: string;
    makeupEnrolmentId: string;
  },
) {
  await db.insert(courseMakeups).values({ id: uuidv7(), ...values });
}

/**
 * The course enrolments with a place in this class none of whose classes is held any more: their
 * course was cancelled, class by class (decision 0099), and what they paid goes back.
 */
export async function selectEnrolmentsOfCancelledCourse(
  db: Conn,
  businessId: string,
  classId: string,
) {
  const rows = await db
    .selectDistinct({ id: sql<string>`${classEnrolments.courseEnrolmentId}` })
    .from(classEnrolments)
    .where(
      and(
        eq(classEnrolments.businessId, businessId),
        eq(classEnrolments.classId, classId),
        sql`${classEnrolments.courseEnrolmentId} is not null`,
        sql`not exists (select 1 from ${classEnrolments} o
          join ${classes} c on c.business_id = o.business_id and c.id = o.class_id
          where o.business_id = ${businessId} and o.course_enrolment_id = ${classEnrolments}.course_enrolment_id
            and c.status = 'scheduled')`,
      ),
    );
  return rows.map((row) => row.id);
}
