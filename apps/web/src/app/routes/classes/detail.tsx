import { useParams } from 'react-router';
import { ClassPage } from '@/features/classes/components/class-page';
import { IssueInvoiceButton } from '@/features/invoices/components/issue-invoice-button';

/** A class's page; a charged place not invoiced yet offers "Emitir factura" (decision 0084). */
export default function ClassDetailRoute() {
  const { id = '' } = useParams();
  return (
    <ClassPage
      id={id}
      placeAction={(place) =>
        place.money.state === 'charged' && !place.money.invoice ? (
          <IssueInvoiceButton
            source={{ classEnrolmentId: place.id }}
            label={`Emitir factura de la plaza de ${place.dogName}`}
          />
        ) : null
      }
    />
  );
}
