import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { LIVE_WAITLIST_STATUSES } from '@adiestra/shared';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
import { classWaitlist } from '../modules/classes/classes.schema.ts';
import { clients } from '../modules/clients/clients.schema.ts';
import { dogs } from '../modules/dogs/dogs.schema.ts';

// Issue 29, decision 0071: a class's waiting list with its dogs and owners (the class page, the
// offer mail) and the owner's own entries (Mi área), read for the classes module, which owns
// only its tables. Select-only.

type Conn = Db | Tx;
const live = inArray(classWaitlist.status, [...LIVE_WAITLIST_STATUSES]);
const withNames = {
  id: classWaitlist.id,
  clientId: classWaitlist.clientId,
  clientFirstName: clients.firstName,
  clientLastName: clients.lastName,
  clientEmail: clients.email,
  dogId: classWaitlist.dogId,
  dogName: dogs.name,
  status: classWaitlist.status,
  offerExpiresAt: classWaitlist.offerExpiresAt,
};

function entriesWithNames(db: Conn) {
  return db
    .select(withNames)
    .from(classWaitlist)
    .innerJoin(
      clients,
      and(eq(clients.businessId, classWaitlist.businessId), eq(clients.id, classWaitlist.clientId)),
    )
    .innerJoin(
      dogs,
      and(eq(dogs.businessId, classWaitlist.businessId), eq(dogs.id, classWaitlist.dogId)),
    );
}

/** A class's (or a course's, decision 0083) live entries, first to be offered first. */
export function selectWaitlist(
  db: Conn,
  businessId: string,
  list: { classId: string } | { courseId: string },
) {
  const which =
    'classId' in list
      ? eq(classWaitlist.classId, list.classId)
      : eq(classWaitlist.courseId, list.courseId);
  return entriesWithNames(db)
    .where(and(eq(classWaitlist.businessId, businessId), which, live))
    .orderBy(asc(classWaitlist.position), asc(classWaitlist.id));
}

/** One entry with its owner's address and dog, for the offer mail. */
export async function selectEntryContact(db: Conn, businessId: string, entryId: string) {
  const [row] = await entriesWithNames(db).where(
    and(eq(classWaitlist.businessId, businessId), eq(classWaitlist.id, entryId)),
  );
  return row;
}

/** These dogs' live entries, each with its place among the class's waiting entries (1 = next). */
export function selectWaitlistOf(db: Conn, dogIds: string[]) {
  if (dogIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: classWaitlist.id,
      businessId: classWaitlist.businessId,
      classId: classWaitlist.classId,
      courseId: classWaitlist.courseId,
      clientId: classWaitlist.clientId,
      dogId: classWaitlist.dogId,
      status: classWaitlist.status,
      offerExpiresAt: classWaitlist.offerExpiresAt,
      position: sql<number>`(select count(*) from class_waitlist ahead
        where ahead.class_id is not distinct from ${classWaitlist.classId}
          and ahead.course_id is not distinct from ${classWaitlist.courseId}
          and ahead.status = 'waiting'
          and (ahead.position, ahead.id) < (${classWaitlist.position}, ${classWaitlist.id}))::int + 1`,
    })
    .from(classWaitlist)
    .where(and(inArray(classWaitlist.dogId, dogIds), live));
}
