import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useClient } from '@/features/clients/api/get-client';
import { ClientForm } from '@/features/clients/components/client-form';
import { isApiError } from '@/lib/api-error';
import { paths } from '@/lib/paths';

export default function EditClientRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const clientQuery = useClient(id);
  const client = clientQuery.data;
  const toList = () => void navigate(paths.clients.list.getHref());

  return (
    <>
      <title>Editar cliente · Adiestra</title>
      <PageHeader
        title="Editar Cliente"
        description={client ? client.name : 'Los campos marcados con * son obligatorios.'}
      />
      {clientQuery.isPending ? <Skeleton className="h-[36rem] max-w-3xl" /> : null}
      {clientQuery.isError ? (
        <Alert
          variant="error"
          action={
            <Link to={paths.clients.list.getHref()} className={buttonClass('secondary', 'sm')}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Volver
            </Link>
          }
        >
          {isApiError(clientQuery.error) && clientQuery.error.status === 404
            ? 'Cliente no encontrado'
            : 'Error al cargar los datos del cliente'}
        </Alert>
      ) : null}
      {client ? (
        <Card className="max-w-3xl">
          <CardContent>
            <ClientForm
              key={client.id}
              client={client}
              onSaved={(saved) =>
                void navigate(paths.clients.list.getHref(), {
                  state: { message: `Cliente "${saved.name}" actualizado exitosamente` },
                })
              }
              onCancel={toList}
            />
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}
