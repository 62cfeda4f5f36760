import {
  addDays,
  todayIn,
  zonedToUtc,
  type TelemetryEventType,
  type TelemetrySummary,
} from '@adiestra/shared';
import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  max,
  min,
  ne,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { telemetryErrors, telemetryEvents } from '../../db/schema.ts';

const TOP_EVENTS = 15;
const ERROR_GROUPS = 50;

/** ISO UTC text from the database itself, identical on PGlite and PostgreSQL. */
const isoUtc = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * What the admin 'Analítica' screen shows for the last `days` days, counted by day in the
 * admin's own time zone: page views per route, the most frequent other events, distinct signed-in
 * users per day and error reports grouped by fingerprint.
 */
export async function getTelemetrySummary(
  db: Db,
  days: number,
  timeZone: string,
  now = new Date(),
): Promise<TelemetrySummary> {
  const to = todayIn(timeZone, now);
  const from = addDays(to, -(days - 1));
  const since = zonedToUtc(from, 0, timeZone);
  const day = sql<string>`to_char(${telemetryEvents.occurredAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const inPeriod = gte(telemetryEvents.occurredAt, since);
  // Grouped by position: the time zone is a bound parameter, so PostgreSQL would not see two
  // spellings of `day` ($1 in SELECT, $3 in GROUP BY) as the same expression.
  const firstColumn = sql`1`;

  const [pageViews, topEvents, active, errors] = await Promise.all([
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
    errorGroups(db, since),
  ]);

  const activeByDay = new Map(active.map((row) => [row.date, row.count]));
  return {
    from,
    to,
    timeZone,
    pageViews,
    topEvents: topEvents.map((row) => ({ ...row, type: row.type as TelemetryEventType })),
    activeTrainers: Array.from({ length: days }, (_, i) => {
      const date = addDays(from, i);
      return { date, count: activeByDay.get(date) ?? 0 };
    }),
    errors,
  };
}

async function errorGroups(db: Db, since: Date) {
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
