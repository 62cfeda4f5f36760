import { PageHeader } from '@/components/ui/page-header';
import { PaymentsPanel } from '@/features/billing/components/payments-panel';
import { PaymentInvoiceCell } from '@/features/invoices/components/payment-invoice-cell';

export default function PaymentsRoute() {
  return (
    <>
      <title>Pagos · Adiestra</title>
      <PageHeader
        title="Pagos"
        description="Justificantes de cobro y devoluciones. Emite la factura de un pago o exporta el CSV para tu gestor."
      />
      <PaymentsPanel
        invoiceCell={(payment, pageIds) => (
          <PaymentInvoiceCell payment={payment} pageIds={pageIds} />
        )}
      />
    </>
  );
}
