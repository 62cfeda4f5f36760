import { owedOf, type ClassEnrolment } from '@adiestra/shared';
import { useParams } from 'react-router';
import { RecordPaymentButton } from '@/features/billing/components/record-payment-button';
import { ClassPage } from '@/features/classes/components/class-page';
import { IssueInvoiceButton } from '@/features/invoices/components/issue-invoice-button';

/**
 * A class's page. A charged place still owed offers "Registrar pago" (decision 0135); one not
 * invoiced yet, "Emitir factura" (decision 0084).
 */
export default function ClassDetailRoute() {
  const { id = '' } = useParams();
  return <ClassPage id={id} placeAction={(place) => <PlaceActions place={place} />} />;
}

function PlaceActions({ place }: { place: ClassEnrolment }) {
  const { money } = place;
  if (money.state !== 'charged' || money.cents === null) return null;
  const owed = owedOf({ cents: money.cents, paidCents: money.paidCents });
  return (
    <>
      {owed > 0 ? (
        <RecordPaymentButton
          target="class_enrolment"
          targetId={place.id}
          concept={`Plaza de ${place.dogName} · ${place.clientName}`}
          suggestedCents={owed}
          size="sm"
          label={`Registrar pago de la plaza de ${place.dogName}`}
        />
      ) : null}
      {!money.invoice ? (
        <IssueInvoiceButton
          source={{ classEnrolmentId: place.id }}
          label={`Emitir factura de la plaza de ${place.dogName}`}
        />
      ) : null}
    </>
  );
}
