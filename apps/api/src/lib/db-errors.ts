/** The SQLSTATE of a driver error, through drizzle's wrapping (`cause`) when present. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The name of the constraint a driver error violated, through drizzle's wrapping when present. */
export function violatedConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const name = (current as { constraint_name?: unknown }).constraint_name;
    if (typeof name === 'string') return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The trainer's occupied time (decision 0134): an appointment and a class of one trainer may not
 * overlap. Checked when the writing transaction commits.
 */
export const TRAINER_OCCUPANCY_CONSTRAINT = 'trainer_occupancy_no_overlap';

export const UNIQUE_VIOLATION = '23505';
export const EXCLUSION_VIOLATION = '23P01';
export const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Two writers waited on each other (deadlock), a serializable check failed, or a lock was not
 * granted within `lock_timeout` (lib/trainer-lock.ts): try again.
 */
const TRANSIENT = new Set(['40P01', '40001', '55P03']);
const ATTEMPTS = 4;
const BASE_DELAY_MS = 25;
const MAX_DELAY_MS = 400;

/** Growing (exponential) backoff with full jitter, capped: attempt 1 → ≤ 25 ms … ≤ 400 ms. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  return random() * Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (attempt - 1));
}

/**
 * Runs `write` (a whole transaction) again when PostgreSQL aborted it only because of another
 * writer. Concurrent inserts that collide on an exclusion constraint (two bookings of one time)
 * can deadlock each other instead of one simply waiting; once the other has committed, the retry
 * meets its row and fails as a plain overlap (a 409), never a 500.
 */
export async function retryingTransient<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= ATTEMPTS || !state || !TRANSIENT.has(state)) throw error;
      // A growing random wait, so the writers that collided do not collide again in step.
      await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt)));
    }
  }
}
