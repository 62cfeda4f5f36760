import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  appointmentRequests,
  appointments,
  calendarFeeds,
  ownerAreaSettings,
  users,
} from '../../db/schema.ts';

/** The calendar feed module's queries (calendar_feeds, and the rows a feed lists). */

/** Replaces the trainer's token: the old hash is gone in the same statement. */
export async function upsertFeedToken(db: Db, userId: string, tokenHash: string, now: Date) {
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } });
}

export async function findFeed(db: Db, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

/** The active, approved trainer whose feed has this token hash, with the session place of Ajustes. */
export async function findTrainerByFeedHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      timeZone: users.timeZone,
      sessionPlace: ownerAreaSettings.sessionPlace,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .leftJoin(ownerAreaSettings, eq(ownerAreaSettings.userId, users.id))
    .where(
      and(
        eq(calendarFeeds.tokenHash, tokenHash),
        eq(users.isActive, true),
        eq(users.isApproved, true),
      ),
    );
  return row;
}

/** Appointments from `fromDate` on, every status (cancelled ones are shown as such). */
export function selectFeedAppointments(db: Db, userId: string, fromDate: string) {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.userId, userId), gte(appointments.scheduledDate, fromDate)))
    .orderBy(appointments.scheduledDate, appointments.scheduledTime);
}

export function selectFeedPendingRequests(db: Db, userId: string, fromDate: string) {
  return db
    .select()
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.userId, userId),
        eq(appointmentRequests.status, 'PENDING'),
        gte(appointmentRequests.requestedDate, fromDate),
      ),
    )
    .orderBy(appointmentRequests.requestedDate);
}
