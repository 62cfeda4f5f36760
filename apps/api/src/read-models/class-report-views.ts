import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
import { classEnrolments } from '../modules/classes/classes.schema.ts';
import { clients } from '../modules/clients/clients.schema.ts';
import { dogs } from '../modules/dogs/dogs.schema.ts';
import { sessionReports } from '../modules/reports/reports.schema.ts';
import { trainingSessions } from '../modules/sessions/sessions.schema.ts';

// The class report's lines (issue 29, decision 0087), read for the classes module: the dogs that
// attended a class, their owners, and each dog's training session of that class with the time
// its report was first sent. Written only through the sessions and reports modules.

/** The attending dogs of a class, in enrolment order, each with its line once written. */
export function selectReportLines(db: Db | Tx, businessId: string, classId: string) {
  return db
    .select({
      enrolmentId: classEnrolments.id,
      dogId: classEnrolments.dogId,
      dogName: dogs.name,
      clientFirstName: clients.firstName,
      clientLastName: clients.lastName,
      clientEmail: clients.email,
      sessionId: trainingSessions.id,
      progress: trainingSessions.progress,
      notes: trainingSessions.observations,
      sentAt: sessionReports.firstSentAt,
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
    .leftJoin(
      trainingSessions,
      and(
        eq(trainingSessions.businessId, classEnrolments.businessId),
        eq(trainingSessions.classId, classEnrolments.classId),
        eq(trainingSessions.dogId, classEnrolments.dogId),
      ),
    )
    .leftJoin(
      sessionReports,
      and(
        eq(sessionReports.businessId, trainingSessions.businessId),
        eq(sessionReports.sessionId, trainingSessions.id),
      ),
    )
    .where(
      and(
        eq(classEnrolments.businessId, businessId),
        eq(classEnrolments.classId, classId),
        eq(classEnrolments.status, 'enrolled'),
        eq(classEnrolments.attended, true),
      ),
    )
    .orderBy(asc(classEnrolments.createdAt), asc(classEnrolments.id));
}
