import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Dog as DogIcon, Plus } from 'lucide-react';
import type { Dog } from '@adiestra/shared';
import { CardGrid, NoMatches } from '@/components/card-grid';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/lib/paths';
import { useDogStats } from '../api/get-dog-stats';
import { useDogs } from '../api/get-dogs';
import { useDogListParams } from '../hooks/use-dog-list-params';
import { DeleteDogDialog } from './delete-dog-dialog';
import { DogCard } from './dog-card';
import { DogsGridSkeleton } from './dogs-grid-skeleton';
import { DogsStats } from './dogs-stats';
import { DogsToolbar } from './dogs-toolbar';
import { useSearchTracking } from '@/lib/analytics';

/** SPEC §2 'Gestión de Perros': server-side search and filters, stats, cards, delete. */
export function DogsPanel() {
  const { params, update } = useDogListParams();
  const { search, clientId, breed, activeOnly, page } = params;
  const dogsQuery = useDogs(
    { search, clientId, breed, active: activeOnly ? true : undefined },
    page,
  );
  const stats = useDogStats();
  const [toDelete, setToDelete] = useState<Dog | null>(null);
  const data = dogsQuery.data;
  useSearchTracking(
    'dogs',
    search,
    dogsQuery.isPlaceholderData ? undefined : data?.pagination.total,
  );
  const pastTheEnd =
    data !== undefined && !dogsQuery.isPlaceholderData && data.dogs.length === 0 && page > 1;
  // 'No hay perros registrados' only when the trainer truly has none; otherwise the filters hide them.
  const noDogsAtAll = stats.data
    ? stats.data.totalDogs === 0
    : !search && !clientId && !breed && !activeOnly;

  // A page left empty (its last dog deleted, or an old link) shows the last real page instead.
  useEffect(() => {
    if (pastTheEnd) update({ page: data.pagination.totalPages });
  }, [pastTheEnd, data, update]);

  const newDogLink = (
    <Link to={paths.dogs.new.getHref()} className={buttonClass('primary')} data-track="perro-nuevo">
      <Plus aria-hidden="true" className="size-4" />
      Nuevo Perro
    </Link>
  );

  return (
    <>
      <PageHeader
        title="Gestión de Perros"
        description="Todos los perros de tus clientes."
        actions={newDogLink}
      />
      <div className="space-y-6">
        <DogsStats filteredTotal={data?.pagination.total} />
        <DogsToolbar params={params} onChange={update} />
        {dogsQuery.isError ? <Alert variant="error">Error al cargar los datos</Alert> : null}
        {dogsQuery.isPending ? <DogsGridSkeleton /> : null}
        {data && data.dogs.length === 0 && !pastTheEnd ? (
          <Card>
            {noDogsAtAll ? (
              <EmptyState
                title="No hay perros registrados"
                description="Registra el primer perro de uno de tus clientes."
                icon={<DogIcon aria-hidden="true" className="size-6" />}
                action={newDogLink}
              />
            ) : (
              <NoMatches title="No se encontraron perros" />
            )}
          </Card>
        ) : null}
        {data && data.dogs.length > 0 ? (
          <>
            <CardGrid
              label="Perros"
              items={data.dogs}
              pagination={data.pagination}
              busy={dogsQuery.isFetching}
              onPageChange={(next) => update({ page: next })}
              renderCard={(dog) => <DogCard dog={dog} onDelete={setToDelete} />}
            />
          </>
        ) : null}
      </div>
      <DeleteDogDialog dog={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
