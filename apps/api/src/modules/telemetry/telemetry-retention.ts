import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerPeriodicJob } from '../../lib/periodic-job.ts';
import { deleteOlderThan } from './telemetry.repository.ts';

const HOUR_MS = 3_600_000;
/** First purge a minute after start (not at once: start-up stays quick), then every 6 hours. */
const FIRST_RUN_MS = 60_000;
const EVERY_MS = 6 * HOUR_MS;

/** Deletes events and error reports older than `retentionDays` (TELEMETRY_RETENTION_DAYS). */
export async function purgeOldTelemetry(db: Db, retentionDays: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * HOUR_MS);
  return deleteOlderThan(db, cutoff);
}

/** Runs the purge periodically in this process (lib/periodic-job.ts). */
export function startRetentionJob(app: FastifyInstance) {
  registerPeriodicJob(app, {
    name: 'telemetry retention purge',
    firstRunMs: FIRST_RUN_MS,
    everyMs: EVERY_MS,
    run: () => purgeOldTelemetry(app.db, app.config.telemetryRetentionDays),
  });
}
