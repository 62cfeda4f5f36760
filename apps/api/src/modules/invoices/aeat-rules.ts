import { AEAT_RULE_MESSAGES, percentOf, type InvoiceType } from '@adiestra/shared';

/**
 * The AEAT's published business rules for a RegistroAlta ("Validaciones y errores" of
 * VERI*FACTU, decision 0128) that an invoice of this product can break: its dates, its amounts,
 * its recipient and what it rectifies. Checked before an invoice is numbered, so that one the
 * AEAT would reject is refused when it is issued, in Spanish, and nothing is written. Pure.
 */

export interface RuleDraft {
  type: InvoiceType;
  /** yyyy-mm-dd, the trainer's day. */
  issuedOn: string;
  operationOn: string | null;
  recipient: { name: string; taxId: string | null } | null;
  baseCents: number;
  taxCents: number;
  totalCents: number;
  taxRate: number;
  lines: { baseCents: number; taxCents: number }[];
  rectifies: { type: InvoiceType; issuedOn: string } | null;
}

/** ImporteSgn12.2Type: at most 12 digits before the decimal point. */
const MAX_AEAT_CENTS = 999_999_999_999_99;

const COMPLETE_TYPES: readonly InvoiceType[] = ['F1', 'R1', 'R2', 'R3', 'R4'];
const RECTIFICATIVA_TYPES: readonly InvoiceType[] = ['R1', 'R2', 'R3', 'R4', 'R5'];

/** The first rule `draft` breaks, as the field it concerns and the Spanish message; or null. */
export function aeatRuleProblem(
  draft: RuleDraft,
  context: { today: string; issuerTaxId: string },
): { field: string; message: string } | null {
  const problem = (field: string, message: string) => ({ field, message });
  // FechaExpedicionFactura and FechaOperacion may not be later than the day the AEAT receives
  // the record: an advance payment is invoiced on the day the money comes in, not before.
  if (draft.issuedOn > context.today) {
    return problem('issuedOn', AEAT_RULE_MESSAGES.issueInFuture);
  }
  if (draft.operationOn && draft.operationOn > context.today) {
    return problem('operationOn', AEAT_RULE_MESSAGES.operationInFuture(draft.operationOn));
  }
  if (draft.totalCents !== draft.baseCents + draft.taxCents) {
    return problem('totalCents', AEAT_RULE_MESSAGES.totalMismatch);
  }
  if (Math.abs(draft.totalCents) > MAX_AEAT_CENTS) {
    return problem('totalCents', AEAT_RULE_MESSAGES.amountTooLarge);
  }
  // CuotaRepercutida is BaseImponible × TipoImpositivo rounded (decision 0131): exactly so on
  // every line; each line rounds its own cuota, so the invoice's may differ from its base × rate
  // by at most a cent per line.
  const expectedTax = Math.round((draft.baseCents * draft.taxRate) / 100);
  const linesTax = draft.lines.reduce((sum, line) => sum + line.taxCents, 0);
  if (
    draft.lines.some((line) => line.taxCents !== percentOf(line.baseCents, draft.taxRate)) ||
    linesTax !== draft.taxCents ||
    Math.abs(draft.taxCents - expectedTax) > Math.max(1, draft.lines.length)
  ) {
    return problem('taxCents', AEAT_RULE_MESSAGES.taxMismatch);
  }
  const complete = COMPLETE_TYPES.includes(draft.type);
  if (complete && (!draft.recipient?.taxId || !draft.recipient.name)) {
    return problem('recipient', AEAT_RULE_MESSAGES.recipientRequired);
  }
  if (!complete && draft.recipient) {
    return problem('recipient', AEAT_RULE_MESSAGES.recipientNotAllowed);
  }
  if (draft.recipient?.taxId && draft.recipient.taxId === context.issuerTaxId) {
    return problem('recipient', AEAT_RULE_MESSAGES.recipientIsIssuer);
  }
  const rectificativa = RECTIFICATIVA_TYPES.includes(draft.type);
  if (rectificativa && !draft.rectifies) {
    return problem('rectifies', AEAT_RULE_MESSAGES.rectifiedMissing);
  }
  if (!rectificativa && draft.rectifies) {
    return problem('rectifies', AEAT_RULE_MESSAGES.rectifiesNotAllowed);
  }
  if (draft.rectifies) {
    const simplified = draft.rectifies.type === 'F2';
    if (simplified && draft.type !== 'R5') {
      return problem('reason', AEAT_RULE_MESSAGES.rectifySimplifiedType);
    }
    if (!simplified && draft.type === 'R5') {
      return problem('reason', AEAT_RULE_MESSAGES.rectifyCompleteType);
    }
    if (draft.rectifies.issuedOn > draft.issuedOn) {
      return problem('rectifies', AEAT_RULE_MESSAGES.rectifiedLater);
    }
  }
  return null;
}
