import type { FastifyInstance } from 'fastify';
import { registerPeriodicJob } from '../../lib/periodic-job.ts';
import { sendDueAgendas, sendDueClassReminders, sendDueReminders } from './reminders.service.ts';

/** A reminder goes out within this long of its due time. */
const SWEEP_EVERY_MS = 60_000;

/**
 * The reminder (appointments' and class places') and agenda sweeps, in every API process (each send is claimed once in the
 * database, so several processes are safe). They read "now" from `app.clock`, so a test that
 * moves the clock and runs the app's periodic jobs sees exactly what production would.
 */
export function startReminderJobs(app: FastifyInstance) {
  const job = {
    name: 'reminders sweep',
    firstRunMs: 10_000,
    everyMs: SWEEP_EVERY_MS,
    run: async () => {
      const ctx = {
        db: app.db,
        appUrl: app.config.appUrl,
        now: app.clock.now(),
        log: app.log,
      };
      return {
        reminders: await sendDueReminders(ctx),
        classReminders: await sendDueClassReminders(ctx),
        agendas: await sendDueAgendas(ctx),
      };
    },
  };
  app.sweeps.push(job);
  registerPeriodicJob(app, job);
}
