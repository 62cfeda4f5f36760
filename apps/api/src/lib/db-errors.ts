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

export const UNIQUE_VIOLATION = '23505';
export const EXCLUSION_VIOLATION = '23P01';
export const FOREIGN_KEY_VIOLATION = '23503';

/** Two writers waited on each other (deadlock) or a serializable check failed: try again. */
const TRANSIENT = new Set(['40P01', '40001']);
const ATTEMPTS = 4;

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
      // A little random wait, so the writers that collided do not collide again in step.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
