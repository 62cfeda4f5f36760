import type { Db } from '../../db/client.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import * as repository from './invoices.repository.ts';
import type { InvoiceRow } from './invoices.repository.ts';

/** The amounts that a rectificativa corrects and that the book adds up. */
export type Amounts = Pick<InvoiceRow, 'baseCents' | 'taxCents' | 'irpfCents' | 'totalCents'>;

const amountsOf = (row: Amounts): Amounts => ({
  baseCents: row.baseCents,
  taxCents: row.taxCents,
  irpfCents: row.irpfCents,
  totalCents: row.totalCents,
});

/**
 * What an invoice stands at after its live rectificativas, applied in the order they were issued
 * (decision 0146): one by substitution replaces the amounts, one by differences adds to them.
 */
export function correctedAmounts(original: Amounts, fixes: InvoiceRow[]): Amounts {
  return fixes.reduce<Amounts>(
    (state, fix) =>
      fix.rectifyMethod === 'S'
        ? amountsOf(fix)
        : {
            baseCents: state.baseCents + fix.baseCents,
            taxCents: state.taxCents + fix.taxCents,
            irpfCents: state.irpfCents + fix.irpfCents,
            totalCents: state.totalCents + fix.totalCents,
          },
    amountsOf(original),
  );
}

/** One original with the rectificativas of it that are not annulled, oldest first. */
export type Correction = { original: InvoiceRow; fixes: InvoiceRow[] };

/** The live rectificativas of each of these originals, by original id. */
export async function correctionsOf(db: Db | Tx, businessId: string, originals: InvoiceRow[]) {
  const fixes = await repository.selectLiveRectifications(
    db,
    businessId,
    originals.map((o) => o.id),
  );
  return new Map(
    originals.map((original): [string, Correction] => [
      original.id,
      { original, fixes: fixes.filter((f) => f.rectifiesId === original.id) },
    ]),
  );
}

/** The fixes issued before this one: what it found the invoice standing at. */
export const fixesBefore = (correction: Correction, fix: InvoiceRow) => {
  const at = correction.fixes.findIndex((f) => f.id === fix.id);
  return at < 0 ? correction.fixes : correction.fixes.slice(0, at);
};

/**
 * What a rectificativa replaced: for one by substitution, the amounts the invoice stood at just
 * before it (the record's ImporteRectificacion and the book's difference).
 */
export const replacedBy = (correction: Correction, fix: InvoiceRow) =>
  correctedAmounts(correction.original, fixesBefore(correction, fix));
