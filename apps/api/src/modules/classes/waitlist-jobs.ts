import type { FastifyInstance } from 'fastify';
import { registerPeriodicJob } from '../../lib/periodic-job.ts';
import { expireOffers } from './waitlist-offers.service.ts';

/**
 * The waiting list's expiry sweep (decision 0071), every minute in every API process: each
 * offer is closed once in the database whoever runs it. It reads "now" from `app.clock` and is
 * one of `app.sweeps`, so a test moves the clock and runs it at once.
 */
export function startWaitlistJobs(app: FastifyInstance) {
  const job = {
    name: 'waiting list offers',
    firstRunMs: 20_000,
    everyMs: 60_000,
    quiet: true,
    run: () => expireOffers({ db: app.db, now: app.clock.now(), appUrl: app.config.appUrl }),
  };
  app.sweeps.push(job);
  registerPeriodicJob(app, job);
}
