import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  appointmentChangeRequests,
  appointmentRequests,
  appointments,
  bookingLinks,
  ownerAreaSettings,
  ownerSessions,
  ownerSignInTokens,
  users,
  sessionReports,
} from '../../db/schema.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Tx } from '../../lib/trainer-lock.ts';

/**
 * Every query of the owners' area on its own tables (sign-in tokens, owner sessions, booking
 * links, settings, change requests). It also reads — never writes — `appointments`,
 * `appointment_requests` and `users`, to show an owner what is theirs; the appointments it
 * changes go through the appointments module.
 */

const byEmail =
  (column: typeof appointments.clientEmail | typeof appointmentRequests.clientEmail) =>
  (email: string) =>
    sql`lower(${column}) = ${email}`;
const appointmentOf = byEmail(appointments.clientEmail);
const requestOf = byEmail(appointmentRequests.clientEmail);

/** Whether any trainer has an appointment or a request under this (lower-case) address. */
export async function isKnownOwner(db: Db, email: string): Promise<boolean> {
  const [[appointment], [request], [report]] = await Promise.all([
    db.select({ id: appointments.id }).from(appointments).where(appointmentOf(email)).limit(1),
    db
      .select({ id: appointmentRequests.id })
      .from(appointmentRequests)
      .where(requestOf(email))
      .limit(1),
    // A session report sent to the address (issue 17) makes it an owner too (read-only here).
    db
      .select({ id: sessionReports.sessionId })
      .from(sessionReports)
      .where(eq(sessionReports.ownerEmail, email))
      .limit(1),
  ]);
  return Boolean(appointment ?? request ?? report);
}

export async function insertSignInToken(
  db: Db,
  values: { email: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(ownerSignInTokens).values({ id: uuidv7(), ...values });
}

/** Spends a live sign-in token: the conditional update is the check, so it works once. */
export async function spendSignInToken(tx: Tx, tokenHash: string, now: Date) {
  const [row] = await tx
    .update(ownerSignInTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(ownerSignInTokens.tokenHash, tokenHash),
        isNull(ownerSignInTokens.usedAt),
        gt(ownerSignInTokens.expiresAt, now),
      ),
    )
    .returning({ email: ownerSignInTokens.email });
  return row;
}

export async function insertOwnerSession(
  db: Db | Tx,
  values: {
    email: string;
    tokenHash: string;
    expiresAt: Date;
    createdAt: Date;
    consentAt?: Date;
    privacyTextIds?: string[];
  },
) {
  await db.insert(ownerSessions).values({ id: uuidv7(), ...values });
}

/** Issue 20: the trainers who hold a booking under this (lower-case) address. */
export async function selectTrainerIdsOf(db: Db | Tx, email: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: appointments.userId })
    .from(appointments)
    .where(appointmentOf(email))
    .union(
      db
        .selectDistinct({ userId: appointmentRequests.userId })
        .from(appointmentRequests)
        .where(requestOf(email)),
    );
  return rows.map((row) => row.userId);
}

/** The trainers `email` has booked with, with their names, for the sign-in mail. */
export async function selectTrainersOf(db: Db, email: string) {
  // One statement whatever the address: a known and an unknown one run the same (issue 28).
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      or(
        inArray(
          users.id,
          db.select({ id: appointments.userId }).from(appointments).where(appointmentOf(email)),
        ),
        inArray(
          users.id,
          db
            .select({ id: appointmentRequests.userId })
            .from(appointmentRequests)
            .where(requestOf(email)),
        ),
      ),
    )
    .orderBy(users.firstName, users.lastName, users.id);
}

export async function findLiveOwnerSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: ownerSessions.id, email: ownerSessions.email })
    .from(ownerSessions)
    .where(
      and(
        eq(ownerSessions.tokenHash, tokenHash),
        isNull(ownerSessions.revokedAt),
        gt(ownerSessions.expiresAt, now),
      ),
    );
  return row;
}

export async function revokeOwnerSession(db: Db, id: string, now: Date) {
  await db.update(ownerSessions).set({ revokedAt: now }).where(eq(ownerSessions.id, id));
}

export async function insertBookingLink(
  db: Db,
  values: Omit<typeof bookingLinks.$inferInsert, 'id' | 'createdAt'>,
) {
  await db.insert(bookingLinks).values({ id: uuidv7(), ...values });
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
      userId: bookingLinks.userId,
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
export async function selectLiveLinksOf(db: Db, userId: string, appointmentId: string, now: Date) {
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
        eq(bookingLinks.userId, userId),
        eq(bookingLinks.appointmentId, appointmentId),
        gt(bookingLinks.expiresAt, now),
        notCancelled,
      ),
    )
    .orderBy(desc(bookingLinks.createdAt), desc(bookingLinks.id))
    .limit(100);
}

/** Deletes one of the trainer's links; false when there is none. */
export async function deleteBookingLink(db: Db, userId: string, id: string) {
  const rows = await db
    .delete(bookingLinks)
    .where(and(eq(bookingLinks.id, id), eq(bookingLinks.userId, userId)))
    .returning({ id: bookingLinks.id });
  return rows.length > 0;
}

export async function appointmentDate(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ date: appointments.scheduledDate })
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.userId, userId)));
  return row?.date;
}

export async function requestDate(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ date: appointmentRequests.requestedDate })
    .from(appointmentRequests)
    .where(and(eq(appointmentRequests.id, id), eq(appointmentRequests.userId, userId)));
  return row?.date;
}

/** What one owner, or one booking link, reaches. */
export type OwnerReach =
  { email: string } | { userId: string; appointmentId: string | null; requestId: string | null };

function appointmentsWhere(reach: OwnerReach) {
  if ('email' in reach) return appointmentOf(reach.email);
  const ids = [
    reach.appointmentId ? eq(appointments.id, reach.appointmentId) : undefined,
    reach.requestId ? eq(appointments.requestId, reach.requestId) : undefined,
  ];
  return and(eq(appointments.userId, reach.userId), or(...ids));
}

function requestsWhere(reach: OwnerReach) {
  const undecided = inArray(appointmentRequests.status, ['PENDING', 'REJECTED']);
  if ('email' in reach) return and(requestOf(reach.email), undecided);
  if (!reach.requestId) return sql`false`;
  return and(
    eq(appointmentRequests.userId, reach.userId),
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
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), appointmentsWhere(reach)));
  return row;
}

/** The requests still waiting or refused (approved ones show as their appointment). */
export async function selectReachableRequests(db: Db, reach: OwnerReach) {
  return db
    .select({
      id: appointmentRequests.id,
      userId: appointmentRequests.userId,
      requestedDate: appointmentRequests.requestedDate,
      requestedTime: appointmentRequests.requestedTime,
      serviceType: appointmentRequests.serviceType,
      dogName: appointmentRequests.dogName,
      status: appointmentRequests.status,
      rejectionReason: appointmentRequests.rejectionReason,
    })
    .from(appointmentRequests)
    .where(requestsWhere(reach))
    .orderBy(desc(appointmentRequests.requestedDate), appointmentRequests.id)
    .limit(500);
}

/** The trainers behind those rows, with what they show owners. */
export async function selectTrainers(db: Db, ids: string[]) {
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
    .leftJoin(ownerAreaSettings, eq(ownerAreaSettings.userId, users.id))
    .where(inArray(users.id, ids));
}

export type TrainerRow = Awaited<ReturnType<typeof selectTrainers>>[number];

export async function selectSettings(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(ownerAreaSettings)
    .where(eq(ownerAreaSettings.userId, userId));
  return row;
}

export async function upsertSettings(
  db: Db,
  values: Omit<typeof ownerAreaSettings.$inferInsert, 'updatedAt'>,
  now: Date,
) {
  const { userId: _userId, ...changes } = values;
  const [row] = await db
    .insert(ownerAreaSettings)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({ target: ownerAreaSettings.userId, set: { ...changes, updatedAt: now } })
    .returning();
  return row!;
}

/** The latest change request of each appointment (pending, or the last refusal). */
export async function selectChangesOf(db: Db, appointmentIds: string[]) {
  if (appointmentIds.length === 0) return [];
  return db
    .selectDistinctOn([appointmentChangeRequests.appointmentId])
    .from(appointmentChangeRequests)
    .where(inArray(appointmentChangeRequests.appointmentId, appointmentIds))
    .orderBy(appointmentChangeRequests.appointmentId, desc(appointmentChangeRequests.createdAt));
}

export async function insertChangeRequest(
  db: Db,
  values: {
    userId: string;
    appointmentId: string;
    requestedDate: string;
    requestedTime: string;
    createdAt: Date;
  },
) {
  const [row] = await db
    .insert(appointmentChangeRequests)
    .values({ id: uuidv7(), ...values })
    .returning();
  return row!;
}

/** A cancelled appointment's pending change goes with it. */
export async function cancelPendingChanges(tx: Tx, appointmentId: string, now: Date) {
  await tx
    .update(appointmentChangeRequests)
    .set({ status: 'CANCELLED', decidedAt: now })
    .where(
      and(
        eq(appointmentChangeRequests.appointmentId, appointmentId),
        eq(appointmentChangeRequests.status, 'PENDING'),
      ),
    );
}

/** The trainer's change requests with the appointment they would move. */
export async function selectTrainerChanges(db: Db, userId: string) {
  return db
    .select({ change: appointmentChangeRequests, appointment: appointments })
    .from(appointmentChangeRequests)
    .innerJoin(appointments, eq(appointments.id, appointmentChangeRequests.appointmentId))
    .where(
      and(
        eq(appointmentChangeRequests.userId, userId),
        eq(appointmentChangeRequests.status, 'PENDING'),
      ),
    )
    .orderBy(appointmentChangeRequests.createdAt, appointmentChangeRequests.id)
    .limit(200);
}

/**
 * Decides the caller's PENDING change: the conditional update is the check, so of two concurrent
 * decisions only one finds it PENDING. Returns the row, or why not.
 */
export async function decidePendingChange(
  tx: Tx,
  userId: string,
  id: string,
  change: { status: 'APPROVED' | 'REJECTED'; rejectionReason?: string; decidedAt: Date },
) {
  const mine = and(
    eq(appointmentChangeRequests.id, id),
    eq(appointmentChangeRequests.userId, userId),
  );
  const [row] = await tx
    .update(appointmentChangeRequests)
    .set(change)
    .where(and(mine, eq(appointmentChangeRequests.status, 'PENDING')))
    .returning();
  if (row) return row;
  const [existing] = await tx
    .select({ id: appointmentChangeRequests.id })
    .from(appointmentChangeRequests)
    .where(mine);
  return existing ? ('decided' as const) : ('missing' as const);
}

export async function findAppointmentForTrainer(tx: Db | Tx, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.userId, userId)));
  return row;
}

/** Expired or spent sign-in links, ended owner sessions and expired booking links (hourly job). */
export async function deleteDeadOwnerCredentials(db: Db, now: Date) {
  const signInLinks = await db
    .delete(ownerSignInTokens)
    .where(or(lt(ownerSignInTokens.expiresAt, now), lt(ownerSignInTokens.usedAt, now)))
    .returning({ id: ownerSignInTokens.id });
  const sessions = await db
    .delete(ownerSessions)
    .where(or(lt(ownerSessions.expiresAt, now), lt(ownerSessions.revokedAt, now)))
    .returning({ id: ownerSessions.id });
  const bookingLinkRows = await db
    .delete(bookingLinks)
    .where(lt(bookingLinks.expiresAt, now))
    .returning({ id: bookingLinks.id });
  return {
    signInLinks: signInLinks.length,
    sessions: sessions.length,
    bookingLinks: bookingLinkRows.length,
  };
}
