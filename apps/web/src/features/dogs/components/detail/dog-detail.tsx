import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Pencil, SearchX, Trash2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { useDog } from '../../api/get-dog';
import { DeleteDogDialog } from '../delete-dog-dialog';
import { DogOwnerCard } from './dog-owner-card';
import { DogProfileCard } from './dog-profile-card';

const backLink = (label: string) => (
  <Link to={paths.dogs.list.getHref()} className={buttonClass('secondary')}>
    <ArrowLeft aria-hidden="true" className="size-4" />
    {label}
  </Link>
);

/**
 * SPEC §2 Dog detail: header with Volver, Editar and Eliminar; the profile; the owner.
 * `sessions` is the latest-sessions block, which belongs to the sessions feature: the page
 * composes it and it is shown under the profile.
 */
export function DogDetail({ dogId, sessions }: { dogId: string; sessions?: ReactNode }) {
  const navigate = useNavigate();
  const dogQuery = useDog(dogId);
  const [deleting, setDeleting] = useState(false);
  const dog = dogQuery.data;

  if (dogQuery.isPending) {
    return (
      <div role="status" aria-label="Cargando perro" className="space-y-6">
        <Skeleton className="h-9 w-56" />
        <div className="grid gap-6 lg:grid-cols-3">
          <Skeleton className="h-64 lg:col-span-2" />
          <Skeleton className="h-48" />
        </div>
      </div>
    );
  }
  if (!dog) {
    const missing =
      isApiError(dogQuery.error) &&
      (dogQuery.error.status === 404 || dogQuery.error.status === 400);
    return missing ? (
      <Card>
        <EmptyState
          title="Perro no encontrado"
          description="Puede que se haya eliminado."
          icon={<SearchX aria-hidden="true" className="size-6" />}
          action={backLink('Volver a la lista')}
        />
      </Card>
    ) : (
      <Alert variant="error" action={backLink('Volver')}>
        Error al cargar la información del perro
      </Alert>
    );
  }

  return (
    <>
      <PageHeader
        title={dog.name}
        description={dog.breed}
        actions={
          <>
            {backLink('Volver')}
            <Link to={paths.dogs.edit.getHref(dog.id)} className={buttonClass('secondary')}>
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
          <DogProfileCard dog={dog} />
          {sessions}
        </div>
        <div>
          <DogOwnerCard owner={dog.client} />
        </div>
      </div>
      <DeleteDogDialog
        dog={deleting ? dog : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(paths.dogs.list.getHref())}
      />
    </>
  );
}
