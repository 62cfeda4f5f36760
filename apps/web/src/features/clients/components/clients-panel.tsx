import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Plus, Upload, Users } from 'lucide-react';
import type { Client } from '@adiestra/shared';
import { CardGrid, NoMatches } from '@/components/card-grid';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/lib/paths';
import { useClients } from '../api/get-clients';
import { useClientListParams } from '../hooks/use-client-list-params';
import { ClientCard } from './client-card';
import { ClientsGridSkeleton } from './clients-grid-skeleton';
import { ClientsStats } from './clients-stats';
import { ClientsToolbar } from './clients-toolbar';
import { DeleteClientDialog } from './delete-client-dialog';
import { useSearchTracking } from '@/lib/analytics';
import { countOf } from '@/lib/plural';

/** SPEC §2 Clients list: search and filters on the server, stat cards, card grid, delete. */
export function ClientsPanel({
  cardExtra,
}: {
  /** More on each card from another feature (the client's bono), composed by the route. */
  cardExtra?: (client: Client) => ReactNode;
} = {}) {
  const { params, update } = useClientListParams();
  const { search, dogs, sort, page } = params;
  const clientsQuery = useClients({ search, dogs, sort }, page);
  const [toDelete, setToDelete] = useState<Client | null>(null);
  const data = clientsQuery.data;
  const filtering = Boolean(search) || dogs !== 'all';
  useSearchTracking(
    'clients',
    search,
    clientsQuery.isPlaceholderData ? undefined : data?.pagination.total,
  );
  const pastTheEnd =
    data !== undefined && !clientsQuery.isPlaceholderData && data.clients.length === 0 && page > 1;

  // A page left empty (its last client deleted, or an old link) shows the last real page instead.
  useEffect(() => {
    if (pastTheEnd) update({ page: data.pagination.totalPages });
  }, [pastTheEnd, data, update]);

  const newClientLink = (label: string) => (
    <Link
      to={paths.clients.new.getHref()}
      className={buttonClass('primary')}
      data-track="cliente-nuevo"
    >
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );

  return (
    <>
      <PageHeader
        title="Clientes"
        description="Los dueños de los perros con los que trabajas."
        actions={
          <>
            <Link to={paths.clients.import.getHref()} className={buttonClass('secondary')}>
              <Upload aria-hidden="true" className="size-4" />
              Importar
            </Link>
            {newClientLink('Nuevo Cliente')}
          </>
        }
      />
      <div className="space-y-6">
        <ClientsStats />
        <ClientsToolbar params={params} onChange={update} />
        {clientsQuery.isError ? (
          <Alert variant="error">Error al cargar los clientes. Por favor, intenta de nuevo.</Alert>
        ) : null}
        {clientsQuery.isPending ? <ClientsGridSkeleton /> : null}
        {data && data.clients.length === 0 && !pastTheEnd ? (
          <Card>
            {filtering ? (
              <NoMatches title="No se encontraron clientes" />
            ) : (
              <EmptyState
                title="No hay clientes aún"
                description="Registra a tu primer cliente para empezar a gestionar sus perros y sesiones."
                icon={<Users aria-hidden="true" className="size-6" />}
                action={newClientLink('Agregar Primer Cliente')}
              />
            )}
          </Card>
        ) : null}
        {data && data.clients.length > 0 ? (
          <>
            <p className="sr-only" role="status">
              {countOf(data.pagination.total, 'cliente', 'clientes')}
            </p>
            <CardGrid
              label="Clientes"
              items={data.clients}
              pagination={data.pagination}
              busy={clientsQuery.isFetching}
              onPageChange={(next) => update({ page: next })}
              renderCard={(client) => (
                <ClientCard client={client} onDelete={setToDelete} extra={cardExtra?.(client)} />
              )}
            />
          </>
        ) : null}
      </div>
      <DeleteClientDialog client={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
