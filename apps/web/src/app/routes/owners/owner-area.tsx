import { LogOut } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast/toast-context';
import { useEndOwnerSession } from '@/features/owners/api/end-owner-session';
import { useOwnerOverview } from '@/features/owners/api/get-owner-overview';
import { OwnerClassesSection } from '@/features/classes/components/owner-classes-section';
import { OwnerCoursesSection } from '@/features/classes/components/owner-courses-section';
import { OwnerBookings } from '@/features/owners/components/owner-bookings';
import { OwnerDogReports } from '@/features/owners/components/owner-dog-reports';
import { SignInForm } from '@/features/owners/components/sign-in-form';
import { OwnerDocumentsSection } from '@/features/vaccines/components/owner-documents-section';
import { OwnerConsentsSection } from '@/features/consents/components/owner-consents-section';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { OwnerLayout } from '../../layout/owner-layout';

/** /mi-area: the owner's bookings with every trainer, or the form that e-mails a sign-in link. */
export default function OwnerAreaRoute() {
  const overview = useOwnerOverview(null);
  const signOut = useEndOwnerSession();
  const { toast } = useToast();
  const signedOut = isApiError(overview.error) && overview.error.status === 401;

  if (overview.isPending) {
    return (
      <OwnerLayout title="Mi área">
        <title>Mi área · Adiestra</title>
        <div className="grid place-items-center py-16">
          <Spinner className="size-6" label="Cargando tus citas" />
        </div>
      </OwnerLayout>
    );
  }
  if (signedOut) {
    return (
      <OwnerLayout title="Mi área" subtitle="Consulta, cancela o cambia las citas de tu perro.">
        <title>Entrar · Mi área · Adiestra</title>
        <Card className="max-w-md">
          <CardHeader title="Entrar sin contraseña" />
          <CardContent>
            <SignInForm />
          </CardContent>
        </Card>
      </OwnerLayout>
    );
  }
  if (overview.isError) {
    return (
      <OwnerLayout title="Mi área">
        <title>Mi área · Adiestra</title>
        <Alert variant="error">
          {getErrorMessage(overview.error, 'No se pudieron cargar tus citas')}
        </Alert>
      </OwnerLayout>
    );
  }
  return (
    <OwnerLayout
      title="Mi área"
      subtitle={overview.data.email ? `Tus citas como ${overview.data.email}` : undefined}
      actions={
        <Button
          variant="secondary"
          size="sm"
          isLoading={signOut.isPending}
          icon={<LogOut aria-hidden="true" className="size-4" />}
          onClick={() =>
            signOut.mutate(undefined, {
              onError: (caught) =>
                toast({ variant: 'error', title: getErrorMessage(caught, 'No se pudo salir') }),
            })
          }
        >
          Cerrar sesión
        </Button>
      }
    >
      <title>Mi área · Adiestra</title>
      <OwnerBookings overview={overview.data} link={null} />
      <OwnerClassesSection />
      <OwnerCoursesSection />
      <OwnerDogReports />
      <OwnerDocumentsSection />
      <OwnerConsentsSection />
    </OwnerLayout>
  );
}
