import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ClientBonosCard } from '@/features/billing/components/client-bonos-card';
import { ClientDetail } from '@/features/clients/components/detail/client-detail';
import { ClientConsentsCard } from '@/features/consents/components/client-consents-card';
import { ClientMonthInvoiceCard } from '@/features/invoices/components/client-month-invoice-card';
import { SourceInvoiceAction } from '@/features/invoices/components/source-invoice-action';
import { ClientOwnerAreaCard } from '@/features/owners/components/client-owner-area-card';
import { InviteClientButton } from '@/features/owners/components/invite-client-dialog';
import { ClientExportCard } from '@/features/transfer/components/client-export-card';
import { PartyBookings } from '@/features/scheduling/components/links/party-bookings';
import { useAccess } from '@/lib/auth/access';
import { useFlashToast } from '@/lib/use-flash-toast';
import { queryKeys } from '@/lib/query-keys';

export default function ClientDetailRoute() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  // Money, invoices and exports follow the member's role and toggles (issue 39).
  const can = useAccess();
  // Reached with a success message (a dog was just added here): reload the client (SPEC §2).
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.clients.detail(id) }),
    [queryClient, id],
  );
  useFlashToast(reload);
  return (
    <>
      <title>Cliente · Adiestra</title>
      <ClientDetail
        key={id}
        clientId={id}
        bookings={<PartyBookings party={{ clientId: id }} />}
        side={(client) => <ClientOwnerAreaCard client={client} />}
        extra={(client) => (
          <>
            {can('money') ? (
              <ClientBonosCard
                clientId={id}
                bonoActions={(bono, concept) =>
                  can('invoices') ? (
                    <SourceInvoiceAction
                      kind="bono"
                      id={bono.id}
                      label={`Emitir factura: ${concept}`}
                    />
                  ) : null
                }
                chargeAction={(charge) =>
                  // Decision 0099: a course enrolment's charge is invoiced from the list.
                  charge.courseEnrolmentId && can('invoices') ? (
                    <SourceInvoiceAction
                      kind="course_enrolment"
                      id={charge.courseEnrolmentId}
                      label={`Emitir factura: curso ${charge.concept}`}
                    />
                  ) : null
                }
              />
            ) : null}
            {can('invoices') ? <ClientMonthInvoiceCard clientId={id} /> : null}
            <ClientConsentsCard
              clientId={id}
              clientName={client.name}
              askToSign={<InviteClientButton client={client} purpose="documents" />}
            />
            {can('export') ? <ClientExportCard clientId={id} /> : null}
          </>
        )}
      />
    </>
  );
}
