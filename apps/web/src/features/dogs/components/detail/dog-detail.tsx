import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { SearchX } from 'lucide-react';
import { DetailPage, DetailUnavailable } from '@/components/detail-page';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { useDog } from '../../api/get-dog';
import { DeleteDogDialog } from '../delete-dog-dialog';
import { DogOwnerCard } from './dog-owner-card';
import { DogProfileCard } from './dog-profile-card';
import { DogRecordCard } from './dog-record-card';

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
  const listHref = paths.dogs.list.getHref();

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
    return (
      <DetailUnavailable
        error={dogQuery.error}
        listHref={listHref}
        notFoundTitle="Perro no encontrado"
        notFoundIcon={<SearchX aria-hidden="true" className="size-6" />}
        listLabel="Volver a la lista"
        errorMessage="Error al cargar la información del perro"
      />
    );
  }

  return (
    <>
      <DetailPage
        title={dog.name}
        description={dog.breed}
        listHref={listHref}
        editHref={paths.dogs.edit.getHref(dog.id)}
        onDelete={() => setDeleting(true)}
        main={
          <>
            <DogProfileCard dog={dog} />
            <DogRecordCard dog={dog} />
            {sessions}
          </>
        }
        side={<DogOwnerCard owner={dog.client} />}
      />
      <DeleteDogDialog
        dog={deleting ? dog : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(listHref)}
      />
    </>
  );
}
