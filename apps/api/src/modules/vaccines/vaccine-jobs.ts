import type { FastifyInstance } from 'fastify';
import { registerPeriodicJob } from '../../lib/periodic-job.ts';
import { sendDueVaccineReminders } from './vaccines.service.ts';

/**
 * The vaccine reminder sweep (issue 31.2), hourly in every API process: each dose's reminder is
 * claimed once in the database. It reads "now" from `app.clock` and is one of `app.sweeps`, so a
 * test moves the clock and runs it at once.
 */
export function startVaccineJobs(app: FastifyInstance) {
  const job = {
    name: 'vaccine reminders',
    firstRunMs: 30_000,
    everyMs: 60 * 60_000,
    run: () =>
      sendDueVaccineReminders({
        db: app.db,
        appUrl: app.config.appUrl,
        now: app.clock.now(),
        log: app.log,
      }),
  };
  app.sweeps.push(job);
  registerPeriodicJob(app, job);
}
