import { and, desc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import {
  appointmentChangeRequests,
  bookingLinks,
  bookingSlugs,
  ownerAreaSettings,
  ownerSessions,
  ownerAreaInvitations,
  ownerSignInTokens,
} from './owners.schema.ts';

/**
 * Every query of the owners' area on its own tables (sign-in tokens, owner sessions, booking
 * links, settings, change requests). What it reads of other modules (an owner's appointments,
 * requests and reports, the trainers) is the read model `read-models/owner-area.ts`; the
 * appointments it changes go through the appointments module's commands.
 */

export async function insertSignInToken(
  db: Db | Tx,
  values: { email: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(ownerSignInTokens).values({ id: uuidv7(), ...values });
}

/** Issue 45.5: the trainer invited a client to Mi área (it makes the address a client's). */
export async function insertInvitation(
  tx: Tx,
  values: Omit<typeof ownerAreaInvitations.$inferInsert, 'id'>,
) {
  await tx.insert(ownerAreaInvitations).values({ id: uuidv7(), ...values });
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

/** Deletes one of the trainer's links; false when there is none. */
export async function deleteBookingLink(db: Db, businessId: string, id: string) {
  const rows = await db
    .delete(bookingLinks)
    .where(and(eq(bookingLinks.id, id), eq(bookingLinks.businessId, businessId)))
    .returning({ id: bookingLinks.id });
  return rows.length > 0;
}

export async function selectSettings(db: Db | Tx, businessId: string) {
  const [row] = await db
    .select()
    .from(ownerAreaSettings)
    .where(eq(ownerAreaSettings.businessId, businessId));
  return row;
}

export async function upsertSettings(
  db: Db,
  values: Omit<typeof ownerAreaSettings.$inferInsert, 'updatedAt'>,
  now: Date,
) {
  const { businessId: _userId, ...changes } = values;
  const [row] = await db
    .insert(ownerAreaSettings)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: ownerAreaSettings.businessId,
      set: { ...changes, updatedAt: now },
    })
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
    businessId: string;
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

/**
 * Decides the caller's PENDING change: the conditional update is the check, so of two concurrent
 * decisions only one finds it PENDING. Returns the row, or why not.
 */
export async function decidePendingChange(
  tx: Tx,
  businessId: string,
  id: string,
  change: { status: 'APPROVED' | 'REJECTED'; rejectionReason?: string; decidedAt: Date },
) {
  const mine = and(
    eq(appointmentChangeRequests.id, id),
    eq(appointmentChangeRequests.businessId, businessId),
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

/** The reads across modules live in a read model; re-exported for the owners' services. */
export {
  isKnownOwner,
  selectTrainerIdsOf,
  selectTrainersOf,
  findLiveBookingLink,
  selectLiveLinksOf,
  selectBookingDay,
  selectReachableAppointments,
  findReachableAppointment,
  selectReachableRequests,
  selectTrainers,
  selectTrainerChanges,
  findAppointmentForTrainer,
} from '../../read-models/owner-area.ts';
export type { OwnerReach, TrainerRow } from '../../read-models/owner-area.ts';

/** Issue 27: the trainer's slugs, the one chosen last first. */
export async function selectSlugsOf(db: Db | Tx, businessId: string) {
  return db
    .select({ slug: bookingSlugs.slug })
    .from(bookingSlugs)
    .where(eq(bookingSlugs.businessId, businessId))
    .orderBy(desc(bookingSlugs.chosenAt));
}

/** Takes a slug nobody holds; false when another trainer (or a race) has it. */
export async function insertSlug(tx: Tx, values: typeof bookingSlugs.$inferInsert) {
  const rows = await tx
    .insert(bookingSlugs)
    .values(values)
    .onConflictDoNothing({ target: bookingSlugs.slug })
    .returning({ slug: bookingSlugs.slug });
  return rows.length > 0;
}

/** Makes one of the trainer's own older slugs the current one again. */
export async function chooseSlug(tx: Tx, businessId: string, slug: string, now: Date) {
  await tx
    .update(bookingSlugs)
    .set({ chosenAt: now })
    .where(and(eq(bookingSlugs.businessId, businessId), eq(bookingSlugs.slug, slug)));
}

/** Whose booking page a slug leads to. */
export async function findSlugOwner(db: Db, slug: string) {
  const [row] = await db
    .select({ businessId: bookingSlugs.businessId })
    .from(bookingSlugs)
    .where(eq(bookingSlugs.slug, slug));
  return row?.businessId ?? null;
}
