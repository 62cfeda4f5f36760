import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { ImportWizard } from '@/features/transfer/components/import-wizard';
import { paths } from '@/lib/paths';

export default function ImportClientsRoute() {
  return (
    <>
      <title>Importar clientes · Adiestra</title>
      <PageHeader
        title="Importar clientes"
        description="Trae tus clientes y sus perros desde una hoja de cálculo. Nada se importa hasta que lo confirmes."
        actions={
          <Link to={paths.clients.list.getHref()} className={buttonClass('secondary')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Volver a clientes
          </Link>
        }
      />
      <ImportWizard />
    </>
  );
}
