import { and, eq, getTableColumns, gte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appointmentRequests } from '../modules/appointment-requests/appointment-requests.schema.ts';
import { appointments } from '../modules/appointments/appointments.schema.ts';
import { users } from '../modules/auth/auth.schema.ts';
import { classes } from '../modules/classes/classes.schema.ts';
import { services } from '../modules/services/services.schema.ts';
import { calendarFeeds } from '../modules/calendar-feed/calendar-feed.schema.ts';
import { ownerAreaSettings } from '../modules/owners/owners.schema.ts';
import { linkedAppointmentNames } from './linked-party.ts';

// What a trainer's calendar feed lists: its trainer (from `users`), their appointments, pending
// requests and group classes, read for the calendar-feed module, which owns only `calendar_feeds` (decision 0029).

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
    .innerJoin(users, eq(users.id, calendarFeeds.businessId))
    .leftJoin(ownerAreaSettings, eq(ownerAreaSettings.businessId, users.id))
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
export function selectFeedAppointments(db: Db, businessId: string, fromDate: string) {
  return db
    .select({ ...getTableColumns(appointments), ...linkedAppointmentNames })
    .from(appointments)
    .where(and(eq(appointments.businessId, businessId), gte(appointments.scheduledDate, fromDate)))
    .orderBy(appointments.scheduledDate, appointments.scheduledTime);
}

export function selectFeedPendingRequests(db: Db, businessId: string, fromDate: string) {
  return db
    .select()
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.businessId, businessId),
        eq(appointmentRequests.status, 'PENDING'),
        gte(appointmentRequests.requestedDate, fromDate),
      ),
    )
    .orderBy(appointmentRequests.requestedDate);
}

/** Group classes from `fromDate` on, cancelled ones too (shown as such), with their service. */
export function selectFeedClasses(db: Db, businessId: string, fromDate: string) {
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
    })
    .from(classes)
    .innerJoin(
      services,
      and(eq(services.businessId, classes.businessId), eq(services.id, classes.serviceId)),
    )
    .where(and(eq(classes.businessId, businessId), gte(classes.classDate, fromDate)))
    .orderBy(classes.classDate, classes.classTime);
}
