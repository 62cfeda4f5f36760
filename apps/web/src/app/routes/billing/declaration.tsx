import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { linkClass } from '@/components/ui/link-class';
import { VerifactuDeclarationView } from '@/features/invoices/components/verifactu-declaration';
import { paths } from '@/lib/paths';

/** The declaración responsable, visible in the software for each version (issue 30). */
export default function DeclarationRoute() {
  return (
    <>
      <title>Declaración responsable · Adiestra</title>
      <PageHeader
        title="Declaración responsable"
        description={
          <Link to={paths.invoices.list.getHref()} className={linkClass}>
            Volver a Facturas
          </Link>
        }
      />
      <VerifactuDeclarationView />
    </>
  );
}
