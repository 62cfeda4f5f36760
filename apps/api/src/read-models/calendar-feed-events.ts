import { and, eq, getTableColumns, gte, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { appointmentRequests } from '../modules/appointment-requests/appointment-requests.schema.ts';
import { appointments } from '../modules/appointments/appointments.schema.ts';
import { businessMembers, users } from '../modules/auth/auth.schema.ts';
import { classes } from '../modules/classes/classes.schema.ts';
import { services } from '../modules/services/services.schema.ts';
import { calendarFeeds } from '../modules/calendar-feed/calendar-feed.schema.ts';
import { ownerAreaSettings } from '../modules/owners/owners.schema.ts';
import { linkedAppointmentNames } from './linked-party.ts';

// What a calendar feed lists: its trainer (from `users` and their membership), the appointments,
// pending requests and group classes — the trainer's own, or the whole business's (decision
// 0140) — read for the calendar-feed module, which owns only `calendar_feeds` (decision 0029).

/**
 * The feed with this token hash, of an active, approved account that is still a member (a
 * removed member's feed stops), with its trainer's name and clock and the session place of Ajustes.
 */
export async function findTrainerByFeedHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      businessId: calendarFeeds.businessId,
      id: users.id,
      scope: calendarFeeds.scope,
      firstName: users.firstName,
      lastName: users.lastName,
      timeZone: users.timeZone,
      sessionPlace: ownerAreaSettings.sessionPlace,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.trainerId))
    .innerJoin(
      businessMembers,
      and(
        eq(businessMembers.businessId, calendarFeeds.businessId),
        eq(businessMembers.userId, calendarFeeds.trainerId),
      ),
    )
    .leftJoin(ownerAreaSettings, eq(ownerAreaSettings.businessId, calendarFeeds.businessId))
    .where(
      and(
        eq(calendarFeeds.tokenHash, tokenHash),
        isNull(businessMembers.endedAt),
        eq(users.isActive, true),
        eq(users.isApproved, true),
      ),
    );
  return row;
}

/** Whose rows a feed lists: one trainer's (null: the whole business's). */
export type FeedTrainer = string | null;
const ofTrainer = (column: AnyPgColumn, trainerId: FeedTrainer): SQL | undefined =>
  trainerId === null ? undefined : eq(column, trainerId);

/** Appointments from `fromDate` on, every status (cancelled ones are shown as such). */
export function selectFeedAppointments(
  db: Db,
  businessId: string,
  fromDate: string,
  trainerId: FeedTrainer,
) {
  return db
    .select({ ...getTableColumns(appointments), ...linkedAppointmentNames })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        gte(appointments.scheduledDate, fromDate),
        ofTrainer(appointments.trainerId, trainerId),
      ),
    )
    .orderBy(appointments.scheduledDate, appointments.scheduledTime);
}

/** A trainer's feed lists the requests naming them and the "Cualquiera" ones, nobody's yet. */
export function selectFeedPendingRequests(
  db: Db,
  businessId: string,
  fromDate: string,
  trainerId: FeedTrainer,
) {
  return db
    .select()
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.businessId, businessId),
        eq(appointmentRequests.status, 'PENDING'),
        gte(appointmentRequests.requestedDate, fromDate),
        trainerId === null
          ? undefined
          : or(isNull(appointmentRequests.trainerId), eq(appointmentRequests.trainerId, trainerId)),
      ),
    )
    .orderBy(appointmentRequests.requestedDate);
}

/** Group classes from `fromDate` on, cancelled ones too (shown as such), with their service. */
export function selectFeedClasses(
  db: Db,
  businessId: string,
  fromDate: string,
  trainerId: FeedTrainer,
) {
  return db
    .select({
      id: classes.id,
      classDate: classes.classDate,
      classTime: classes.classTime,
      duration: classes.duration,
      place: classes.place,
      places: classes.places,
      enrolled: classes.enrolled,
      status: classes.status,
      updatedAt: classes.updatedAt,
      serviceName: services.name,
      trainerId: classes.trainerId,
    })
    .from(classes)
    .innerJoin(
      services,
      and(eq(services.businessId, classes.businessId), eq(services.id, classes.serviceId)),
    )
    .where(
      and(
        eq(classes.businessId, businessId),
        gte(classes.classDate, fromDate),
        ofTrainer(classes.trainerId, trainerId),
      ),
    )
    .orderBy(classes.classDate, classes.classTime);
}
