import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { linkClass } from '@/components/ui/link-class';
import { AeatCard } from '@/features/invoices/components/aeat-card';
import { GestorCard } from '@/features/invoices/components/gestor-card';
import { InvoicesPanel } from '@/features/invoices/components/invoices-panel';
import { RegistroCard } from '@/features/invoices/components/registro-card';
import { paths } from '@/lib/paths';

/** Facturas (issue 30): the invoices issued, the gestor's book and totals, the registro. */
export default function InvoicesRoute() {
  return (
    <>
      <title>Facturas · Adiestra</title>
      <PageHeader
        title="Facturas"
        description="Facturas listas para VERI*FACTU. Emítelas desde un pago (Pagos), una cita completada (Citas Confirmadas), o un bono o un mes de un cliente (su ficha)."
      />
      <div className="space-y-6">
        <InvoicesPanel />
        <GestorCard />
        <RegistroCard />
        <AeatCard />
        <p className="text-sm text-gray-600 dark:text-gray-400">
          <Link to={paths.invoices.declaration.getHref()} className={linkClass}>
            Declaración responsable del sistema de facturación
          </Link>
        </p>
      </div>
    </>
  );
}
