import {
  addDays,
  todayIn,
  zonedToUtc,
  type TelemetryEventType,
  type TelemetrySummary,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { selectErrorGroups, selectEventFigures } from './telemetry.repository.ts';

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
  const [{ pageViews, topEvents, active }, errors] = await Promise.all([
    selectEventFigures(db, since, timeZone),
    selectErrorGroups(db, since),
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
