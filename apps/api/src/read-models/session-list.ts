import type { SessionFilters, SessionStats, TrainingSession } from '@adiestra/shared';

/** The query's filters, and an adiestrador's own sessions only (decision 0148). */
export type SessionListFilters = SessionFilters & { trainerId?: string | undefined };
import { and, count, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { clients } from '../modules/clients/clients.schema.ts';
import { dogs } from '../modules/dogs/dogs.schema.ts';
import { sessionTotals, trainingSessions } from '../modules/sessions/sessions.schema.ts';
import { totalColumn, totalOfPage } from '../lib/pagination.ts';
import { containsName, containsText } from '../lib/text-search.ts';
import { dogAgeSql } from './dog-age.ts';

/**
 * The training sessions as the sessions module lists them (issue 26, decision 0029): each with its
 * dog and owner, filtered by owner or by a search over the dogs' and owners' names, and the
 * filtered totals. The sessions module owns neither dogs nor clients, so these reads live here;
 * its writes and the unfiltered figures stay in its repository.
 */
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

function searchCondition(businessId: string, search: string): SQL | undefined {
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
      where ${matchingOwners.businessId} = ${businessId} and ${containsName(matchingOwners.nameKey, term)}`;
    const dogIds = sql`array(select ${matchingDogs.id} from ${dogs} as ${matchingDogs}
      where ${matchingDogs.businessId} = ${businessId} and ${containsName(matchingDogs.nameKey, term)}
      union select ${matchingDogs.id} from ${dogs} as ${matchingDogs}
      where ${matchingDogs.businessId} = ${businessId} and ${matchingDogs.clientId} in (${owners}))`;
    return or(
      sql`${trainingSessions.dogId} = any(${dogIds})`,
      containsText(trainingSessions.objectives, term),
      containsText(trainingSessions.activities, term),
    );
  });
  return perTerm.length ? and(...perTerm) : undefined;
}

const ownersDogs = alias(dogs, 'owners_dogs');

/**
 * An owner's sessions: their dogs among the trainer's, then each dog's sessions by its index. The
 * composite foreign key (business_id, dog_id) → dogs makes a dog's sessions its trainer's, so no
 * trainer condition on the sessions: with one, the planner ANDed each dog's index with the
 * trainer's whole date index, and the list slowed as other trainers' sessions grew (decision 0106).
 */
function ofOwnersDogs(businessId: string, clientId: string): SQL {
  return sql`${trainingSessions.dogId} in (select ${ownersDogs.id} from ${dogs} as ${ownersDogs}
    where ${ownersDogs.businessId} = ${businessId} and ${ownersDogs.clientId} = ${clientId})`;
}

/**
 * The WHERE of a sessions list or stats query: always the business's own sessions, then the filters.
 * It reads the sessions alone, so counts and totals join nothing.
 * Dates: start inclusive; an end day includes the whole day, an end instant includes that instant.
 */
export function sessionWhere(businessId: string, timeZone: string, f: SessionListFilters): SQL {
  const date = trainingSessions.date;
  const conditions: (SQL | undefined)[] = [
    f.clientId ? ofOwnersDogs(businessId, f.clientId) : eq(trainingSessions.businessId, businessId),
  ];
  if (f.dogId) conditions.push(eq(trainingSessions.dogId, f.dogId));
  if (f.trainerId) conditions.push(eq(trainingSessions.trainerId, f.trainerId));
  if (f.rating !== undefined) conditions.push(eq(trainingSessions.rating, f.rating));
  if (f.startDate) conditions.push(gte(date, startOf(f.startDate, timeZone)));
  if (f.endDate) {
    conditions.push(
      DAY.test(f.endDate)
        ? lt(date, sql`((${f.endDate})::date + 1)::timestamp at time zone ${timeZone}`)
        : lte(date, sql`(${f.endDate})::timestamptz`),
    );
  }
  if (f.search) conditions.push(searchCondition(businessId, f.search));
  return and(...conditions)!;
}

/** The joins every sessions query shares; the dog's owner check is belt and braces. */
const dogJoin = and(
  eq(dogs.id, trainingSessions.dogId),
  eq(dogs.businessId, trainingSessions.businessId),
);
const clientJoin = eq(clients.id, dogs.clientId);
const newestFirst = [desc(trainingSessions.date), desc(trainingSessions.id)];

const columns = {
  session: trainingSessions,
  dog: { id: dogs.id, name: dogs.name, breed: dogs.breed, age: dogAgeSql },
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
    // Field by field: a spread then a field makes V8 build a slow dictionary object (decision 0106).
    dog: { id: dog.id, name: dog.name, breed: dog.breed, age: dog.age, client },
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
export const isFiltered = (f: SessionListFilters) =>
  Boolean(f.dogId || f.clientId || f.startDate || f.endDate || f.search || f.trainerId) ||
  f.rating !== undefined;

/**
 * The count behind a page: unfiltered, the one the database keeps (session_totals, decision 0023)
 * instead of counting every session again; else over the matching sessions.
 */
function countSessions(db: Db, businessId: string, where: SQL, filters: SessionListFilters) {
  if (!isFiltered(filters)) {
    return db
      .select({ value: sessionTotals.sessions })
      .from(sessionTotals)
      .where(eq(sessionTotals.businessId, businessId));
  }
  return db.select({ value: count() }).from(trainingSessions).where(where);
}

/**
 * The ids of a page of an owner's sessions: the newest of each of their dogs, read from the dog's
 * date index and cut at the page's end, then merged. Sorting every session of the owner's dogs
 * instead read all of them (6,675 for a busy owner) whenever the planner took the dogs for light
 * ones, as it does once other trainers' dogs fill its statistics (decision 0106).
 */
function ownersPageIds(
  businessId: string,
  clientId: string,
  where: SQL,
  page: number,
  limit: number,
) {
  const s = trainingSessions;
  return sql`(select newest.id from ${dogs} as ${ownersDogs} cross join lateral (
      select ${s.id} as id, ${s.date} as date from ${s}
      where ${s.dogId} = ${ownersDogs.id} and ${where}
      order by ${s.date} desc, ${s.id} desc limit ${page * limit}
    ) as newest
    where ${ownersDogs.businessId} = ${businessId} and ${ownersDogs.clientId} = ${clientId}
    order by newest.date desc, newest.id desc limit ${limit} offset ${(page - 1) * limit})`;
}

/**
 * The list as the sessions screen opens it, with no filter: the statement built by Drizzle once
 * per database and only its parameters bound per request. Building it took a fifth of the list's
 * CPU (`is()` checks, SQL chunks, the selection's field order; issue 46, decision 0157).
 */
const unfilteredPages = new WeakMap<Db, ReturnType<typeof prepareUnfilteredPage>>();

function prepareUnfilteredPage(db: Db) {
  const business = sql.placeholder('business');
  const pageIds = db
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .where(eq(trainingSessions.businessId, business))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const counted = totalColumn(
    db
      .select({ value: sessionTotals.sessions })
      .from(sessionTotals)
      .where(eq(sessionTotals.businessId, business)),
  );
  return db
    .select({ ...columns, total: counted })
    .from(trainingSessions)
    .innerJoin(dogs, dogJoin)
    .innerJoin(clients, clientJoin)
    .where(and(eq(trainingSessions.businessId, business), inArray(trainingSessions.id, pageIds)))
    .orderBy(...newestFirst)
    .prepare('session_list_unfiltered_page');
}

function unfilteredPage(db: Db) {
  let prepared = unfilteredPages.get(db);
  if (!prepared) unfilteredPages.set(db, (prepared = prepareUnfilteredPage(db)));
  return prepared;
}

/** One page of the business's sessions matching `filters`, newest first, and how many match. */
export async function selectSessionPage(
  db: Db,
  business: { id: string; timeZone: string },
  filters: SessionListFilters,
  page: number,
  limit: number,
) {
  if (!isFiltered(filters)) {
    const rows = await unfilteredPage(db).execute({
      business: business.id,
      limit,
      offset: (page - 1) * limit,
    });
    const counted = totalColumn(countSessions(db, business.id, sql`true`, filters));
    return { rows, total: await totalOfPage(db, rows, counted, page) };
  }
  const where = sessionWhere(business.id, business.timeZone, filters);
  const counted = totalColumn(countSessions(db, business.id, where, filters));
  if (filters.search && !filters.clientId) {
    const rows = await searchPage(db, where, page, limit);
    return { rows, total: await totalOfPage(db, rows, counted, page) };
  }
  // The page's ids first, over the sessions alone, then the dog and owner of those rows only:
  // joining before the sort joined every match (846 rows for a common dog name) to keep 10.
  const pageIds = filters.clientId
    ? ownersPageIds(business.id, filters.clientId, where, page, limit)
    : db
        .select({ id: trainingSessions.id })
        .from(trainingSessions)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset((page - 1) * limit);
  const rows = await db
    .select({ ...columns, total: counted })
    .from(trainingSessions)
    .innerJoin(dogs, dogJoin)
    .innerJoin(clients, clientJoin)
    .where(and(eq(trainingSessions.businessId, business.id), inArray(trainingSessions.id, pageIds)))
    .orderBy(...newestFirst);
  return { rows, total: await totalOfPage(db, rows, counted, page) };
}

/**
 * A search's page and count from its matches, found once. Counting them and paging them each ran
 * the search's bitmap over the sessions' heap (846 sessions for 'Luna', 2 ms each), and planning
 * the statement with the search's conditions written twice took as long as one of them (issue 32,
 * decision 0113). A materialized CTE, as PostgreSQL makes any CTE read twice.
 */
function searchPage(db: Db, where: SQL, page: number, limit: number) {
  const matches = db
    .$with('matches')
    .as(
      db
        .select({ id: trainingSessions.id, date: trainingSessions.date })
        .from(trainingSessions)
        .where(where),
    );
  const pageIds = db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(desc(matches.date), desc(matches.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return db
    .with(matches)
    .select({ ...columns, total: totalColumn(db.select({ value: count() }).from(matches)) })
    .from(trainingSessions)
    .innerJoin(dogs, dogJoin)
    .innerJoin(clients, clientJoin)
    .where(inArray(trainingSessions.id, pageIds))
    .orderBy(...newestFirst);
}

/** The caller's session with its dog and owner; undefined when not theirs. */
export async function selectOwnSession(db: Db, businessId: string, id: string) {
  const [row] = await selectSessions(db)
    .where(and(eq(trainingSessions.id, id), eq(trainingSessions.businessId, businessId)))
    .limit(1);
  return row;
}

/**
 * Totals over the sessions matching `filters` (some filter given), between the month's bounds
 * the sessions module works out in the trainer's zone.
 */
export async function filteredSessionStats(
  db: Db,
  business: { id: string; timeZone: string },
  filters: SessionListFilters,
  monthStart: string,
  monthEnd: string,
): Promise<SessionStats> {
  const date = trainingSessions.date;
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
    .where(sessionWhere(business.id, business.timeZone, filters));
  const [row] = await query;
  return row!;
}
