import type { ReactNode } from 'react';
import { AppointmentBono } from '@/features/billing/components/appointment-bono';
import { RecordPaymentButton } from '@/features/billing/components/record-payment-button';
import { SourceInvoiceAction } from '@/features/invoices/components/source-invoice-action';
import { AppointmentExtrasProvider } from '@/features/scheduling/components/appointments/appointment-extras';
import { formatDay } from '@/lib/format-day';

/**
 * Issue 18 on the scheduling screens: each appointment shows its client's bono for the service
 * (sessions left, expiry, warnings) and offers "Registrar pago" (a payment or a refund); a
 * completed one also offers "Emitir factura" at its service's price (issue 30.2), or, once invoiced
 * (directly or through its payment), names its invoice (issue 45).
 */
export function WithAppointmentBilling({ children }: { children: ReactNode }) {
  return (
    <AppointmentExtrasProvider
      extras={{
        summary: (appointment) => <AppointmentBono appointment={appointment} />,
        actions: (appointment) => (
          <>
            <RecordPaymentButton
              size="sm"
              target="appointment"
              targetId={appointment.id}
              serviceId={appointment.serviceId}
              concept={`Cita del ${formatDay(appointment.scheduledDate)} · ${appointment.clientName}`}
              label={`Registrar pago de la cita de ${appointment.clientName} (${appointment.dogName})`}
            />
            {appointment.status === 'COMPLETED' ? (
              <SourceInvoiceAction
                kind="appointment"
                id={appointment.id}
                label={`Emitir factura de la cita de ${appointment.clientName} (${appointment.dogName})`}
              />
            ) : null}
          </>
        ),
      }}
    >
      {children}
    </AppointmentExtrasProvider>
  );
}
