import type { FastifyInstance } from 'fastify';
import type { PeriodicJob } from './periodic-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The clock-driven periodic jobs (reminders…): each reads "now" from `app.clock`, so a test
     * can move the clock and run them at once instead of waiting for their timers.
     */
    sweeps: PeriodicJob[];
  }
}

/** Runs every sweep now, one after the other; resolves with each one's result by name. */
export async function runSweeps(app: FastifyInstance): Promise<Record<string, object>> {
  const results: Record<string, object> = {};
  for (const job of app.sweeps) results[job.name] = await job.run();
  return results;
}
