import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
import { LIVE_WAITLIST_STATUSES } from '@adiestra/shared';
import { classEnrolments, classes, classWaitlist } from '../modules/classes/classes.schema.ts';
import { clients } from '../modules/clients/clients.schema.ts';
import { dogs } from '../modules/dogs/dogs.schema.ts';
import { services } from '../modules/services/services.schema.ts';

// Issue 29, the owner's side of classes (decision 0053): what a signed-in owner's address
// reaches — the trainers' clients under that address and their dogs, those trainers' upcoming
// classes, and the owner's places in them — and who a class's places belong to, for the mail
// of a cancelled class. Select-only; every place taken or given up goes through the classes
// module's service.

type Conn = Db | Tx;
const clientOf = (email: string) => sql`lower(${clients.email}) = ${email.toLowerCase()}`;

/** The dogs of every trainer's client under `email`, with whose client each one is. */
export function selectOwnerDogs(db: Conn, email: string) {
  return db
    .select({
      businessId: dogs.businessId,
      clientId: dogs.clientId,
      dogId: dogs.id,
      dogName: dogs.name,
    })
    .from(dogs)
    .innerJoin(clients, and(eq(clients.businessId, dogs.businessId), eq(clients.id, dogs.clientId)))
    .where(clientOf(email))
    .orderBy(asc(dogs.name), asc(dogs.id))
    .limit(200);
}

/** Those trainers' scheduled classes from `fromDate` on, soonest first. */
export function selectUpcomingClasses(db: Conn, businessIds: string[], fromDate: string) {
  if (businessIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: classes.id,
      businessId: classes.businessId,
      trainerId: classes.trainerId,
      serviceName: services.name,
      date: classes.classDate,
      time: classes.classTime,
      duration: classes.duration,
      place: classes.place,
      places: classes.places,
      enrolled: classes.enrolled,
      offered: classes.offered,
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
        inArray(classes.businessId, businessIds),
        gte(classes.classDate, fromDate),
        eq(classes.status, 'scheduled'),
        // A course's classes are sold with the course (decision 0081), not one by one.
        isNull(classes.courseId),
      ),
    )
    .orderBy(asc(classes.classDate), asc(classes.classTime), asc(classes.id))
    .limit(200);
}

/**
 * The live places these dogs hold; with `late`, also the places given up late (inside the
 * trainer's notice, their cost standing), which Mi área shows as such (decision 0053).
 */
export function selectLivePlacesOf(db: Conn, dogIds: string[], late = false) {
  if (dogIds.length === 0) return Promise.resolve([]);
  const live = eq(classEnrolments.status, 'enrolled');
  return db
    .select({
      id: classEnrolments.id,
      classId: classEnrolments.classId,
      dogId: classEnrolments.dogId,
      lateCancel: classEnrolments.lateCancel,
    })
    .from(classEnrolments)
    .where(
      and(
        inArray(classEnrolments.dogId, dogIds),
        late ? or(live, eq(classEnrolments.lateCancel, true)) : live,
      ),
    );
}

/** The owners of a class's live places, with their address, for the class's mails. */
export function selectPlaceOwners(db: Conn, businessId: string, classId: string) {
  return db
    .select({
      placeId: classEnrolments.id,
      courseEnrolmentId: classEnrolments.courseEnrolmentId,
      clientEmail: clients.email,
      clientFirstName: clients.firstName,
      clientLastName: clients.lastName,
      dogName: dogs.name,
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
    );
}

/**
 * The owners of the live entries of a class's waiting list, or of a course's, with their address,
 * for the mail of a cancelled class.
 */
export function selectWaitingOwners(
  db: Conn,
  businessId: string,
  list: { classId: string } | { courseId: string },
) {
  return db
    .select({
      clientEmail: clients.email,
      clientFirstName: clients.firstName,
      dogName: dogs.name,
    })
    .from(classWaitlist)
    .innerJoin(
      clients,
      and(eq(clients.businessId, classWaitlist.businessId), eq(clients.id, classWaitlist.clientId)),
    )
    .innerJoin(
      dogs,
      and(eq(dogs.businessId, classWaitlist.businessId), eq(dogs.id, classWaitlist.dogId)),
    )
    .where(
      and(
        eq(classWaitlist.businessId, businessId),
        'classId' in list
          ? eq(classWaitlist.classId, list.classId)
          : eq(classWaitlist.courseId, list.courseId),
        inArray(classWaitlist.status, [...LIVE_WAITLIST_STATUSES]),
      ),
    );
}
