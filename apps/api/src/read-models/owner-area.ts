import {
  and,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  ne,
  or,
  isNull,
  sql,
  type AnyColumn,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
import { linkedAppointmentNames } from './linked-party.ts';
import { appointmentRequests } from '../modules/appointment-requests/appointment-requests.schema.ts';
import { appointments } from '../modules/appointments/appointments.schema.ts';
import { users } from '../modules/auth/auth.schema.ts';
import { classEnrolments, classWaitlist } from '../modules/classes/classes.schema.ts';
import { courseEnrolments } from '../modules/classes/courses.schema.ts';
import { clients } from '../modules/clients/clients.schema.ts';
import { dogs } from '../modules/dogs/dogs.schema.ts';
import {
  appointmentChangeRequests,
  bookingLinks,
  ownerAreaInvitations,
  ownerAreaSettings,
} from '../modules/owners/owners.schema.ts';
import { sessionReports } from '../modules/reports/reports.schema.ts';
import { dogDocuments } from '../modules/vaccines/vaccines.schema.ts';

/**
 * The owners' area's reads of other modules' rows (issue 26, decision 0029): what an owner's
 * address or a booking link reaches (appointments, requests, reports), the trainers behind them
 * as owners see them (users with the owners' area settings), whether a link's appointment is
 * still live, and the appointments the trainer's change requests would move. Select-only; the
 * owners' repository re-exports them, and every change of an appointment goes through the
 * appointments module's commands.
 */

const byEmail =
  (column: typeof appointments.clientEmail | typeof appointmentRequests.clientEmail) =>
  (email: string) =>
    sql`lower(${column}) = ${email}`;
const appointmentOf = byEmail(appointments.clientEmail);
const requestOf = byEmail(appointmentRequests.clientEmail);

/**
 * The trainers whose client the address in `email` (a lower-case value, or a column read in lower
 * case) is: one subquery for every place that decides who may sign in to the owners' area, who
 * the sign-in mail names, whose privacy text signing in accepts and whose ex-clients keep their
 * sessions — so a client the trainer only enrolled in a class or a course, or whose dog has an
 * uploaded document, is as much a client as one with an appointment — and so is a client the
 * trainer invited to Mi área from the client page (issue 45.5), whatever else they have. Any
 * status counts (a cancelled appointment or place still has a past in Mi área to show).
 */
function trainersOfAddress(email: SQLWrapper) {
  const client = (businessId: AnyColumn, clientId: AnyColumn) =>
    sql`select ${clients.businessId} from ${clients} where ${clients.businessId} = ${businessId} and ${clients.id} = ${clientId} and lower(${clients.email}) = ${email}`;
  return sql`(
    select ${appointments.businessId} from ${appointments} where lower(${appointments.clientEmail}) = ${email}
    union select ${appointmentRequests.businessId} from ${appointmentRequests} where lower(${appointmentRequests.clientEmail}) = ${email}
    union select ${sessionReports.businessId} from ${sessionReports} where ${sessionReports.ownerEmail} = ${email}
    union select ${classEnrolments.businessId} from ${classEnrolments} where exists (${client(classEnrolments.businessId, classEnrolments.clientId)})
    union select ${courseEnrolments.businessId} from ${courseEnrolments} where exists (${client(courseEnrolments.businessId, courseEnrolments.clientId)})
    union select ${classWaitlist.businessId} from ${classWaitlist} where exists (${client(classWaitlist.businessId, classWaitlist.clientId)})
    union select ${dogDocuments.businessId} from ${dogDocuments} join ${dogs} on ${dogs.businessId} = ${dogDocuments.businessId} and ${dogs.id} = ${dogDocuments.dogId}
      where exists (${client(dogs.businessId, dogs.clientId)})
    union select ${ownerAreaInvitations.businessId} from ${ownerAreaInvitations} where exists (${client(ownerAreaInvitations.businessId, ownerAreaInvitations.clientId)})
  )`;
}
const clienteleOf = (email: string) => sql`${users.id} in ${trainersOfAddress(sql`${email}`)}`;

/** Whether any trainer has this (lower-case) address as a client's (trainersOfAddress). */
export async function isKnownOwner(db: Db, email: string): Promise<boolean> {
  // One statement whatever the address: a known and an unknown one run the same (issue 28).
  const [row] = await db.select({ id: users.id }).from(users).where(clienteleOf(email)).limit(1);
  return Boolean(row);
}

/** Issue 20: the trainers whose client this (lower-case) address is. */
export async function selectTrainerIdsOf(db: Db | Tx, email: string): Promise<string[]> {
  const rows = await db.select({ businessId: users.id }).from(users).where(clienteleOf(email));
  return rows.map((row) => row.businessId);
}

/**
 * The trainers whose client `email` is, with their names and business names (the mail names the
 * business, issue 45), for the sign-in mail.
 */
export async function selectTrainersOf(db: Db, email: string) {
  // One statement whatever the address: a known and an unknown one run the same (issue 28).
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      businessName: ownerAreaSettings.businessName,
    })
    .from(users)
    .leftJoin(ownerAreaSettings, eq(ownerAreaSettings.businessId, users.id))
    .where(clienteleOf(email))
    .orderBy(users.firstName, users.lastName, users.id);
}

/** A booking link acts on nothing once its appointment is cancelled (issue 28). */
const notCancelled = or(isNull(bookingLinks.appointmentId), ne(appointments.status, 'CANCELLED'));

/**
 * The unexpired link with this hash. `toAct`: only while its appointment is not cancelled; a read
 * still shows a cancelled appointment as such (the owner who has just cancelled sees it).
 */
export async function findLiveBookingLink(db: Db, tokenHash: string, now: Date, toAct: boolean) {
  const [row] = await db
    .select({
      businessId: bookingLinks.businessId,
      appointmentId: bookingLinks.appointmentId,
      requestId: bookingLinks.requestId,
    })
    .from(bookingLinks)
    .leftJoin(appointments, eq(appointments.id, bookingLinks.appointmentId))
    .where(
      and(
        eq(bookingLinks.tokenHash, tokenHash),
        gt(bookingLinks.expiresAt, now),
        toAct ? notCancelled : undefined,
      ),
    );
  return row;
}

/** The links that still open one of the trainer's appointments, newest first (issue 28). */
export async function selectLiveLinksOf(
  db: Db,
  businessId: string,
  appointmentId: string,
  now: Date,
) {
  return db
    .select({
      id: bookingLinks.id,
      createdAt: bookingLinks.createdAt,
      expiresAt: bookingLinks.expiresAt,
    })
    .from(bookingLinks)
    .innerJoin(appointments, eq(appointments.id, bookingLinks.appointmentId))
    .where(
      and(
        eq(bookingLinks.businessId, businessId),
        eq(bookingLinks.appointmentId, appointmentId),
        gt(bookingLinks.expiresAt, now),
        notCancelled,
      ),
    )
    .orderBy(desc(bookingLinks.createdAt), desc(bookingLinks.id))
    .limit(100);
}

/**
 * The day of one appointment or request of the business, and its trainer (a request's may be
 * null: "Cualquiera"), for a link to it; undefined when it is not the business's.
 */
export async function selectBookingDay(
  db: Db,
  target: { businessId: string } & ({ appointmentId: string } | { requestId: string }),
): Promise<{ date: string; trainerId: string | null } | undefined> {
  const { businessId } = target;
  if ('appointmentId' in target) {
    const [row] = await db
      .select({ date: appointments.scheduledDate, trainerId: appointments.trainerId })
      .from(appointments)
      .where(
        and(eq(appointments.id, target.appointmentId), eq(appointments.businessId, businessId)),
      );
    return row;
  }
  const [row] = await db
    .select({ date: appointmentRequests.requestedDate, trainerId: appointmentRequests.trainerId })
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.id, target.requestId),
        eq(appointmentRequests.businessId, businessId),
      ),
    );
  return row;
}

/** What one owner, or one booking link, reaches. */
export type OwnerReach =
  | { email: string }
  | { businessId: string; appointmentId: string | null; requestId: string | null };

function appointmentsWhere(reach: OwnerReach) {
  if ('email' in reach) return appointmentOf(reach.email);
  const ids = [
    reach.appointmentId ? eq(appointments.id, reach.appointmentId) : undefined,
    reach.requestId ? eq(appointments.requestId, reach.requestId) : undefined,
  ];
  return and(eq(appointments.businessId, reach.businessId), or(...ids));
}

function requestsWhere(reach: OwnerReach) {
  const undecided = inArray(appointmentRequests.status, ['PENDING', 'REJECTED']);
  if ('email' in reach) return and(requestOf(reach.email), undecided);
  if (!reach.requestId) return sql`false`;
  return and(
    eq(appointmentRequests.businessId, reach.businessId),
    eq(appointmentRequests.id, reach.requestId),
    undecided,
  );
}

/** The appointments in reach, soonest first. */
export async function selectReachableAppointments(db: Db, reach: OwnerReach) {
  return db
    .select()
    .from(appointments)
    .where(appointmentsWhere(reach))
    .orderBy(appointments.scheduledDate, appointments.scheduledTime, appointments.id)
    .limit(500);
}

/** One appointment, only when in reach. */
export async function findReachableAppointment(db: Db | Tx, reach: OwnerReach, id: string) {
  const [row] = await db
    .select({ ...getTableColumns(appointments), ...linkedAppointmentNames })
    .from(appointments)
    .where(and(eq(appointments.id, id), appointmentsWhere(reach)));
  return row;
}

/** The requests still waiting or refused (approved ones show as their appointment). */
export async function selectReachableRequests(db: Db, reach: OwnerReach) {
  return db
    .select({
      id: appointmentRequests.id,
      businessId: appointmentRequests.businessId,
      requestedDate: appointmentRequests.requestedDate,
      requestedTime: appointmentRequests.requestedTime,
      serviceType: appointmentRequests.serviceType,
      dogName: appointmentRequests.dogName,
      // The trainer asked for; null for "Cualquiera" (decision 0139).
      trainerId: appointmentRequests.trainerId,
      status: appointmentRequests.status,
      rejectionReason: appointmentRequests.rejectionReason,
      // Issue 27: who asked, for Mi área's "Pedir otra cita" to fill the booking page in.
      clientName: appointmentRequests.clientName,
      clientEmail: appointmentRequests.clientEmail,
      clientPhone: appointmentRequests.clientPhone,
      dogBreed: appointmentRequests.dogBreed,
      dogAge: appointmentRequests.dogAge,
      createdAt: appointmentRequests.createdAt,
    })
    .from(appointmentRequests)
    .where(requestsWhere(reach))
    .orderBy(desc(appointmentRequests.requestedDate), appointmentRequests.id)
    .limit(500);
}

/** The trainers behind those rows, with what they show owners. */
export async function selectTrainers(db: Db | Tx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      timeZone: users.timeZone,
      businessName: ownerAreaSettings.businessName,
      contactPhone: ownerAreaSettings.contactPhone,
      sessionPlace: ownerAreaSettings.sessionPlace,
      cancellationNoticeHours: ownerAreaSettings.cancellationNoticeHours,
    })
    .from(users)
    .leftJoin(ownerAreaSettings, eq(ownerAreaSettings.businessId, users.id))
    .where(inArray(users.id, ids));
}

export type TrainerRow = Awaited<ReturnType<typeof selectTrainers>>[number];

/** The trainer's change requests with the appointment they would move. */
export async function selectTrainerChanges(db: Db, businessId: string) {
  return db
    .select({ change: appointmentChangeRequests, appointment: appointments })
    .from(appointmentChangeRequests)
    .innerJoin(appointments, eq(appointments.id, appointmentChangeRequests.appointmentId))
    .where(
      and(
        eq(appointmentChangeRequests.businessId, businessId),
        eq(appointmentChangeRequests.status, 'PENDING'),
      ),
    )
    .orderBy(appointmentChangeRequests.createdAt, appointmentChangeRequests.id)
    .limit(200);
}

export async function findAppointmentForTrainer(tx: Db | Tx, businessId: string, id: string) {
  const [row] = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.businessId, businessId)));
  return row;
}

/**
 * Whether any trainer still has the address in `email` (a column of the owners' tables) as a
 * client's (trainersOfAddress): a condition for the owners' clean-up after an account goes.
 */
export const holdsABooking = (email: SQLWrapper) =>
  sql`exists ${trainersOfAddress(sql`lower(${email})`)}`;
