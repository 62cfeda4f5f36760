import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreateDog } from '@/features/dogs/api/create-dog';
import { useOwnerOptions } from '@/features/dogs/api/get-owner-options';
import { DogForm } from '@/features/dogs/components/dog-form';
import { NewDogHints, NoClientsState } from '@/features/dogs/components/dog-form-aside';
import { paths } from '@/lib/paths';

/** New dog; with ?clientId the owner is preselected and saving returns to that client. */
export default function NewDogRoute() {
  const navigate = useNavigate();
  const clientId = useSearchParams()[0].get('clientId') ?? undefined;
  const owners = useOwnerOptions();
  const createDog = useCreateDog();
  const backHref = clientId ? paths.clients.detail.getHref(clientId) : paths.dogs.list.getHref();

  return (
    <>
      <title>Nuevo perro · Adiestra</title>
      <PageHeader
        title="Nuevo Perro"
        description="Registra un perro y asígnalo a su propietario."
      />
      {owners.isPending ? <Skeleton className="h-[40rem] max-w-3xl" /> : null}
      {owners.isError ? <Alert variant="error">Error al cargar la lista de clientes</Alert> : null}
      {owners.data?.length === 0 ? <NoClientsState backHref={backHref} /> : null}
      {owners.data && owners.data.length > 0 ? (
        <div className="grid gap-6 lg:grid-cols-3">
          <Card className="lg:col-span-2">
            <CardContent>
              <DogForm
                defaultClientId={clientId}
                errorFallback="Error al crear el perro"
                onCancel={() => void navigate(backHref)}
                onSubmit={async (input) => {
                  const dog = await createDog.mutateAsync(input);
                  const target = clientId
                    ? paths.clients.detail.getHref(dog.clientId)
                    : paths.dogs.list.getHref();
                  await navigate(target, {
                    state: { message: `Perro "${dog.name}" creado exitosamente` },
                  });
                }}
              />
            </CardContent>
          </Card>
          {/* Hints come first on a phone: they are read before filling the form. */}
          <div className="order-first lg:order-none">
            <NewDogHints />
          </div>
        </div>
      ) : null}
    </>
  );
}
