import { ENROLMENT_MONEY_LABELS, chargePaidText, type EnrolmentMoney } from '@adiestra/shared';
import { Badge } from '@/components/ui/badge';

const TONES = { bono: 'green', charged: 'yellow', course: 'gray', none: 'gray' } as const;

/**
 * A place's money on the roster (decision 0084): paid with a bono unit, charged at the class's
 * price ("Pendiente de cobro · 15,00 €", "Pagado 5,00 € de 15,00 €", "Pagado · 15,00 €" as the
 * ledger holds it, decision 0135), charged with its course's enrolment ("Se cobra con el curso"),
 * or nothing owed. An invoiced charge also names its invoice.
 */
export function PlaceMoney({ money }: { money: EnrolmentMoney }) {
  if (money.state !== 'charged' || money.cents === null)
    return <Badge tone={TONES[money.state]}>{ENROLMENT_MONEY_LABELS[money.state]}</Badge>;
  const charge = { cents: money.cents, paidCents: money.paidCents };
  const paid = charge.paidCents >= charge.cents;
  return (
    <>
      <Badge tone={paid ? 'green' : 'yellow'}>{chargePaidText(charge)}</Badge>
      {money.invoice ? <Badge tone="brand">Facturada {money.invoice.number}</Badge> : null}
    </>
  );
}
