import type { SessionFilters } from '@adiestra/shared';
import { and, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { containsName, containsText } from '../../lib/text-search.ts';
import { alias } from 'drizzle-orm/pg-core';
import { clients, dogs, trainingSessions } from '../../db/schema.ts';

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
    // are matched on their own, not joined to every dog first (a third of the search's time).
    const owners = sql`select ${matchingOwners.id} from ${clients} as ${matchingOwners}
      where ${matchingOwners.userId} = ${userId} and ${containsName(matchingOwners.nameKey, term)}`;
    const dogIds = sql`array(select ${matchingDogs.id} from ${dogs} as ${matchingDogs}
      where ${matchingDogs.userId} = ${userId} and (${containsName(matchingDogs.nameKey, term)}
        or ${matchingDogs.clientId} in (${owners})))`;
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
