import { and, asc, desc, eq, inArray, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
import { classEnrolments, classes } from '../modules/classes/classes.schema.ts';
import { courseMakeups } from '../modules/classes/course-makeups.schema.ts';
import { courseEnrolments, courses } from '../modules/classes/courses.schema.ts';
import { clients } from '../modules/clients/clients.schema.ts';
import { dogs } from '../modules/dogs/dogs.schema.ts';
import { services } from '../modules/services/services.schema.ts';

// Courses (issue 29, decision 0081) with their service's name, their classes' dates and their
// enrolments' dogs and owners, read for the classes module. Select-only.

type Conn = Db | Tx;

const courseColumns = {
  id: courses.id,
  businessId: courses.businessId,
  trainerId: courses.trainerId,
  name: courses.name,
  serviceId: courses.serviceId,
  serviceName: services.name,
  places: courses.places,
  priceCents: courses.priceCents,
  payment: courses.payment,
  lateJoin: courses.lateJoin,
  makeupLimit: courses.makeupLimit,
  classCount: courses.classCount,
  minPlaces: sql<number | null>`(select min(${classes.minPlaces}) from ${classes}
    where ${classes.businessId} = ${courses.businessId} and ${classes.courseId} = ${courses.id})`,
  firstDate: sql<string>`(select min(${classes.classDate})::text from ${classes}
    where ${classes.businessId} = ${courses.businessId} and ${classes.courseId} = ${courses.id})`,
  lastDate: sql<string>`(select max(${classes.classDate})::text from ${classes}
    where ${classes.businessId} = ${courses.businessId} and ${classes.courseId} = ${courses.id})`,
  place: sql<string | null>`(select min(${classes.place}) from ${classes}
    where ${classes.businessId} = ${courses.businessId} and ${classes.courseId} = ${courses.id})`,
  time: sql<string>`(select min(${classes.classTime})::text from ${classes}
    where ${classes.businessId} = ${courses.businessId} and ${classes.courseId} = ${courses.id})`,
  enrolled: sql<number>`(select count(*)::int from ${courseEnrolments}
    where ${courseEnrolments.businessId} = ${courses.businessId}
      and ${courseEnrolments.courseId} = ${courses.id} and ${courseEnrolments.status} = 'enrolled')`,
};

export type CourseRow = Awaited<ReturnType<typeof selectCourses>>[number];

/** Trainers' courses (one by id, or all of theirs), latest first. */
export function selectCourses(
  db: Conn,
  businessIds: string[],
  id?: string,
  /** An adiestrador's own only (decision 0148). */
  trainerId?: string,
) {
  if (businessIds.length === 0) return Promise.resolve([]);
  return db
    .select(courseColumns)
    .from(courses)
    .innerJoin(
      services,
      and(eq(services.businessId, courses.businessId), eq(services.id, courses.serviceId)),
    )
    .where(
      and(
        inArray(courses.businessId, businessIds),
        id ? eq(courses.id, id) : undefined,
        trainerId ? eq(courses.trainerId, trainerId) : undefined,
      ),
    )
    .orderBy(desc(courses.createdAt), asc(courses.id))
    .limit(200);
}

/** A course's classes in date order. */
export function selectCourseClasses(db: Conn, businessId: string, courseId: string) {
  return db
    .select({
      id: classes.id,
      date: classes.classDate,
      time: classes.classTime,
      enrolled: classes.enrolled,
      places: classes.places,
      status: classes.status,
    })
    .from(classes)
    .where(and(eq(classes.businessId, businessId), eq(classes.courseId, courseId)))
    .orderBy(asc(classes.classDate), asc(classes.id));
}

/** A course's enrolments (live first), with their dog and owner. */
export function selectCourseEnrolments(db: Conn, businessId: string, courseId: string) {
  return db
    .select({
      id: courseEnrolments.id,
      clientId: courseEnrolments.clientId,
      clientFirstName: clients.firstName,
      clientLastName: clients.lastName,
      dogId: courseEnrolments.dogId,
      dogName: dogs.name,
      priceCents: courseEnrolments.priceCents,
      classesBought: courseEnrolments.classesBought,
      status: courseEnrolments.status,
      refunded: courseEnrolments.refunded,
    })
    .from(courseEnrolments)
    .innerJoin(
      clients,
      and(
        eq(clients.businessId, courseEnrolments.businessId),
        eq(clients.id, courseEnrolments.clientId),
      ),
    )
    .innerJoin(
      dogs,
      and(eq(dogs.businessId, courseEnrolments.businessId), eq(dogs.id, courseEnrolments.dogId)),
    )
    .where(
      and(eq(courseEnrolments.businessId, businessId), eq(courseEnrolments.courseId, courseId)),
    )
    .orderBy(asc(courseEnrolments.status), asc(dogs.name), asc(courseEnrolments.id));
}

/**
 * The make-up credits of course enrolments (decision 0082): each live place of theirs in a class
 * held before `today` that was not marked attended, with the make-up class it was used in.
 */
export function selectMakeupCredits(db: Conn, courseEnrolmentIds: string[], today: string) {
  if (courseEnrolmentIds.length === 0) return Promise.resolve([]);
  const makeupPlace = sql`(select ${classEnrolments.classId} from ${classEnrolments}
    where ${classEnrolments.id} = ${courseMakeups.makeupEnrolmentId})`;
  return db
    .select({
      courseEnrolmentId: classEnrolments.courseEnrolmentId,
      missedEnrolmentId: classEnrolments.id,
      missedDate: classes.classDate,
      makeupClassId: sql<string | null>`${makeupPlace}`,
      makeupDate: sql<string | null>`(select ${classes.classDate}::text from ${classes}
        where ${classes.id} = ${makeupPlace})`,
    })
    .from(classEnrolments)
    .innerJoin(
      classes,
      and(
        eq(classes.businessId, classEnrolments.businessId),
        eq(classes.id, classEnrolments.classId),
      ),
    )
    .leftJoin(courseMakeups, eq(courseMakeups.missedEnrolmentId, classEnrolments.id))
    .where(
      and(
        inArray(classEnrolments.courseEnrolmentId, courseEnrolmentIds),
        eq(classEnrolments.status, 'enrolled'),
        eq(classEnrolments.attended, false),
        eq(classes.status, 'scheduled'),
        sql`${classes.classDate} < ${today}`,
      ),
    )
    .orderBy(asc(classes.classDate), asc(classEnrolments.id));
}

/**
 * Classes a course enrolment's missed class may be made up in (decision 0082): scheduled, from
 * `today` on, of the course's service, not of the same course, with a place free — and (issue
 * 45) none that one of `dogIds` already has a place in.
 */
export function selectMakeupClasses(
  db: Conn,
  course: { businessId: string; id: string; serviceId: string },
  today: string,
  dogIds: readonly string[] = [],
) {
  return db
    .select({ id: classes.id, date: classes.classDate, time: classes.classTime })
    .from(classes)
    .where(
      and(
        eq(classes.businessId, course.businessId),
        eq(classes.serviceId, course.serviceId),
        eq(classes.status, 'scheduled'),
        sql`${classes.classDate} >= ${today}`,
        or(isNull(classes.courseId), ne(classes.courseId, course.id)),
        sql`${classes.enrolled} + ${classes.offered} < ${classes.places}`,
        dogIds.length > 0
          ? notExists(
              db
                .select({ id: classEnrolments.id })
                .from(classEnrolments)
                .where(
                  and(
                    eq(classEnrolments.businessId, classes.businessId),
                    eq(classEnrolments.classId, classes.id),
                    inArray(classEnrolments.dogId, [...dogIds]),
                    eq(classEnrolments.status, 'enrolled'),
                  ),
                ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(classes.classDate), asc(classes.classTime), asc(classes.id))
    .limit(20);
}

/** The owner's dogs' live course enrolments. */
export function selectCourseEnrolmentsOf(db: Conn, dogIds: string[]) {
  if (dogIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: courseEnrolments.id,
      courseId: courseEnrolments.courseId,
      dogId: courseEnrolments.dogId,
      priceCents: courseEnrolments.priceCents,
    })
    .from(courseEnrolments)
    .where(and(inArray(courseEnrolments.dogId, dogIds), eq(courseEnrolments.status, 'enrolled')));
}

/** The live places of course enrolments, each with its class and whether it was attended. */
export function selectCoursePlaces(db: Conn, courseEnrolmentIds: string[]) {
  if (courseEnrolmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      courseEnrolmentId: classEnrolments.courseEnrolmentId,
      classId: classEnrolments.classId,
      date: classes.classDate,
      time: classes.classTime,
      duration: classes.duration,
      attended: classEnrolments.attended,
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
        inArray(classEnrolments.courseEnrolmentId, courseEnrolmentIds),
        eq(classEnrolments.status, 'enrolled'),
        eq(classes.status, 'scheduled'),
      ),
    )
    .orderBy(asc(classes.classDate), asc(classEnrolments.id));
}
