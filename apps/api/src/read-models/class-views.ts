import { and, asc, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
import { classEnrolments, classWaitlist, classes } from '../modules/classes/classes.schema.ts';
import { courses } from '../modules/classes/courses.schema.ts';
import { clients } from '../modules/clients/clients.schema.ts';
import { dogs } from '../modules/dogs/dogs.schema.ts';
import { services } from '../modules/services/services.schema.ts';

// Classes with their service's name and colour (and their course's name), and a class's roster with its dogs and owners,
// read for the classes module, which owns only classes and class_enrolments (decision 0029).

type Conn = Db | Tx;

const classColumns = {
  id: classes.id,
  seriesId: classes.seriesId,
  serviceId: classes.serviceId,
  trainerId: classes.trainerId,
  serviceName: services.name,
  color: services.color,
  date: classes.classDate,
  time: classes.classTime,
  duration: classes.duration,
  place: classes.place,
  places: classes.places,
  minPlaces: classes.minPlaces,
  minPlacesConfirmed: sql<boolean>`${classes.minPlacesConfirmedAt} is not null`,
  enrolled: classes.enrolled,
  offered: classes.offered,
  status: classes.status,
  priceCents: classes.priceCents,
  payment: classes.payment,
  // Left-joined: null for a class sold on its own.
  course: { id: courses.id, name: courses.name },
};

export type ClassRow = Awaited<ReturnType<typeof selectClasses>>[number];

/** Days of classes, both included; an adiestrador's own only (decision 0148). */
export interface ClassRange {
  from: string;
  to: string;
  trainerId?: string | undefined;
}

const ownClasses = (range: ClassRange) =>
  range.trainerId ? eq(classes.trainerId, range.trainerId) : undefined;

/** The trainer's classes by id, or between two dates (both included), in time order. */
export function selectClasses(db: Conn, businessId: string, filter: { id: string } | ClassRange) {
  const where =
    'id' in filter
      ? eq(classes.id, filter.id)
      : and(
          gte(classes.classDate, filter.from),
          lte(classes.classDate, filter.to),
          ownClasses(filter),
        );
  return db
    .select(classColumns)
    .from(classes)
    .innerJoin(
      services,
      and(eq(services.businessId, classes.businessId), eq(services.id, classes.serviceId)),
    )
    .leftJoin(
      courses,
      and(eq(courses.businessId, classes.businessId), eq(courses.id, classes.courseId)),
    )
    .where(and(eq(classes.businessId, businessId), where))
    .orderBy(asc(classes.classDate), asc(classes.classTime), asc(classes.id));
}

/**
 * The trainer's scheduled classes between two dates (both included), in time order, with the
 * dogs on each one's waiting list not yet offered a place (a course's class: its course's list,
 * decision 0083): the Panel's card (issue 29).
 */
export function selectWeekClasses(db: Conn, businessId: string, range: ClassRange) {
  const waiting = db
    .select({ count: sql<number>`count(*)::int`.as('count') })
    .from(classWaitlist)
    .where(
      and(
        eq(classWaitlist.businessId, classes.businessId),
        or(eq(classWaitlist.classId, classes.id), eq(classWaitlist.courseId, classes.courseId)),
        eq(classWaitlist.status, 'waiting'),
      ),
    );
  return db
    .select({
      id: classes.id,
      serviceName: services.name,
      color: services.color,
      date: classes.classDate,
      time: classes.classTime,
      duration: classes.duration,
      places: classes.places,
      minPlaces: classes.minPlaces,
      enrolled: classes.enrolled,
      offered: classes.offered,
      status: classes.status,
      minPlacesConfirmed: sql<boolean>`${classes.minPlacesConfirmedAt} is not null`,
      waiting: sql<number>`(${waiting})`,
    })
    .from(classes)
    .innerJoin(
      services,
      and(eq(services.businessId, classes.businessId), eq(services.id, classes.serviceId)),
    )
    .where(
      and(
        eq(classes.businessId, businessId),
        eq(classes.status, 'scheduled'),
        ownClasses(range),
        gte(classes.classDate, range.from),
        lte(classes.classDate, range.to),
      ),
    )
    .orderBy(asc(classes.classDate), asc(classes.classTime), asc(classes.id));
}

/** The live places of a class: each dog with its owner and the dog's notes, in enrolment order. */
export function selectRoster(db: Conn, businessId: string, classId: string) {
  return db
    .select({
      id: classEnrolments.id,
      clientId: classEnrolments.clientId,
      clientFirstName: clients.firstName,
      clientLastName: clients.lastName,
      clientPhone: clients.phone,
      dogId: classEnrolments.dogId,
      dogName: dogs.name,
      dogNotes: dogs.notes,
      attended: classEnrolments.attended,
    })
    .from(classEnrolments)
    .innerJoin(
      clients,
      and(
        eq(clients.businessId, classEnrolments.businessId),
        eq(clients.id, classEnrolments.clientId),
      ),
    )
    .innerJoin(
      dogs,
      and(eq(dogs.businessId, classEnrolments.businessId), eq(dogs.id, classEnrolments.dogId)),
    )
    .where(
      and(
        eq(classEnrolments.businessId, businessId),
        eq(classEnrolments.classId, classId),
        eq(classEnrolments.status, 'enrolled'),
      ),
    )
    .orderBy(asc(classEnrolments.createdAt), asc(classEnrolments.id));
}
