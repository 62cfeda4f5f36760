import { and, asc, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
import { appointmentRequests } from '../modules/appointment-requests/appointment-requests.schema.ts';
import { classes } from '../modules/classes/classes.schema.ts';
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
        filter.anyService ? undefined : eq(services.isPublic, true),
        eq(services.kind, 'group'),
      ),
    )
    .orderBy(asc(classes.classDate), asc(classes.classTime), asc(classes.id))
    .limit(PUBLIC_CLASSES_MAX);
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
