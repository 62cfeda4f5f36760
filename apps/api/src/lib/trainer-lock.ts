import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Namespace of the per-trainer advisory locks (the first argument of the two-key form). */
const TRAINER_LOCK_SPACE = 727275;

/** No statement, and no wait for a lock, may keep a pooled connection longer than this. */
export const LOCK_TIMEOUT = '3s';
export const STATEMENT_TIMEOUT = '5s';

/**
 * Serialises the writes that compete for one trainer's time (approve, create, edit, move,
 * confirm): the first statement of such a transaction takes a transaction-level advisory lock on
 * a hash of the trainer's id, so concurrent writers queue one behind the other instead of
 * deadlocking inside the exclusion constraint, which stays as the last guard. `SET LOCAL`
 * bounds the wait and every statement, and ends with the transaction.
 */
export async function lockTrainer(tx: Tx, trainerId: string): Promise<void> {
  await tx.execute(sql.raw(`set local lock_timeout = '${LOCK_TIMEOUT}'`));
  await tx.execute(sql.raw(`set local statement_timeout = '${STATEMENT_TIMEOUT}'`));
  await tx.execute(
    sql`select pg_advisory_xact_lock(${TRAINER_LOCK_SPACE}, hashtext(${trainerId}))`,
  );
}

/** One transaction holding the trainer's lock (see `lockTrainer`). */
export function underTrainerLock<T>(
  db: Db,
  trainerId: string,
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockTrainer(tx, trainerId);
    return write(tx);
  });
}
