import {
  addMonths,
  todayIn,
  zonedToUtc,
  type SessionPayload,
  type SessionStats,
  type SessionTimeline,
} from '@adiestra/shared';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { rowsOf } from '../../lib/sql-rows.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import {
  filteredSessionStats,
  isFiltered,
  type SessionListFilters,
} from '../../read-models/session-list.ts';
import { sessionTotals, trainingSessions } from './sessions.schema.ts';

/**
 * The sessions module's own queries on `training_sessions` and `session_totals`: writes, the
 * unfiltered stats and a dog's timeline. The list with each session's dog and owner, and the
 * filtered totals, read the dogs' and clients' tables: read-models/session-list.ts.
 */
/** "This session is the caller's". */
const ownSession = (businessId: string, id: string) =>
  and(eq(trainingSessions.id, id), eq(trainingSessions.businessId, businessId));

/** A session's columns as written: the payload, and the appointment it records or null. */
type SessionWrite = SessionPayload & { appointmentId: string | null };

/** A new session, given by `trainerId` (decision 0134). */
export async function insertSession(
  db: Db | Tx,
  businessId: string,
  trainerId: string,
  input: SessionWrite,
) {
  const id = uuidv7();
  await db
    .insert(trainingSessions)
    .values({ ...input, id, businessId, trainerId, date: new Date(input.date) });
  return id;
}

/** False when the caller has no such session. */
export async function updateOwnSession(
  db: Db | Tx,
  businessId: string,
  id: string,
  input: SessionWrite,
): Promise<boolean> {
  const updated = await db
    .update(trainingSessions)
    .set({ ...input, date: new Date(input.date), updatedAt: new Date() })
    .where(ownSession(businessId, id))
    .returning({ id: trainingSessions.id });
  return updated.length > 0;
}

/** The caller's session's dog and appointment, locked for the edit; undefined when not theirs. */
export async function lockOwnSessionLink(tx: Tx, businessId: string, id: string) {
  const [row] = await tx
    .select({ dogId: trainingSessions.dogId, appointmentId: trainingSessions.appointmentId })
    .from(trainingSessions)
    .where(ownSession(businessId, id))
    .for('update');
  return row;
}

/** The caller's session recording this appointment, if any. */
export async function selectSessionOfAppointment(
  db: Db | Tx,
  businessId: string,
  appointmentId: string,
) {
  const [row] = await db
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .where(
      and(
        eq(trainingSessions.businessId, businessId),
        eq(trainingSessions.appointmentId, appointmentId),
      ),
    )
    .limit(1);
  return row;
}

/** False when the caller has no such session. */
export async function deleteOwnSession(db: Db, businessId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(trainingSessions)
    .where(ownSession(businessId, id))
    .returning({ id: trainingSessions.id });
  return deleted.length > 0;
}

/** Issue 20: the erased client's dogs' sessions, inside the erasure's transaction; how many went. */
export async function deleteSessionsOfDogs(tx: Tx, businessId: string, dogIds: string[]) {
  if (!dogIds.length) return 0;
  const deleted = await tx
    .delete(trainingSessions)
    .where(
      and(eq(trainingSessions.businessId, businessId), inArray(trainingSessions.dogId, dogIds)),
    )
    .returning({ id: trainingSessions.id });
  return deleted.length;
}

/** The most points the progress chart receives; a dog with more shows its latest ones. */
export const TIMELINE_CAP = 1000;

/** Totals over the filtered sessions; "this month" is the calendar month in the trainer's zone. */
export async function sessionStats(
  db: Db,
  business: { id: string; timeZone: string },
  filters: SessionListFilters,
): Promise<SessionStats> {
  const tz = business.timeZone;
  // The month's bounds as two instants, worked out once: written as time-zone arithmetic in the
  // SQL they were evaluated for every session, half the query's time (bench/README.md).
  const first = `${todayIn(tz).slice(0, 8)}01`;
  const monthStart = zonedToUtc(first, 0, tz).toISOString();
  const monthEnd = zonedToUtc(addMonths(first, 1), 0, tz).toISOString();
  if (!isFiltered(filters)) return allSessionStats(db, business.id, monthStart, monthEnd);
  return filteredSessionStats(db, business, filters, monthStart, monthEnd);
}

/**
 * The stats over every session of the trainer (the dashboard's), in one statement: the all-time
 * figures from the totals the database keeps (session_totals, decision 0023), this month's and
 * the ones still ahead from the index, over those sessions only.
 */
async function allSessionStats(
  db: Db,
  businessId: string,
  monthStart: string,
  monthEnd: string,
): Promise<SessionStats> {
  const s = trainingSessions;
  const result = await db.execute(sql`
    select t.sessions, t.minutes, t.rated, t.rating_sum,
      month.sessions as month_sessions, month.minutes as month_minutes, ahead.sessions as ahead
    from (select) as one
    left join ${sessionTotals} t on t.business_id = ${businessId}
    cross join (
      select count(*)::int as sessions, coalesce(sum(${s.duration}), 0)::int as minutes
      from ${s} where ${s.businessId} = ${businessId}
        and ${s.date} >= ${monthStart}::timestamptz and ${s.date} < ${monthEnd}::timestamptz
    ) as month
    cross join (
      select count(*)::int as sessions from ${s} where ${s.businessId} = ${businessId} and ${s.date} > now()
    ) as ahead`);
  const [row] = rowsOf<{
    sessions: number | null;
    minutes: number | null;
    rated: number | null;
    rating_sum: number | null;
    month_sessions: number;
    month_minutes: number;
    ahead: number;
  }>(result);
  const sessions = row?.sessions ?? 0;
  const rated = row?.rated ?? 0;
  return {
    totalSessions: sessions,
    sessionsThisMonth: row?.month_sessions ?? 0,
    totalDuration: row?.minutes ?? 0,
    durationThisMonth: row?.month_minutes ?? 0,
    completedSessions: sessions - (row?.ahead ?? 0),
    averageRating: rated ? (row?.rating_sum ?? 0) / rated : null,
  };
}

/** One dog's sessions for its progress chart (the dog is known to be the caller's). */
export async function sessionTimeline(
  db: Db,
  businessId: string,
  dogId: string,
): Promise<SessionTimeline> {
  const mine = and(eq(trainingSessions.businessId, businessId), eq(trainingSessions.dogId, dogId));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: trainingSessions.id,
        date: trainingSessions.date,
        progress: trainingSessions.progress,
        rating: trainingSessions.rating,
      })
      .from(trainingSessions)
      .where(mine)
      .orderBy(desc(trainingSessions.date), desc(trainingSessions.id))
      .limit(TIMELINE_CAP),
    db.select({ value: count() }).from(trainingSessions).where(mine),
  ]);
  return {
    points: rows.reverse().map((r) => ({ ...r, date: r.date.toISOString() })),
    total: total?.value ?? 0,
  };
}

/** A dog's line of a class report, as the session it is (decision 0087). */
export interface ClassSessionWrite {
  /** The class's trainer, who gave the session (decision 0134). */
  trainerId: string;
  classId: string;
  dogId: string;
  serviceId: string;
  date: Date;
  duration: number;
  objectives: string;
  activities: string;
  observations: string | null;
  progress: number | null;
}

/**
 * The dog's session of the class: written on the first save, updated on the next ones through
 * the unique (user, class, dog) index, so a repeated or concurrent save never makes a second.
 * What the trainer set by hand on it since (rating, private notes, next steps) is kept.
 */
export async function upsertClassSession(tx: Tx, businessId: string, line: ClassSessionWrite) {
  const { classId, dogId, ...content } = line;
  const [row] = await tx
    .insert(trainingSessions)
    .values({ id: uuidv7(), businessId, classId, dogId, ...content })
    .onConflictDoUpdate({
      target: [trainingSessions.businessId, trainingSessions.classId, trainingSessions.dogId],
      targetWhere: sql`${trainingSessions.classId} is not null`,
      set: { ...content, updatedAt: new Date() },
    })
    .returning({ id: trainingSessions.id });
  return row!.id;
}
