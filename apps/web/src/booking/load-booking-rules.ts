import type * as BookingRulesModule from './booking-rules';

// Apart from booking-values.ts, whose types booking-rules.ts imports: the loader beside them made
// an import cycle (booking-values → booking-rules → booking-values).
export type BookingRules = typeof BookingRulesModule;
let rules: Promise<BookingRules> | undefined;

/** The wizard's zod rules and response schemas, fetched once, on first need (see booking-rules). */
export function loadBookingRules(): Promise<BookingRules> {
  rules ??= import('./booking-rules').catch((error: unknown) => {
    rules = undefined; // a lost connection may come back: the next call tries again
    throw error;
  });
  return rules;
}
