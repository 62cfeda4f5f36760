import { PageHeader } from '@/components/ui/page-header';
import { AeatCard } from '@/features/invoices/components/aeat-card';
import { GestorCard } from '@/features/invoices/components/gestor-card';
import { InvoicesPanel } from '@/features/invoices/components/invoices-panel';
import { RegistroCard } from '@/features/invoices/components/registro-card';

/** Facturas (issue 30): the invoices issued, the gestor's book and totals, the registro. */
export default function InvoicesRoute() {
  return (
    <>
      <title>Facturas · Adiestra</title>
      <PageHeader
        title="Facturas"
        description="Facturas emitidas desde tus pagos, listas para VERI*FACTU. Emite una desde la pantalla Pagos."
      />
      <div className="space-y-6">
        <InvoicesPanel />
        <GestorCard />
        <RegistroCard />
        <AeatCard />
      </div>
    </>
  );
}
