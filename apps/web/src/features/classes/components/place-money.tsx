import { ENROLMENT_MONEY_LABELS, formatCents, type EnrolmentMoney } from '@adiestra/shared';
import { Badge } from '@/components/ui/badge';

const TONES = { bono: 'green', charged: 'yellow', course: 'gray', none: 'gray' } as const;

/**
 * A place's money on the roster (decision 0084): paid with a bono unit, charged at the class's
 * price ("Pendiente de cobro · 15,00 €", or its invoice's number once invoiced), charged with its
 * course's enrolment ("Se cobra con el curso"), or nothing owed.
 */
export function PlaceMoney({ money }: { money: EnrolmentMoney }) {
  const text =
    money.state === 'charged' && money.cents !== null
      ? money.invoice
        ? `Facturada ${money.invoice.number} · ${formatCents(money.cents)}`
        : `${ENROLMENT_MONEY_LABELS.charged} · ${formatCents(money.cents)}`
      : ENROLMENT_MONEY_LABELS[money.state];
  return <Badge tone={money.invoice ? 'brand' : TONES[money.state]}>{text}</Badge>;
}
