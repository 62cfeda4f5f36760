import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
import { users } from '../modules/auth/auth.schema.ts';
import { clients } from '../modules/clients/clients.schema.ts';
import { dogs } from '../modules/dogs/dogs.schema.ts';
import { homeworkItems, sessionReports } from '../modules/reports/reports.schema.ts';
import { trainingSessions } from '../modules/sessions/sessions.schema.ts';

/**
 * The reports' views of other modules' rows (issue 26, decision 0029): a report is a view of the
 * session the sessions module keeps, with its dog, the owner's address and the trainer; the
 * reports module owns only its homework, report, link and tick tables, so these joins live here.
 */

/** Who can read a report: an owner's address (their session) or one report's link. */
export type ReportReach = { email: string } | { businessId: string; sessionId: string };

const trainerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  timeZone: users.timeZone,
};

/** The caller's session with what a report shows and where it goes. */
export async function selectSessionForReport(db: Db | Tx, businessId: string, sessionId: string) {
  const [row] = await db
    .select({
      session: trainingSessions,
      dog: { id: dogs.id, name: dogs.name, breed: dogs.breed },
      ownerEmail: clients.email,
      trainer: trainerColumns,
    })
    .from(trainingSessions)
    .innerJoin(dogs, and(eq(dogs.id, trainingSessions.dogId), eq(dogs.businessId, businessId)))
    .innerJoin(clients, eq(clients.id, dogs.clientId))
    .innerJoin(users, eq(users.id, trainingSessions.businessId))
    .where(and(eq(trainingSessions.businessId, businessId), eq(trainingSessions.id, sessionId)))
    .limit(1);
  return row;
}

const reachCondition = (reach: ReportReach) =>
  'email' in reach
    ? eq(sessionReports.ownerEmail, reach.email)
    : and(
        eq(sessionReports.businessId, reach.businessId),
        eq(sessionReports.sessionId, reach.sessionId),
      );

/** Sent reports with their session, dog and trainer (each row of its own trainer). */
function withReportJoins<T extends PgSelect>(query: T) {
  return query
    .innerJoin(
      trainingSessions,
      and(
        eq(trainingSessions.id, sessionReports.sessionId),
        eq(trainingSessions.businessId, sessionReports.businessId),
      ),
    )
    .innerJoin(
      dogs,
      and(eq(dogs.id, trainingSessions.dogId), eq(dogs.businessId, trainingSessions.businessId)),
    )
    .innerJoin(users, eq(users.id, sessionReports.businessId));
}

/** A sent report the owner may read, with its session, dog and trainer; undefined otherwise. */
export async function selectOwnerReport(db: Db, reach: ReportReach, sessionId: string) {
  const [row] = await withReportJoins(
    db
      .select({
        report: sessionReports,
        session: trainingSessions,
        dog: { id: dogs.id, name: dogs.name, breed: dogs.breed },
        trainer: trainerColumns,
      })
      .from(sessionReports)
      .$dynamic(),
  )
    .where(and(reachCondition(reach), eq(sessionReports.sessionId, sessionId)))
    .limit(1);
  return row;
}

/** Every sent report the owner may read, oldest first, with its dog and trainer. */
export function selectOwnerReports(db: Db, reach: ReportReach) {
  return withReportJoins(
    db
      .select({
        sessionId: trainingSessions.id,
        date: trainingSessions.date,
        progress: trainingSessions.progress,
        rating: trainingSessions.rating,
        objectives: trainingSessions.objectives,
        dogId: dogs.id,
        dogName: dogs.name,
        trainerFirstName: users.firstName,
        trainerLastName: users.lastName,
        trainerTimeZone: users.timeZone,
      })
      .from(sessionReports)
      .$dynamic(),
  )
    .where(reachCondition(reach))
    .orderBy(asc(dogs.name), asc(dogs.id), asc(trainingSessions.date), asc(trainingSessions.id));
}

/** The homework of sent reports (of one dog, or all the trainer's), with its session's instant. */
export function selectSentHomework(db: Db, businessId: string, dogId?: string) {
  return db
    .select({
      homeworkId: homeworkItems.id,
      untilDate: homeworkItems.untilDate,
      daysPerWeek: homeworkItems.daysPerWeek,
      sessionId: trainingSessions.id,
      sessionDate: trainingSessions.date,
      dogId: trainingSessions.dogId,
    })
    .from(homeworkItems)
    .innerJoin(
      trainingSessions,
      and(
        eq(trainingSessions.id, homeworkItems.sessionId),
        eq(trainingSessions.businessId, homeworkItems.businessId),
      ),
    )
    .innerJoin(sessionReports, eq(sessionReports.sessionId, trainingSessions.id))
    .where(
      and(
        eq(homeworkItems.businessId, businessId),
        dogId ? eq(trainingSessions.dogId, dogId) : undefined,
      ),
    );
}

/** Every session instant of these dogs (the next session ends the homework before it). */
export function selectSessionDates(db: Db, businessId: string, dogIds: string[]) {
  if (!dogIds.length) return Promise.resolve([]);
  return db
    .select({ dogId: trainingSessions.dogId, date: trainingSessions.date })
    .from(trainingSessions)
    .where(
      and(eq(trainingSessions.businessId, businessId), inArray(trainingSessions.dogId, dogIds)),
    );
}

/** Names for the dashboard's list. */
export function selectDogNames(db: Db, businessId: string, dogIds: string[]) {
  if (!dogIds.length) return Promise.resolve([]);
  return db
    .select({
      id: dogs.id,
      name: dogs.name,
      ownerFirstName: clients.firstName,
      ownerLastName: clients.lastName,
    })
    .from(dogs)
    .innerJoin(clients, eq(clients.id, dogs.clientId))
    .where(and(eq(dogs.businessId, businessId), inArray(dogs.id, dogIds), isNotNull(dogs.id)));
}
