import type { FastifyInstance } from 'fastify';

export interface PeriodicJob {
  /** What the log lines call it. */
  name: string;
  /** The first run, after start (not at once: start-up stays quick). */
  firstRunMs: number;
  everyMs: number;
  /** Its result is logged. */
  run: () => Promise<object>;
}

/**
 * Runs a job periodically in this process. Several processes may each run it, so a job must be
 * idempotent (a delete by date is). The timers never keep the process alive and stop when the app
 * closes.
 */
export function startPeriodicJob(app: FastifyInstance, job: PeriodicJob) {
  const run = async () => {
    try {
      app.log.info(await job.run(), job.name);
    } catch (error) {
      app.log.error({ err: error }, `${job.name} failed`);
    }
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    void run();
    interval = setInterval(() => void run(), job.everyMs);
    interval.unref();
  }, job.firstRunMs);
  first.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(interval);
  });
}
