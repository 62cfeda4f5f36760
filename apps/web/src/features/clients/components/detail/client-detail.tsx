import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Pencil, Trash2, UserX } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { useClient } from '../../api/get-client';
import { DeleteClientDialog } from '../delete-client-dialog';
import { ClientDogsCard } from './client-dogs-card';
import { ContactCard, EmergencyCard, NotesCard } from './client-info-cards';
import { ClientQuickActions } from './client-quick-actions';

const backLink = (label: string) => (
  <Link to={paths.clients.list.getHref()} className={buttonClass('secondary')}>
    <ArrowLeft aria-hidden="true" className="size-4" />
    {label}
  </Link>
);

function DetailSkeleton() {
  return (
    <div role="status" aria-label="Cargando cliente" className="space-y-6">
      <Skeleton className="h-9 w-64" />
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-48 lg:col-span-2" />
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}

/** SPEC §2 Client detail: header, contact, emergency contact, notes, dogs and quick actions. */
export function ClientDetail({ clientId }: { clientId: string }) {
  const navigate = useNavigate();
  const clientQuery = useClient(clientId);
  const [deleting, setDeleting] = useState(false);
  const client = clientQuery.data;

  if (clientQuery.isPending) return <DetailSkeleton />;
  if (!client) {
    const missing =
      isApiError(clientQuery.error) &&
      (clientQuery.error.status === 404 || clientQuery.error.status === 400);
    return missing ? (
      <Card>
        <EmptyState
          title="Cliente no encontrado"
          description="Puede que se haya eliminado."
          icon={<UserX aria-hidden="true" className="size-6" />}
          action={backLink('Volver a clientes')}
        />
      </Card>
    ) : (
      <Alert variant="error" action={backLink('Volver')}>
        Error al cargar los datos del cliente
      </Alert>
    );
  }

  return (
    <>
      <PageHeader
        title={client.name}
        description={`Cliente desde ${formatDate(client.createdAt)}`}
        actions={
          <>
            {backLink('Volver')}
            <Link to={paths.clients.edit.getHref(client.id)} className={buttonClass('secondary')}>
              <Pencil aria-hidden="true" className="size-4" />
              Editar
            </Link>
            <Button
              variant="danger"
              onClick={() => setDeleting(true)}
              icon={<Trash2 aria-hidden="true" className="size-4" />}
            >
              Eliminar
            </Button>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <ContactCard client={client} />
          <EmergencyCard client={client} />
          <NotesCard notes={client.notes} />
          <ClientDogsCard client={client} />
        </div>
        <div>
          <ClientQuickActions client={client} />
        </div>
      </div>
      <DeleteClientDialog
        client={deleting ? client : null}
        warnDogs
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(paths.clients.list.getHref())}
      />
    </>
  );
}
