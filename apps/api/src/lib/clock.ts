/** Where the server reads the time: the wall clock in production, a test's own clock in tests. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
