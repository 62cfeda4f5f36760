import type { TelemetryBatch, TelemetryErrorReport } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../lib/ids.ts';
import * as repository from './telemetry.repository.ts';
import { errorFingerprint, redactText, scrubProps, toRoutePattern } from './telemetry-privacy.ts';

const DAY_MS = 86_400_000;
const FUTURE_TOLERANCE_MS = 5 * 60_000;

/** A client clock may be wrong: a time more than a day old or in the future becomes "now". */
function plausibleTime(occurredAt: string | undefined, now: Date): Date {
  const time = occurredAt ? Date.parse(occurredAt) : Number.NaN;
  const ok = time >= now.getTime() - DAY_MS && time <= now.getTime() + FUTURE_TOLERANCE_MS;
  return ok ? new Date(time) : now;
}

/** Names that are paths ('/dogs/123' as a page name) are reduced to patterns like routes. */
const cleanName = (name: string) =>
  name.startsWith('/') ? (toRoutePattern(name) ?? '/') : redactText(name).slice(0, 100);

export async function recordEvents(
  db: Db,
  batch: TelemetryBatch,
  userId: string | null,
): Promise<number> {
  const now = new Date();
  const rows = batch.events.map((event) => ({
    id: uuidv7(),
    type: event.type,
    name: cleanName(event.name),
    route: toRoutePattern(event.route),
    props: scrubProps(event.props),
    userId,
    visitorId: batch.visitorId ?? null,
    release: batch.release ?? null,
    occurredAt: plausibleTime(event.occurredAt, now),
  }));
  await repository.insertEvents(db, rows);
  return rows.length;
}

export async function recordError(db: Db, report: TelemetryErrorReport, userId: string | null) {
  const message = redactText(report.message);
  const stack = report.stack ? redactText(report.stack) : null;
  return repository.insertError(db, {
    id: uuidv7(),
    fingerprint: errorFingerprint(message, stack),
    message,
    stack,
    route: toRoutePattern(report.route),
    release: report.release ?? null,
    userId,
  });
}
