import { useState, type ReactNode } from 'react';
import type { Client } from '@adiestra/shared';
import { useNavigate } from 'react-router';
import { UserX } from 'lucide-react';
import { DetailPage, DetailUnavailable } from '@/components/detail-page';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { useClient } from '../../api/get-client';
import { DeleteClientDialog } from '../delete-client-dialog';
import { EraseClientDialog } from '../erase-client-dialog';
import { DataRightsCard } from './data-rights-card';
import { ClientDogsCard } from './client-dogs-card';
import { ContactCard, EmergencyCard, NotesCard } from './client-info-cards';
import { ClientQuickActions } from './client-quick-actions';

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

/**
 * SPEC §2 Client detail: header, contact, emergency contact, notes, dogs and quick actions.
 * `bookings` (the client's appointments and requests, from scheduling) and `extra` (bonos and
 * payments, from billing) belong to other features: the page composes them (features do not
 * import each other). `extra` and `side` may be functions of the loaded client (the consents
 * card names them; the Mi área invitation needs their e-mail and phone).
 */
export function ClientDetail({
  clientId,
  bookings,
  extra,
  side,
}: {
  clientId: string;
  bookings?: ReactNode;
  extra?: ReactNode | ((client: Client) => ReactNode);
  side?: (client: Client) => ReactNode;
}) {
  const navigate = useNavigate();
  const clientQuery = useClient(clientId);
  const [deleting, setDeleting] = useState(false);
  const [erasing, setErasing] = useState(false);
  const client = clientQuery.data;
  const listHref = paths.clients.list.getHref();

  if (clientQuery.isPending) return <DetailSkeleton />;
  if (!client) {
    return (
      <DetailUnavailable
        error={clientQuery.error}
        listHref={listHref}
        notFoundTitle="Cliente no encontrado"
        notFoundIcon={<UserX aria-hidden="true" className="size-6" />}
        listLabel="Volver a clientes"
        errorMessage="Error al cargar los datos del cliente"
      />
    );
  }

  return (
    <>
      <DetailPage
        title={client.name}
        description={`Cliente desde ${formatDate(client.createdAt)}`}
        listHref={listHref}
        editHref={paths.clients.edit.getHref(client.id)}
        onDelete={() => setDeleting(true)}
        main={
          <>
            <ContactCard client={client} />
            <EmergencyCard client={client} />
            <NotesCard notes={client.notes} />
            <ClientDogsCard client={client} />
            {bookings}
            {typeof extra === 'function' ? extra(client) : extra}
          </>
        }
        side={
          <div className="space-y-6">
            <ClientQuickActions client={client} />
            {side?.(client)}
            <DataRightsCard onErase={() => setErasing(true)} />
          </div>
        }
      />
      <EraseClientDialog
        client={erasing ? client : null}
        onClose={() => setErasing(false)}
        onErased={() => void navigate(listHref)}
      />
      <DeleteClientDialog
        client={deleting ? client : null}
        warnDogs
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(listHref)}
      />
    </>
  );
}
