import { PageHeader } from '@/components/ui/page-header';
import { PaymentsPanel } from '@/features/billing/components/payments-panel';

export default function PaymentsRoute() {
  return (
    <>
      <title>Pagos · Adiestra</title>
      <PageHeader
        title="Pagos"
        description="Justificantes de cobro y devoluciones. Exporta el CSV para tu gestor."
      />
      <PaymentsPanel />
    </>
  );
}
