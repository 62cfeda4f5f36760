import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { linkClass } from '@/components/ui/link-class';
import { InvoiceDetail } from '@/features/invoices/components/invoice-detail';
import { paths } from '@/lib/paths';

export default function InvoiceDetailRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <title>Factura · Adiestra</title>
      <PageHeader
        title="Factura"
        description={
          <Link to={paths.invoices.list.getHref()} className={linkClass}>
            Volver a Facturas
          </Link>
        }
      />
      <InvoiceDetail key={id} id={id} />
    </>
  );
}
