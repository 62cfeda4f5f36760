import { and, asc, eq, inArray, lte, gt, sql } from 'drizzle-orm';
import { LIVE_WAITLIST_STATUSES } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { classWaitlist } from './classes.schema.ts';

export {
  selectEntryContact,
  selectWaitlist,
  selectWaitlistOf,
} from '../../read-models/class-waitlist.ts';

/**
 * Every write of class_waitlist (decision 0071). The callers hold the class row's lock (taken
 * first in the transaction), so the list of one class changes one transaction at a time; each
 * change of an offer is also conditional on its status, so a repeated one does nothing.
 */
type Conn = Db | Tx;
/** Whose list: a class's, or a course's (decision 0083: the same rows, offers and sweep). */
export type WaitlistKey = { classId: string } | { courseId: string };
const listIs = (list: WaitlistKey) =>
  'classId' in list
    ? eq(classWaitlist.classId, list.classId)
    : eq(classWaitlist.courseId, list.courseId);
const live = inArray(classWaitlist.status, [...LIVE_WAITLIST_STATUSES]);
const ownEntry = (businessId: string, classId: string, id: string) =>
  and(
    eq(classWaitlist.businessId, businessId),
    eq(classWaitlist.classId, classId),
    eq(classWaitlist.id, id),
  );

/** A dog joins the end of the list (the database refuses a second live entry of the dog). */
export async function insertEntry(
  db: Conn,
  values: { businessId: string; clientId: string; dogId: string } & WaitlistKey,
) {
  const id = uuidv7();
  const list =
    'classId' in values ? sql`class_id = ${values.classId}` : sql`course_id = ${values.courseId}`;
  await db.insert(classWaitlist).values({
    id,
    ...values,
    position: sql`(select coalesce(max(position), 0) + 1 from class_waitlist
      where business_id = ${values.businessId} and ${list})`,
  });
  return id;
}

/** A live entry of the class, or undefined. */
export async function selectLiveEntry(db: Conn, businessId: string, classId: string, id: string) {
  const [row] = await db
    .select()
    .from(classWaitlist)
    .where(and(ownEntry(businessId, classId, id), live));
  return row;
}

/** A live entry taken off the list; what it was (an open offer frees its place). */
export async function deleteLiveEntry(db: Conn, businessId: string, list: WaitlistKey, id: string) {
  const [row] = await db
    .delete(classWaitlist)
    .where(
      and(eq(classWaitlist.businessId, businessId), listIs(list), eq(classWaitlist.id, id), live),
    )
    .returning({ status: classWaitlist.status });
  return row;
}

/** A dog's live entry, if any, taken off the list (the dog got a place another way). */
export async function deleteLiveEntryOfDog(
  db: Conn,
  businessId: string,
  list: WaitlistKey,
  dogId: string,
) {
  await db
    .delete(classWaitlist)
    .where(
      and(
        eq(classWaitlist.businessId, businessId),
        listIs(list),
        eq(classWaitlist.dogId, dogId),
        live,
      ),
    );
}

/**
 * The whole list of a cancelled class, or of a course with no class left to come: no place will
 * be freed in it (an open course offer gives back the places it held, by decision 0083's trigger).
 */
export async function deleteLiveEntries(db: Conn, businessId: string, list: WaitlistKey) {
  await db
    .delete(classWaitlist)
    .where(and(eq(classWaitlist.businessId, businessId), listIs(list), live));
}

/** The live entries in order, with their positions (to swap two). */
export function selectOrder(db: Conn, businessId: string, list: WaitlistKey) {
  return db
    .select({ id: classWaitlist.id, position: classWaitlist.position })
    .from(classWaitlist)
    .where(and(eq(classWaitlist.businessId, businessId), listIs(list), live))
    .orderBy(asc(classWaitlist.position), asc(classWaitlist.id));
}

export async function setPosition(db: Conn, businessId: string, id: string, position: number) {
  await db
    .update(classWaitlist)
    .set({ position })
    .where(and(eq(classWaitlist.businessId, businessId), eq(classWaitlist.id, id)));
}

/** An `offer_from` after every class: an offer set aside holds a place in none. */
const SET_ASIDE = '9999-12-31';

/**
 * A course's open offers set aside while its classes move: the trigger gives back the place each
 * held in the classes from its `offer_from` on, under the dates it counted them with (decision
 * 0083). What they were is returned for `restoreCourseOffers`.
 */
export async function setAsideCourseOffers(db: Conn, businessId: string, courseId: string) {
  const open = await db
    .select({ id: classWaitlist.id, offerFrom: classWaitlist.offerFrom })
    .from(classWaitlist)
    .where(
      and(
        eq(classWaitlist.businessId, businessId),
        eq(classWaitlist.courseId, courseId),
        eq(classWaitlist.status, 'offered'),
      ),
    );
  for (const offer of open)
    await db
      .update(classWaitlist)
      .set({ offerFrom: SET_ASIDE })
      .where(and(eq(classWaitlist.businessId, businessId), eq(classWaitlist.id, offer.id)));
  return open;
}

/**
 * The offers set aside hold their places again under the classes' new dates: from their own
 * `offer_from`, or from the course's first class to come when a class moved before it, so each
 * class an accept would enrol in is held once.
 */
export async function restoreCourseOffers(
  db: Conn,
  businessId: string,
  offers: { id: string; offerFrom: string | null }[],
  firstToCome: string | undefined,
) {
  for (const offer of offers) {
    const from =
      firstToCome && (!offer.offerFrom || firstToCome < offer.offerFrom)
        ? firstToCome
        : offer.offerFrom;
    await db
      .update(classWaitlist)
      .set({ offerFrom: from })
      .where(and(eq(classWaitlist.businessId, businessId), eq(classWaitlist.id, offer.id)));
  }
}

/** The first entry still waiting, next to be offered a freed place. */
export async function selectFirstWaiting(db: Conn, businessId: string, list: WaitlistKey) {
  const [row] = await db
    .select({ id: classWaitlist.id })
    .from(classWaitlist)
    .where(
      and(
        eq(classWaitlist.businessId, businessId),
        listIs(list),
        eq(classWaitlist.status, 'waiting'),
      ),
    )
    .orderBy(asc(classWaitlist.position), asc(classWaitlist.id))
    .limit(1);
  return row;
}

/**
 * A waiting entry offered a place until `expiresAt`. The trigger counts it in classes.offered and
 * the CHECK refuses it beyond the free places, whatever the caller computed.
 */
export async function markOffered(
  db: Conn,
  businessId: string,
  id: string,
  now: Date,
  expiresAt: Date,
  /** A course offer's first class: it holds a place in each class from then on. */
  offerFrom: string | null = null,
) {
  const rows = await db
    .update(classWaitlist)
    .set({ status: 'offered', offeredAt: now, offerExpiresAt: expiresAt, offerFrom })
    .where(
      and(
        eq(classWaitlist.businessId, businessId),
        eq(classWaitlist.id, id),
        eq(classWaitlist.status, 'waiting'),
      ),
    )
    .returning({ id: classWaitlist.id });
  return rows.length > 0;
}

/**
 * An open offer closed, once: accepted ('enrolled') only before its deadline, 'expired' only
 * from it on. Whoever closes it second (a second sweep, an accept after the sweep) changes
 * nothing and is told so by `false`.
 */
export async function closeOffer(
  db: Conn,
  target: { businessId: string; id: string },
  to: 'enrolled' | 'expired',
  now: Date,
) {
  const rows = await db
    .update(classWaitlist)
    .set({ status: to })
    .where(
      and(
        eq(classWaitlist.businessId, target.businessId),
        eq(classWaitlist.id, target.id),
        eq(classWaitlist.status, 'offered'),
        to === 'enrolled'
          ? gt(classWaitlist.offerExpiresAt, now)
          : lte(classWaitlist.offerExpiresAt, now),
      ),
    )
    .returning({ id: classWaitlist.id });
  return rows.length > 0;
}

/** Open offers past their deadline, oldest first (the sweep closes each in its own transaction). */
export function selectDueOffers(db: Conn, now: Date, limit: number) {
  return db
    .select({
      id: classWaitlist.id,
      businessId: classWaitlist.businessId,
      classId: classWaitlist.classId,
      courseId: classWaitlist.courseId,
    })
    .from(classWaitlist)
    .where(and(eq(classWaitlist.status, 'offered'), lte(classWaitlist.offerExpiresAt, now)))
    .orderBy(asc(classWaitlist.offerExpiresAt), asc(classWaitlist.id))
    .limit(limit);
}
