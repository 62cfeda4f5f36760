import { AEAT_RULE_MESSAGES, INVOICE_MESSAGES } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { underTrainerLock } from '../../lib/trainer-lock.ts';
import { recordsOfInvoice, requeueRecord } from './aeat/sending.repository.ts';
import * as repository from './invoices.repository.ts';
import { getInvoice, withChainGuard, type InvoiceCaller } from './invoices.service.ts';
import { correctionsOf, replacedBy } from './rectifications.ts';
import { appendRecord } from './registro.service.ts';
import { resubmission } from './subsanacion.ts';

/**
 * POST /api/invoices/:id/resubmit: the invoice whose latest record the AEAT rejected, took with
 * errors, or failed as a message, sent again (decision 0127). A correction is a new record of
 * the chain, written from the invoice as it stands (the invoice itself never changes: a wrong
 * invoice is rectified or annulled), with Subsanacion and RechazoPrevio as the AEAT asks.
 */
export async function resubmitInvoice(db: Db, caller: InvoiceCaller, id: string, now: Date) {
  return withChainGuard(db, caller, now, () =>
    underTrainerLock(db, caller.id, async (tx) => {
      const row = await repository.selectInvoice(tx, caller.id, id);
      if (!row) throw notFound(INVOICE_MESSAGES.invoiceNotFound);
      const plan = resubmission(await recordsOfInvoice(tx, caller.id, id));
      if (!plan) throw conflict(AEAT_RULE_MESSAGES.nothingToResend);
      if (plan.action === 'requeue') {
        await requeueRecord(tx, caller.id, plan.recordId);
      } else if (plan.action === 'alta') {
        const [original] = row.rectifiesId
          ? await repository.selectInvoicesByIds(tx, caller.id, [row.rectifiesId])
          : [];
        const correction = original && (await correctionsOf(tx, caller.id, [original]));
        const rectified =
          original && correction && row.rectifyMethod
            ? {
                row: original,
                method: row.rectifyMethod,
                replaced: replacedBy(correction.get(original.id)!, row),
              }
            : null;
        await appendRecord(tx, caller, now, {
          kind: 'alta',
          invoice: row,
          rectified,
          flags: plan.flags,
        });
      } else {
        await appendRecord(tx, caller, now, {
          kind: 'anulacion',
          invoice: row,
          rectified: null,
          flags: plan.flags,
        });
      }
      return getInvoice(tx, caller.id, id);
    }),
  );
}
