import { DATA_RIGHTS_MESSAGES } from '@adiestra/shared';
import { conflict } from '../../lib/app-error.ts';
import { lockTrainer, type Tx } from '../../lib/trainer-lock.ts';
import { countFiscalRecords } from './invoices.repository.ts';

/**
 * Called in the transaction that deletes a trainer's account, before the deletion. Its invoices,
 * lines, registro records and AEAT submissions stay (they carry no foreign key to the account,
 * decision 0123), but a record the AEAT has not accepted would never be sent once the account and
 * its certificate are gone, so the deletion is refused (409) while one waits. The trainer's lock,
 * which every issue and cancellation takes, is held until the caller's transaction ends: no
 * invoice is issued between this count and the deletion. Answers how many invoices are kept.
 */
export async function assertFiscalRecordsMayBeKept(tx: Tx, businessId: string): Promise<number> {
  await lockTrainer(tx, businessId);
  const { invoices, awaitingAeat } = await countFiscalRecords(tx, businessId);
  if (awaitingAeat > 0) throw conflict(DATA_RIGHTS_MESSAGES.userAwaitingAeat(awaitingAeat));
  return invoices;
}
