import { and, asc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
import { appointmentRequests } from '../modules/appointment-requests/appointment-requests.schema.ts';
import { classes } from '../modules/classes/classes.schema.ts';
import { courses } from '../modules/classes/courses.schema.ts';
import { services } from '../modules/services/services.schema.ts';

// Issue 29, classes asked for rather than taken (decisions 0090, 0091): a trainer's classes as the
// public booking page offers them (a visible group service, scheduled, from a day on) and the
// places an owner has asked for and the trainer has not answered yet. Select-only: a request is
// written by the appointment-requests module, a place by the classes module.

type Conn = Db | Tx;

/** How many classes the booking page lists at most, soonest first. */
export const PUBLIC_CLASSES_MAX = 60;

/**
 * A trainer's scheduled group classes from `fromDate` on (or one by id): of visible services only
 * unless `anyService` (a known client in Mi área sees every class of their trainer).
 */
export function selectPublicClasses(
  db: Conn,
  businessId: string,
  filter: { fromDate: string; id?: string; anyService?: boolean },
) {
  return db
    .select({
      id: classes.id,
      serviceId: classes.serviceId,
      serviceName: services.name,
      date: classes.classDate,
      time: classes.classTime,
      duration: classes.duration,
      place: classes.place,
      places: classes.places,
      enrolled: classes.enrolled,
      offered: classes.offered,
      minAgeMonths: services.minAgeMonths,
      maxAgeMonths: services.maxAgeMonths,
      requiredConsents: services.requiredConsents,
      priceCents: classes.priceCents,
      payment: classes.payment,
    })
    .from(classes)
    .innerJoin(
      services,
      and(eq(services.businessId, classes.businessId), eq(services.id, classes.serviceId)),
    )
    .where(
      and(
        eq(classes.businessId, businessId),
        filter.id ? eq(classes.id, filter.id) : undefined,
        gte(classes.classDate, filter.fromDate),
        eq(classes.status, 'scheduled'),
        // Issue 45: a course's class is sold with its course (selectPublicCourseClasses).
        isNull(classes.courseId),
        filter.anyService ? undefined : eq(services.isPublic, true),
        eq(services.kind, 'group'),
      ),
    )
    .orderBy(asc(classes.classDate), asc(classes.classTime), asc(classes.id))
    .limit(PUBLIC_CLASSES_MAX);
}

/** How many classes of courses the booking page reads at most (a few courses' worth). */
export const PUBLIC_COURSE_CLASSES_MAX = 400;

/**
 * Issue 45 (decision 0138): the scheduled classes from `fromDate` on of a trainer's courses of a
 * visible group service (or one course by id), each row with its course's sale terms and whether
 * the course had a class before `fromDate` (it has started). The caller groups them by course.
 */
export function selectPublicCourseClasses(
  db: Conn,
  businessId: string,
  filter: { fromDate: string; courseId?: string; anyService?: boolean },
) {
  return db
    .select({
      courseId: courses.id,
      name: courses.name,
      serviceId: courses.serviceId,
      serviceName: services.name,
      priceCents: courses.priceCents,
      payment: courses.payment,
      lateJoin: courses.lateJoin,
      classCount: courses.classCount,
      minAgeMonths: services.minAgeMonths,
      maxAgeMonths: services.maxAgeMonths,
      requiredConsents: services.requiredConsents,
      started: sql<boolean>`exists (select 1 from ${classes} as earlier
        where earlier.business_id = ${courses.businessId} and earlier.course_id = ${courses.id}
          and earlier.class_date < ${filter.fromDate})`,
      classId: classes.id,
      date: classes.classDate,
      time: classes.classTime,
      duration: classes.duration,
      place: classes.place,
      places: classes.places,
      enrolled: classes.enrolled,
      offered: classes.offered,
    })
    .from(courses)
    .innerJoin(
      services,
      and(eq(services.businessId, courses.businessId), eq(services.id, courses.serviceId)),
    )
    .innerJoin(
      classes,
      and(eq(classes.businessId, courses.businessId), eq(classes.courseId, courses.id)),
    )
    .where(
      and(
        eq(courses.businessId, businessId),
        filter.courseId ? eq(courses.id, filter.courseId) : undefined,
        gte(classes.classDate, filter.fromDate),
        eq(classes.status, 'scheduled'),
        filter.anyService ? undefined : eq(services.isPublic, true),
        eq(services.kind, 'group'),
      ),
    )
    .orderBy(asc(classes.classDate), asc(classes.classTime), asc(courses.id), asc(classes.id))
    .limit(PUBLIC_COURSE_CLASSES_MAX);
}

/** The classes these dogs have a PENDING request for (Mi área shows "Solicitud enviada"). */
export function selectPendingClassRequestsOf(db: Conn, dogIds: string[]) {
  if (dogIds.length === 0) return Promise.resolve([]);
  return db
    .select({ classId: appointmentRequests.classId, dogId: appointmentRequests.dogId })
    .from(appointmentRequests)
    .where(
      and(
        inArray(appointmentRequests.dogId, dogIds),
        isNotNull(appointmentRequests.classId),
        eq(appointmentRequests.status, 'PENDING'),
      ),
    );
}
