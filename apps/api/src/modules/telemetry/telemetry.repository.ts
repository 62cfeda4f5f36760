import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  max,
  min,
  ne,
  or,
  ilike,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../lib/text-search.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { telemetryErrors, telemetryEvents } from './telemetry.schema.ts';

/** Every query on `telemetry_events` and `telemetry_errors`. Nothing outside this module reads them. */

export async function insertEvents(db: Db, rows: (typeof telemetryEvents.$inferInsert)[]) {
  await db.insert(telemetryEvents).values(rows);
}

export async function insertError(db: Db, values: typeof telemetryErrors.$inferInsert) {
  const [row] = await db.insert(telemetryErrors).values(values).returning();
  return row!;
}

/** Deletes what is older than `cutoff`, counted in the database (no ids shipped back). */
export async function deleteOlderThan(db: Db, cutoff: Date) {
  const removed = async (table: typeof telemetryEvents | typeof telemetryErrors) => {
    const deleted = db
      .$with('deleted')
      .as(db.delete(table).where(lt(table.createdAt, cutoff)).returning({ id: table.id }));
    const [row] = await db.with(deleted).select({ n: count() }).from(deleted);
    return row?.n ?? 0;
  };
  return { events: await removed(telemetryEvents), errors: await removed(telemetryErrors) };
}

const TOP_EVENTS = 15;
const ERROR_GROUPS = 50;

/** ISO UTC text from the database itself, whatever the session's time zone. */
const isoUtc = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Page views per day and route, the most frequent other events, and signed-in users per day. */
export async function selectEventFigures(db: Db, since: Date, timeZone: string) {
  const day = sql<string>`to_char(${telemetryEvents.occurredAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const inPeriod = gte(telemetryEvents.occurredAt, since);
  // Grouped by position: the time zone is a bound parameter, so PostgreSQL would not see two
  // spellings of `day` ($1 in SELECT, $3 in GROUP BY) as the same expression.
  const firstColumn = sql`1`;
  const [pageViews, topEvents, active] = await Promise.all([
    db
      .select({ date: day, route: telemetryEvents.name, count: count() })
      .from(telemetryEvents)
      .where(and(eq(telemetryEvents.type, 'page_view'), inPeriod))
      .groupBy(firstColumn, telemetryEvents.name)
      .orderBy(firstColumn, telemetryEvents.name),
    db
      .select({ type: telemetryEvents.type, name: telemetryEvents.name, count: count() })
      .from(telemetryEvents)
      .where(and(ne(telemetryEvents.type, 'page_view'), inPeriod))
      .groupBy(telemetryEvents.type, telemetryEvents.name)
      .orderBy(desc(count()), telemetryEvents.type, telemetryEvents.name)
      .limit(TOP_EVENTS),
    db
      .select({ date: day, count: countDistinct(telemetryEvents.userId) })
      .from(telemetryEvents)
      .where(and(isNotNull(telemetryEvents.userId), inPeriod))
      .groupBy(firstColumn),
  ]);
  return { pageViews, topEvents, active };
}

/** Error reports since `since` grouped by fingerprint, newest group first, with a sample each. */
export async function selectErrorGroups(db: Db, since: Date) {
  const lastSeen = max(telemetryErrors.createdAt);
  const groups = await db
    .select({
      fingerprint: telemetryErrors.fingerprint,
      count: count(),
      firstSeen: isoUtc(min(telemetryErrors.createdAt)),
      lastSeen: isoUtc(lastSeen),
    })
    .from(telemetryErrors)
    .where(gte(telemetryErrors.createdAt, since))
    .groupBy(telemetryErrors.fingerprint)
    .orderBy(desc(lastSeen))
    .limit(ERROR_GROUPS);
  if (groups.length === 0) return [];
  // The newest report of each group gives the message, route and sample stack shown.
  const samples = await db
    .selectDistinctOn([telemetryErrors.fingerprint], {
      fingerprint: telemetryErrors.fingerprint,
      message: telemetryErrors.message,
      route: telemetryErrors.route,
      sampleStack: telemetryErrors.stack,
    })
    .from(telemetryErrors)
    .where(
      and(
        inArray(
          telemetryErrors.fingerprint,
          groups.map((g) => g.fingerprint),
        ),
        gte(telemetryErrors.createdAt, since),
      ),
    )
    .orderBy(telemetryErrors.fingerprint, desc(telemetryErrors.createdAt));
  const byFingerprint = new Map(samples.map((s) => [s.fingerprint, s]));
  return groups.map((group) => {
    const sample = byFingerprint.get(group.fingerprint);
    return {
      ...group,
      message: sample?.message ?? '',
      route: sample?.route ?? null,
      sampleStack: sample?.sampleStack ?? null,
    };
  });
}

/** Issue 28: the rows whose free text contains any of `needles` (case aside), deleted. */
export async function deleteRowsMentioning(db: Db | Tx, needles: string[]) {
  if (needles.length === 0) return 0;
  const mentions = (column: SQL | AnyColumn) =>
    or(...needles.map((needle) => ilike(column, likePattern(needle))))!;
  const events = await db
    .delete(telemetryEvents)
    .where(or(mentions(telemetryEvents.name), mentions(sql`${telemetryEvents.props}::text`)))
    .returning({ id: telemetryEvents.id });
  const errors = await db
    .delete(telemetryErrors)
    .where(
      or(mentions(telemetryErrors.message), mentions(sql`coalesce(${telemetryErrors.stack}, '')`)),
    )
    .returning({ id: telemetryErrors.id });
  return events.length + errors.length;
}
