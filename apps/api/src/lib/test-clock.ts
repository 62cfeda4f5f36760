import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from './clock.ts';
import { runSweeps } from './sweeps.ts';

/** A clock that runs with the wall clock from a chosen instant on. */
export class MovableClock implements Clock {
  private offsetMs = 0;
  now() {
    return new Date(Date.now() + this.offsetMs);
  }
  set(to: Date) {
    this.offsetMs = to.getTime() - Date.now();
  }
}

/**
 * End-to-end tests move the server's clock (issue 16: reminders at their lead time). Only when
 * NODE_ENV=test AND ADIESTRA_TEST_CLOCK=on (scripts/e2e-server.mjs sets both); `npm start` and
 * production never set NODE_ENV=test, so there the clock is the wall clock and the route below
 * does not exist.
 */
export function testClockFromEnv(env: NodeJS.ProcessEnv = process.env): MovableClock | undefined {
  if (env.NODE_ENV !== 'test' || env.ADIESTRA_TEST_CLOCK !== 'on') return undefined;
  return new MovableClock();
}

const SetClockSchema = z.object({ now: z.iso.datetime({ offset: true }) });

/**
 * POST /api/test/clock {now}: moves the clock, runs the sweeps, answers with their results.
 * POST /api/test/outbox/drain: sends what the outbox holds now, so a browser test reads a mail as
 * soon as the change that queued it has committed, not when the worker's timer next fires.
 */
export function registerTestClockRoute(app: FastifyInstance, clock: MovableClock) {
  app.post('/api/test/clock', async (request) => {
    const { now } = SetClockSchema.parse(request.body);
    clock.set(new Date(now));
    return {
      success: true,
      data: { now: clock.now().toISOString(), sweeps: await runSweeps(app) },
    };
  });
  app.post('/api/test/outbox/drain', async () => ({
    success: true,
    data: await app.outbox.drain(),
  }));
  app.log.warn('test clock enabled (NODE_ENV=test, ADIESTRA_TEST_CLOCK=on)');
}
