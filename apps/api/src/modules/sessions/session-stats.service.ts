import {
  addMonths,
  todayIn,
  zonedToUtc,
  type SessionFilters,
  type SessionStats,
  type SessionTimeline,
} from '@adiestra/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dogs, trainingSessions } from '../../db/schema.ts';
import { dogJoin, needsDogJoin, sessionWhere } from './session-filters.ts';
import { assertOwnDog } from './sessions.service.ts';

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

/** One dog's sessions for its progress chart, oldest first. */
export async function sessionTimeline(
  db: Db,
  userId: string,
  dogId: string,
): Promise<SessionTimeline> {
  await assertOwnDog(db, userId, dogId);
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
