import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useDog } from '@/features/dogs/api/get-dog';
import { useOwnerOptions } from '@/features/dogs/api/get-owner-options';
import { useUpdateDog } from '@/features/dogs/api/update-dog';
import { DogForm } from '@/features/dogs/components/dog-form';
import { EditDogAside } from '@/features/dogs/components/dog-form-aside';
import { getErrorMessage } from '@/lib/api-error';
import { paths } from '@/lib/paths';

/** Edit dog (both /dogs/{id}/edit and the list's /dogs/edit/{id}). */
export default function EditDogRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const dogQuery = useDog(id);
  const owners = useOwnerOptions();
  const updateDog = useUpdateDog();
  const dog = dogQuery.data;
  const backLink = (
    <Link to={paths.dogs.list.getHref()} className={buttonClass('secondary')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Volver a la lista
    </Link>
  );

  return (
    <>
      <title>Editar perro · Adiestra</title>
      <PageHeader
        title="Editar Perro"
        description={dog ? `${dog.name} · ${dog.breed}` : undefined}
      />
      {dogQuery.isPending || owners.isPending ? <Skeleton className="h-[40rem]" /> : null}
      {dogQuery.isError ? (
        <Card>
          <EmptyState
            title="No se pudo cargar el perro"
            description={getErrorMessage(dogQuery.error, 'Error al cargar los datos del perro')}
            action={backLink}
          />
        </Card>
      ) : null}
      {owners.isError ? <Alert variant="error">Error al cargar la lista de clientes</Alert> : null}
      {dog && owners.data ? (
        <div className="grid gap-6 lg:grid-cols-3">
          <Card className="lg:col-span-2">
            <CardContent>
              <DogForm
                key={dog.id}
                dog={dog}
                errorFallback="Error al actualizar el perro"
                onCancel={() => void navigate(paths.dogs.detail.getHref(dog.id))}
                onSubmit={async (input) => {
                  const saved = await updateDog.mutateAsync({ id: dog.id, input });
                  await navigate(paths.dogs.list.getHref(), {
                    state: { message: `Perro "${saved.name}" actualizado exitosamente` },
                  });
                }}
              />
            </CardContent>
          </Card>
          <EditDogAside dog={dog} />
        </div>
      ) : null}
    </>
  );
}
