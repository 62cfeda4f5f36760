import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every periodic job of this process (the one registry): `startPeriodicJobs` starts them. */
    periodicJobs: PeriodicJob[];
  }
}

export interface PeriodicJob {
  /** What the log lines call it. */
  name: string;
  /** The first run, after start (not at once: start-up stays quick). */
  firstRunMs: number;
  everyMs: number;
  /** Its result is logged. */
  run: () => Promise<object>;
  /** Logged at debug rather than info (a job that runs every second would flood the log). */
  quiet?: boolean;
}

/**
 * Adds a job to the app's registry; modules call it while registering. Several processes may
 * each run it, so a job must be idempotent (a delete by date is; a send is claimed in the
 * database). Nothing runs until `startPeriodicJobs`.
 */
export function registerPeriodicJob(app: FastifyInstance, job: PeriodicJob) {
  app.periodicJobs.push(job);
}

/**
 * Starts every registered job: called once, by buildApp, when the app is ready. The timers
 * never keep the process alive, a run never overlaps the same job's previous one, and all stop
 * when the app closes.
 */
export function startPeriodicJobs(app: FastifyInstance) {
  // Each job's pending timer: one at a time per job.
  const timers = new Map<PeriodicJob, NodeJS.Timeout>();
  let closed = false;
  for (const job of app.periodicJobs) {
    const run = async () => {
      try {
        const result = await job.run();
        if (job.quiet) app.log.debug(result, job.name);
        else app.log.info(result, job.name);
      } catch (error) {
        app.log.error({ err: error }, `${job.name} failed`);
      }
    };
    // A chain of timeouts rather than an interval: a slow run delays the next, never doubles it.
    const schedule = (ms: number) => {
      if (closed) return;
      const timer = setTimeout(() => {
        void run().finally(() => schedule(job.everyMs));
      }, ms);
      timer.unref();
      timers.set(job, timer);
    };
    schedule(job.firstRunMs);
  }
  app.addHook('onClose', async () => {
    closed = true;
    for (const timer of timers.values()) clearTimeout(timer);
  });
}
