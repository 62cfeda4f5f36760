import { cutText, type TelemetryBatch, type TelemetryErrorReport } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { uuidv7 } from '../../lib/ids.ts';
import * as repository from './telemetry.repository.ts';
import {
  dropQuoted,
  errorFingerprint,
  redactText,
  scrubProps,
  toRoutePattern,
} from './telemetry-privacy.ts';

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
  name.startsWith('/') ? (toRoutePattern(name) ?? '/') : cutText(dropQuoted(redactText(name)), 100);

export async function recordEvents(
  db: Db,
  batch: TelemetryBatch,
  userId: string | null,
): Promise<number> {
  const now = new Date();
  // Events the batch schema could not take arrive as null: dropped, not stored.
  const rows = batch.events
    .filter((event) => event !== null)
    .map((event) => ({
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
  const message = dropQuoted(redactText(report.message));
  const stack = report.stack ? dropQuoted(redactText(report.stack)) : null;
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

/**
 * Issue 28, erasure: deletes every telemetry row whose free text still holds one of `needles`
 * (the erased person's name or e-mail, however it got past the scrubbing above). Returns how
 * many rows went.
 */
export const forgetTelemetryOf = (db: Db | Tx, needles: string[]) =>
  repository.deleteRowsMentioning(
    db,
    needles.map((n) => n.trim()).filter((n) => n.length >= 3),
  );
