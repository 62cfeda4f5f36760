import { ANONYMISED } from '@adiestra/shared';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { payments } from './payments.schema.ts';
import type { Tx } from '../../lib/trainer-lock.ts';

/**
 * Issue 20: an erased client's payments stay in the ledger with their amount, method, date and
 * target; the client's name becomes "Anonimizado", the note goes, and a dog's name in the concept
 * (a session's concept names the dog) is replaced. Run before the client row is deleted (its
 * keys are ON DELETE SET NULL). Returns how many entries.
 */
export async function anonymisePaymentsOf(
  tx: Tx,
  match: { businessId: string; clientId: string; appointmentIds: string[]; dogNames: string[] },
) {
  let concept = sql`${payments.concept}`;
  for (const name of match.dogNames) {
    concept = sql`replace(${concept}, ${` · ${name}`}, ${` · ${ANONYMISED}`})`;
  }
  const rows = await tx
    .update(payments)
    .set({ clientName: ANONYMISED, note: null, concept })
    .where(
      and(
        eq(payments.businessId, match.businessId),
        or(
          eq(payments.clientId, match.clientId),
          match.appointmentIds.length
            ? inArray(payments.appointmentId, match.appointmentIds)
            : undefined,
        ),
      ),
    )
    .returning({ id: payments.id });
  return rows.length;
}
