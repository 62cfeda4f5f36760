import {
  addMonths,
  todayIn,
  zonedToUtc,
  type SessionFilters,
  type SessionPayload,
  type SessionStats,
  type SessionTimeline,
  type TrainingSession,
} from '@adiestra/shared';
import { and, count, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { clients, dogs, sessionTotals, trainingSessions } from '../../db/schema.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { rowsOf } from '../../lib/sql-rows.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { containsName, containsText } from '../../lib/text-search.ts';

/** Every query on `training_sessions`: filters, pages, writes, stats. Nothing outside reads it. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_SEARCH_TERMS = 8;

/** A calendar day starts at midnight in the trainer's zone; an ISO instant is taken as is. */
function startOf(value: string, timeZone: string): SQL {
  return DAY.test(value)
    ? sql`((${value})::date)::timestamp at time zone ${timeZone}`
    : sql`(${value})::timestamptz`;
}

const matchingDogs = alias(dogs, 'matching_dogs');
const matchingOwners = alias(clients, 'matching_owners');

function searchCondition(userId: string, search: string): SQL | undefined {
  const terms = search.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_TERMS);
  // Every word must appear in one of the fields, so 'Ana López' finds Ana López's dogs' sessions
  // and 'rex sentado' finds Rex's sessions that mention sitting.
  const perTerm = terms.map((term) => {
    // The trainer's dogs whose name, or whose owner's name, matches: a short list of ids, so
    // sessions are found through their dog index and the texts through their trigram indexes
    // (migration 0004), instead of reading every session with its dog and owner joined. Owners
    // are matched on their own, not joined to every dog first (a third of the search's time), and
    // the two matches are a union, so each is answered by its own trigram index (an OR of the two
    // read every dog of every trainer).
    const owners = sql`select ${matchingOwners.id} from ${clients} as ${matchingOwners}
      where ${matchingOwners.userId} = ${userId} and ${containsName(matchingOwners.nameKey, term)}`;
    const dogIds = sql`array(select ${matchingDogs.id} from ${dogs} as ${matchingDogs}
      where ${matchingDogs.userId} = ${userId} and ${containsName(matchingDogs.nameKey, term)}
      union select ${matchingDogs.id} from ${dogs} as ${matchingDogs}
      where ${matchingDogs.userId} = ${userId} and ${matchingDogs.clientId} in (${owners}))`;
    return or(
      sql`${trainingSessions.dogId} = any(${dogIds})`,
      containsText(trainingSessions.objectives, term),
      containsText(trainingSessions.activities, term),
    );
  });
  return perTerm.length ? and(...perTerm) : undefined;
}

/**
 * The WHERE of a sessions list or stats query: always the caller's own sessions, then the filters.
 * Expects `dogs` joined (`dogJoin`) when `needsDogJoin(f)`: nothing else reads a joined table.
 * Dates: start inclusive; an end day includes the whole day, an end instant includes that instant.
 */
export function sessionWhere(userId: string, timeZone: string, f: SessionFilters): SQL {
  const date = trainingSessions.date;
  const conditions: (SQL | undefined)[] = [eq(trainingSessions.userId, userId)];
  if (f.dogId) conditions.push(eq(trainingSessions.dogId, f.dogId));
  if (f.clientId) conditions.push(eq(dogs.clientId, f.clientId));
  if (f.rating !== undefined) conditions.push(eq(trainingSessions.rating, f.rating));
  if (f.startDate) conditions.push(gte(date, startOf(f.startDate, timeZone)));
  if (f.endDate) {
    conditions.push(
      DAY.test(f.endDate)
        ? lt(date, sql`((${f.endDate})::date + 1)::timestamp at time zone ${timeZone}`)
        : lte(date, sql`(${f.endDate})::timestamptz`),
    );
  }
  if (f.search) conditions.push(searchCondition(userId, f.search));
  return and(...conditions)!;
}

/** Only the owner filter reads the joined dog: counts and totals skip the joins otherwise. */
export const needsDogJoin = (f: SessionFilters) => Boolean(f.clientId);

/** The joins every sessions query shares; the dog's owner check is belt and braces. */
export const dogJoin = and(
  eq(dogs.id, trainingSessions.dogId),
  eq(dogs.userId, trainingSessions.userId),
);
export const clientJoin = eq(clients.id, dogs.clientId);

const columns = {
  session: trainingSessions,
  dog: { id: dogs.id, name: dogs.name, breed: dogs.breed, age: dogs.age },
  client: { id: clients.id, firstName: clients.firstName, lastName: clients.lastName },
};

type Row = {
  session: typeof trainingSessions.$inferSelect;
  dog: Omit<TrainingSession['dog'], 'client'>;
  client: TrainingSession['dog']['client'];
};

export function toDto({ session: s, dog, client }: Row): TrainingSession {
  return {
    id: s.id,
    dogId: s.dogId,
    date: s.date.toISOString(),
    duration: s.duration,
    objectives: s.objectives,
    activities: s.activities,
    observations: s.observations,
    privateNotes: s.privateNotes,
    progress: s.progress,
    nextSteps: s.nextSteps,
    rating: s.rating,
    serviceId: s.serviceId,
    appointmentId: s.appointmentId,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    dog: { ...dog, client },
  };
}

/** One query with the dog and its owner joined: no query per item. */
function selectSessions(db: Db) {
  return db
    .select(columns)
    .from(trainingSessions)
    .innerJoin(dogs, dogJoin)
    .innerJoin(clients, clientJoin);
}

/** Any list filter given: the figures over every session are kept by the database. */
const isFiltered = (f: SessionFilters) =>
  Boolean(f.dogId || f.clientId || f.startDate || f.endDate || f.search) || f.rating !== undefined;

/**
 * The total behind a page: unfiltered, the count the database keeps (session_totals, decision
 * 0023) instead of counting every session again; else over the sessions alone unless a filter
 * reads the dog.
 */
async function countSessions(db: Db, userId: string, where: SQL, filters: SessionFilters) {
  if (!isFiltered(filters)) {
    const [row] = await db
      .select({ value: sessionTotals.sessions })
      .from(sessionTotals)
      .where(eq(sessionTotals.userId, userId));
    return row?.value ?? 0;
  }
  const query = db.select({ value: count() }).from(trainingSessions).$dynamic();
  const [row] = await (needsDogJoin(filters) ? query.innerJoin(dogs, dogJoin) : query).where(where);
  return row?.value ?? 0;
}

/** One page of the caller's sessions matching `filters`, newest first, and how many match. */
export async function selectSessionPage(
  db: Db,
  caller: { id: string; timeZone: string },
  filters: SessionFilters,
  page: number,
  limit: number,
) {
  const where = sessionWhere(caller.id, caller.timeZone, filters);
  const newestFirst = [desc(trainingSessions.date), desc(trainingSessions.id)];
  // The page's ids first, over the sessions alone, then the dog and owner of those rows only:
  // joining before the sort joined every match (846 rows for a common dog name) to keep 10.
  const pageIds = db.select({ id: trainingSessions.id }).from(trainingSessions).$dynamic();
  const [rows, total] = await Promise.all([
    selectSessions(db)
      .where(
        and(
          eq(trainingSessions.userId, caller.id),
          inArray(
            trainingSessions.id,
            (needsDogJoin(filters) ? pageIds.innerJoin(dogs, dogJoin) : pageIds)
              .where(where)
              .orderBy(...newestFirst)
              .limit(limit)
              .offset((page - 1) * limit),
          ),
        ),
      )
      .orderBy(...newestFirst),
    countSessions(db, caller.id, where, filters),
  ]);
  return { rows, total };
}

/** "This session is the caller's". */
const ownSession = (userId: string, id: string) =>
  and(eq(trainingSessions.id, id), eq(trainingSessions.userId, userId));

export async function selectOwnSession(db: Db, userId: string, id: string) {
  const [row] = await selectSessions(db).where(ownSession(userId, id)).limit(1);
  return row;
}

/** A session's columns as written: the payload, and the appointment it records or null. */
type SessionWrite = SessionPayload & { appointmentId: string | null };

export async function insertSession(db: Db | Tx, userId: string, input: SessionWrite) {
  const id = uuidv7();
  await db.insert(trainingSessions).values({ ...input, id, userId, date: new Date(input.date) });
  return id;
}

/** False when the caller has no such session. */
export async function updateOwnSession(
  db: Db | Tx,
  userId: string,
  id: string,
  input: SessionWrite,
): Promise<boolean> {
  const updated = await db
    .update(trainingSessions)
    .set({ ...input, date: new Date(input.date), updatedAt: new Date() })
    .where(ownSession(userId, id))
    .returning({ id: trainingSessions.id });
  return updated.length > 0;
}

/** The caller's session's dog and appointment, locked for the edit; undefined when not theirs. */
export async function lockOwnSessionLink(tx: Tx, userId: string, id: string) {
  const [row] = await tx
    .select({ dogId: trainingSessions.dogId, appointmentId: trainingSessions.appointmentId })
    .from(trainingSessions)
    .where(ownSession(userId, id))
    .for('update');
  return row;
}

/** The caller's session recording this appointment, if any. */
export async function selectSessionOfAppointment(
  db: Db | Tx,
  userId: string,
  appointmentId: string,
) {
  const [row] = await db
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .where(
      and(eq(trainingSessions.userId, userId), eq(trainingSessions.appointmentId, appointmentId)),
    )
    .limit(1);
  return row;
}

/** False when the caller has no such session. */
export async function deleteOwnSession(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(trainingSessions)
    .where(ownSession(userId, id))
    .returning({ id: trainingSessions.id });
  return deleted.length > 0;
}

/** The most points the progress chart receives; a dog with more shows its latest ones. */
export const TIMELINE_CAP = 1000;

/** Totals over the filtered sessions; "this month" is the calendar month in the trainer's zone. */
export async function sessionStats(
  db: Db,
  caller: { id: string; timeZone: string },
  filters: SessionFilters,
): Promise<SessionStats> {
  const tz = caller.timeZone;
  const date = trainingSessions.date;
  // The month's bounds as two instants, worked out once: written as time-zone arithmetic in the
  // SQL they were evaluated for every session, half the query's time (bench/README.md).
  const first = `${todayIn(tz).slice(0, 8)}01`;
  const monthStart = zonedToUtc(first, 0, tz).toISOString();
  const monthEnd = zonedToUtc(addMonths(first, 1), 0, tz).toISOString();
  if (!isFiltered(filters)) return allSessionStats(db, caller.id, monthStart, monthEnd);
  const thisMonth = sql`${date} >= ${monthStart}::timestamptz and ${date} < ${monthEnd}::timestamptz`;
  const query = db
    .select({
      totalSessions: count(),
      sessionsThisMonth: sql<number>`count(*) filter (where ${thisMonth})`.mapWith(Number),
      totalDuration: sql<number>`coalesce(sum(${trainingSessions.duration}), 0)`.mapWith(Number),
      durationThisMonth: sql<number>`coalesce(sum(${trainingSessions.duration})
        filter (where ${thisMonth}), 0)`.mapWith(Number),
      completedSessions: sql<number>`count(*) filter (where ${date} <= now())`.mapWith(Number),
      averageRating: sql<number | null>`avg(${trainingSessions.rating})::float8`,
    })
    .from(trainingSessions)
    .$dynamic();
  // Totals over the sessions alone unless a filter reads the dog (see needsDogJoin).
  const joined = needsDogJoin(filters) ? query.innerJoin(dogs, dogJoin) : query;
  const [row] = await joined.where(sessionWhere(caller.id, tz, filters));
  return row!;
}

/**
 * The stats over every session of the trainer (the dashboard's), in one statement: the all-time
 * figures from the totals the database keeps (session_totals, decision 0023), this month's and
 * the ones still ahead from the index, over those sessions only.
 */
async function allSessionStats(
  db: Db,
  userId: string,
  monthStart: string,
  monthEnd: string,
): Promise<SessionStats> {
  const s = trainingSessions;
  const result = await db.execute(sql`
    select t.sessions, t.minutes, t.rated, t.rating_sum,
      month.sessions as month_sessions, month.minutes as month_minutes, ahead.sessions as ahead
    from (select) as one
    left join ${sessionTotals} t on t.user_id = ${userId}
    cross join (
      select count(*)::int as sessions, coalesce(sum(${s.duration}), 0)::int as minutes
      from ${s} where ${s.userId} = ${userId}
        and ${s.date} >= ${monthStart}::timestamptz and ${s.date} < ${monthEnd}::timestamptz
    ) as month
    cross join (
      select count(*)::int as sessions from ${s} where ${s.userId} = ${userId} and ${s.date} > now()
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
  userId: string,
  dogId: string,
): Promise<SessionTimeline> {
  const mine = and(eq(trainingSessions.userId, userId), eq(trainingSessions.dogId, dogId));
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
