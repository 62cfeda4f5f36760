import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { classEnrolments, classes } from './classes.schema.ts';
import { courseMakeups } from './course-makeups.schema.ts';

export {
  selectClasses,
  selectRoster,
  selectWeekClasses,
  type ClassRange,
  type ClassRow,
} from '../../read-models/class-views.ts';
export {
  selectLivePlacesOf,
  selectOwnerDogs,
  selectPlaceOwners,
  selectWaitingOwners,
  selectUpcomingClasses,
} from '../../read-models/owner-classes.ts';
export { selectTrainers, type TrainerRow } from '../../read-models/owner-area.ts';
export { selectLiveClassPlaces, type ClassPlaceRow } from '../../read-models/class-places.ts';
export { selectDoseAlertsOfDogs } from '../../read-models/vaccine-views.ts';
export { selectEnrolmentMoney } from '../../read-models/class-charges.ts';

/** Every query on classes and class_enrolments. */
type Conn = Db | Tx;
type ClassValues = Omit<typeof classes.$inferInsert, 'id' | 'businessId' | 'enrolled' | 'status'>;

export async function insertClasses(db: Conn, businessId: string, rows: ClassValues[]) {
  const values = rows.map((row) => ({ ...row, id: uuidv7(), businessId }));
  await db.insert(classes).values(values);
  return values.map((v) => v.id);
}

/** The class row itself, locked against a concurrent edit of the same class when `lock`. */
export async function selectOwnClass(db: Conn, businessId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(classes)
    .where(and(eq(classes.businessId, businessId), eq(classes.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

interface ClassChange {
  /** Days to move each class by (the edited class's new date minus its old one). */
  shiftDays: number;
  classTime: string;
  duration: number;
  place: string | null;
  places: number;
  minPlaces: number | null;
  priceCents: number | null;
  payment: (typeof classes.$inferSelect)['payment'];
}

/**
 * One class, or a series' scheduled classes from `fromDate` on: moved and changed alike. A class
 * whose event changes (day, time, length or place) takes the next calendar SEQUENCE; returned
 * are the classes changed and, of them, those moved.
 */
export async function updateClasses(
  db: Conn,
  businessId: string,
  target: { id: string } | { seriesId: string; fromDate: string },
  change: ClassChange,
) {
  const which =
    'id' in target
      ? eq(classes.id, target.id)
      : and(
          eq(classes.seriesId, target.seriesId),
          gte(classes.classDate, target.fromDate),
          eq(classes.status, 'scheduled'),
        );
  // Their sequences before (the caller holds the edited class's lock; a series' rows are read
  // in the same transaction, and the update below takes them).
  const old = await db
    .select({ id: classes.id, icsSequence: classes.icsSequence })
    .from(classes)
    .where(and(eq(classes.businessId, businessId), which))
    .for('update');
  const rows = await db
    .update(classes)
    .set({
      classDate: sql`${classes.classDate} + ${change.shiftDays}::int`,
      classTime: change.classTime,
      duration: change.duration,
      place: change.place,
      places: change.places,
      minPlaces: change.minPlaces,
      priceCents: change.priceCents,
      payment: change.payment,
      icsSequence: sql`${classes.icsSequence} + case when ${change.shiftDays}::int <> 0
        or ${classes.classTime} <> ${change.classTime}::time
        or ${classes.duration} <> ${change.duration}::int
        or ${classes.place} is distinct from ${change.place}::text then 1 else 0 end`,
      updatedAt: new Date(),
    })
    .where(and(eq(classes.businessId, businessId), which))
    .returning({ id: classes.id, icsSequence: classes.icsSequence });
  const before = new Map(old.map((row) => [row.id, row.icsSequence]));
  return {
    changed: rows.map((row) => row.id),
    moved: rows.filter((row) => row.icsSequence !== before.get(row.id)).map((row) => row.id),
  };
}

export async function cancelOwnClass(db: Conn, businessId: string, id: string) {
  const rows = await db
    .update(classes)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(
      and(eq(classes.businessId, businessId), eq(classes.id, id), eq(classes.status, 'scheduled')),
    )
    .returning({ id: classes.id });
  return rows.length > 0;
}

/** The trainer's choice to hold a class below its minimum; the first one's time is kept. */
export async function confirmMinimum(db: Conn, businessId: string, id: string, now: Date) {
  await db
    .update(classes)
    .set({ minPlacesConfirmedAt: now, updatedAt: now })
    .where(
      and(
        eq(classes.businessId, businessId),
        eq(classes.id, id),
        eq(classes.status, 'scheduled'),
        isNull(classes.minPlacesConfirmedAt),
      ),
    );
}

/** A place taken: the database's trigger counts it, and refuses it past the last place. */
export async function insertEnrolment(
  db: Conn,
  values: {
    businessId: string;
    classId: string;
    clientId: string;
    dogId: string;
    courseEnrolmentId?: string;
  },
) {
  const id = uuidv7();
  const { businessId, classId, clientId, dogId, courseEnrolmentId } = values;
  await db
    .insert(classEnrolments)
    .values({ id, businessId, classId, clientId, dogId, courseEnrolmentId });
  return id;
}

/**
 * A live place of a class, locked against a concurrent tap on the same place; `makeup` when it
 * makes up a course's missed class (free, decision 0082).
 */
export async function selectLivePlaceForUpdate(
  db: Conn,
  businessId: string,
  target: { classId: string; id: string },
) {
  const [row] = await db
    .select({
      clientId: classEnrolments.clientId,
      attended: classEnrolments.attended,
      // Qualified by hand: a select field may render its columns unqualified, which the
      // subquery would read as its own.
      makeup: sql<boolean>`exists (select 1 from ${courseMakeups} mk
        where mk.business_id = ${classEnrolments}.business_id
          and mk.makeup_enrolment_id = ${classEnrolments}.id)`,
    })
    .from(classEnrolments)
    .where(
      and(
        eq(classEnrolments.businessId, businessId),
        eq(classEnrolments.classId, target.classId),
        eq(classEnrolments.id, target.id),
        eq(classEnrolments.status, 'enrolled'),
      ),
    )
    .for('update');
  return row;
}

/** Every place of a class, live or given up. */
export async function selectEnrolmentIds(db: Conn, businessId: string, classId: string) {
  const rows = await db
    .select({ id: classEnrolments.id })
    .from(classEnrolments)
    .where(and(eq(classEnrolments.businessId, businessId), eq(classEnrolments.classId, classId)));
  return rows.map((row) => row.id);
}

/** A live place marked as attended or not; false when there is no such live place. */
export async function updateAttendance(
  db: Conn,
  businessId: string,
  target: { classId: string; id: string },
  attended: boolean,
) {
  const rows = await db
    .update(classEnrolments)
    .set({ attended })
    .where(
      and(
        eq(classEnrolments.businessId, businessId),
        eq(classEnrolments.classId, target.classId),
        eq(classEnrolments.id, target.id),
        eq(classEnrolments.status, 'enrolled'),
      ),
    )
    .returning({ id: classEnrolments.id });
  return rows.length > 0;
}

/**
 * Live places given up (one, or all of a class): each leaves the count once. `late`: inside the
 * trainer's notice, so its unit and charge stand (decision 0084).
 */
export async function cancelEnrolments(
  db: Conn,
  businessId: string,
  target: { classId: string; id?: string },
  now: Date,
  late = false,
) {
  return db
    .update(classEnrolments)
    .set({ status: 'cancelled', cancelledAt: now, lateCancel: late })
    .where(
      and(
        eq(classEnrolments.businessId, businessId),
        eq(classEnrolments.classId, target.classId),
        target.id ? eq(classEnrolments.id, target.id) : undefined,
        eq(classEnrolments.status, 'enrolled'),
      ),
    )
    .returning({ id: classEnrolments.id, clientId: classEnrolments.clientId });
}

/** The places whose confirmation was just written (issue 45: no reminder right after it). */
export async function markConfirmed(db: Conn, businessId: string, ids: string[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(classEnrolments)
    .set({ confirmedAt: at })
    .where(and(eq(classEnrolments.businessId, businessId), inArray(classEnrolments.id, ids)));
}
