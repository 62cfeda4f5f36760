import { DEFAULT_REMINDER_LEAD_MINUTES } from '@adiestra/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
import { users } from '../modules/auth/auth.schema.ts';
import { classEnrolments, classes } from '../modules/classes/classes.schema.ts';
import { courses } from '../modules/classes/courses.schema.ts';
import { clients } from '../modules/clients/clients.schema.ts';
import { dogs } from '../modules/dogs/dogs.schema.ts';
import { reminderSettings, sentClassReminders } from '../modules/reminders/reminders.schema.ts';
import { services } from '../modules/services/services.schema.ts';

// Issue 29: a dog's live places in scheduled classes as its owner's mails and calendar file
// describe them (the confirmation, the reminder, the Mi área download), and the places whose
// reminder is due at the trainer's lead time. Select-only: the classes module writes places, the
// reminders module its claims.

type Conn = Db | Tx;

const placeColumns = {
  id: classEnrolments.id,
  classId: classEnrolments.classId,
  courseId: classes.courseId,
  clientId: classEnrolments.clientId,
  dogId: classEnrolments.dogId,
  serviceName: services.name,
  courseName: courses.name,
  date: classes.classDate,
  time: classes.classTime,
  duration: classes.duration,
  place: classes.place,
  trainerId: classes.trainerId,
  sequence: classes.icsSequence,
  clientEmail: clients.email,
  clientFirstName: clients.firstName,
  clientLastName: clients.lastName,
  dogName: dogs.name,
};

export type ClassPlaceRow = Awaited<ReturnType<typeof selectLiveClassPlaces>>[number];

/**
 * The trainer's live places in scheduled classes, by place, by course enrolment (a course's
 * classes still held) or by class, soonest first. `lock` takes the classes' rows, which every edit, cancel
 * and place given up takes first: what is read stays true until the caller commits.
 */
export function selectLiveClassPlaces(
  db: Conn,
  businessId: string,
  which: { placeId: string } | { courseEnrolmentId: string } | { classId: string },
  lock = false,
) {
  const query = db
    .select(placeColumns)
    .from(classEnrolments)
    .innerJoin(
      classes,
      and(
        eq(classes.businessId, classEnrolments.businessId),
        eq(classes.id, classEnrolments.classId),
      ),
    )
    .innerJoin(
      services,
      and(eq(services.businessId, classes.businessId), eq(services.id, classes.serviceId)),
    )
    .leftJoin(
      courses,
      and(eq(courses.businessId, classes.businessId), eq(courses.id, classes.courseId)),
    )
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
        'placeId' in which
          ? eq(classEnrolments.id, which.placeId)
          : 'classId' in which
            ? eq(classEnrolments.classId, which.classId)
            : eq(classEnrolments.courseEnrolmentId, which.courseEnrolmentId),
        eq(classEnrolments.status, 'enrolled'),
        eq(classes.status, 'scheduled'),
      ),
    )
    .orderBy(asc(classes.classDate), asc(classes.classTime), asc(classes.id));
  return lock ? query.for('update', { of: classes }) : query;
}

/** A JS Date as a timestamptz parameter (raw SQL parameters are sent as text). */
const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** The class's start as an instant: its wall-clock date and time in the trainer's zone. */
const startsAtSql = sql<Date>`((${classes.classDate} + ${classes.classTime}) at time zone ${users.timeZone})`;
/** The appointments' lead time (Ajustes): no row is the default, a null lead no reminders. */
const leadSql = sql<number>`(case when ${reminderSettings.businessId} is null then ${DEFAULT_REMINDER_LEAD_MINUTES} else ${reminderSettings.leadMinutes} end)`;

/**
 * Live places (of owners with an address) in scheduled classes whose reminder is due at `now` (lead time reached, start not
 * passed) and not yet sent for the class's current start: a moved class is due again.
 */
export function selectDueClassReminders(db: Db, now: Date) {
  const at = instant(now);
  return db
    .select({
      placeId: classEnrolments.id,
      businessId: classEnrolments.businessId,
      leadMinutes: leadSql.mapWith(Number),
      startsAt: startsAtSql.mapWith((v: string | Date) => new Date(v)),
    })
    .from(classEnrolments)
    .innerJoin(
      classes,
      and(
        eq(classes.businessId, classEnrolments.businessId),
        eq(classes.id, classEnrolments.classId),
      ),
    )
    .innerJoin(users, eq(users.id, classEnrolments.businessId))
    .innerJoin(
      clients,
      and(
        eq(clients.businessId, classEnrolments.businessId),
        eq(clients.id, classEnrolments.clientId),
      ),
    )
    .leftJoin(reminderSettings, eq(reminderSettings.businessId, classEnrolments.businessId))
    .where(
      and(
        eq(classEnrolments.status, 'enrolled'),
        // An owner recorded without an address has no one to remind: never due, never in the way.
        sql`${clients.email} <> ''`,
        eq(classes.status, 'scheduled'),
        eq(users.isActive, true),
        sql`${leadSql} is not null`,
        sql`${startsAtSql} > ${at}`,
        sql`${startsAtSql} - make_interval(mins => ${leadSql}) <= ${at}`,
        // Issue 45, as an appointment booked late (reminder-targets.ts): a place confirmed once its
        // reminder's moment had passed got every detail in that confirmation, seconds before.
        sql`not (${classEnrolments.confirmedAt} is not null and ${classEnrolments.confirmedAt} > ${startsAtSql} - make_interval(mins => ${leadSql}))`,
        sql`not exists (select 1 from ${sentClassReminders} where ${sentClassReminders.placeId} = ${classEnrolments.id} and ${sentClassReminders.leadMinutes} = ${leadSql} and ${sentClassReminders.startsAt} = ${startsAtSql})`,
      ),
    )
    .limit(200);
}

/** The class's current start of a place, as the sweep compares it under the class row's lock. */
export async function classPlaceStart(tx: Tx, businessId: string, placeId: string) {
  const [row] = await tx
    .select({ startsAt: startsAtSql.mapWith((v: string | Date) => new Date(v)) })
    .from(classEnrolments)
    .innerJoin(
      classes,
      and(
        eq(classes.businessId, classEnrolments.businessId),
        eq(classes.id, classEnrolments.classId),
      ),
    )
    .innerJoin(users, eq(users.id, classEnrolments.businessId))
    .where(and(eq(classEnrolments.businessId, businessId), eq(classEnrolments.id, placeId)));
  return row?.startsAt;
}
