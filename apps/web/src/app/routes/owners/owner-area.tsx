import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LogOut } from 'lucide-react';
import {
  OWNER_AREA_SECTION_PARAM,
  OWNER_DOCUMENTS_SECTION,
  type OwnerOverview,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
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

/**
 * Mi área's sections (issue 45: one 7,400 px page on a phone before), each a tab whose id is in
 * the address (`?seccion=`), so a mail or a link opens one. A new section is one entry here.
 */
const SECTIONS: { id: string; label: string; render: (overview: OwnerOverview) => ReactNode }[] = [
  {
    id: 'citas',
    label: 'Citas',
    render: (overview) => <OwnerBookings overview={overview} link={null} />,
  },
  {
    id: 'clases',
    label: 'Clases y cursos',
    render: () => (
      <>
        <OwnerClassesSection />
        <OwnerCoursesSection />
      </>
    ),
  },
  { id: 'informes', label: 'Informes', render: () => <OwnerDogReports /> },
  {
    id: OWNER_DOCUMENTS_SECTION,
    label: 'Documentos',
    render: () => (
      <>
        <OwnerConsentsSection />
        <OwnerDocumentsSection />
      </>
    ),
  },
];

/** /mi-area: the owner's bookings with every trainer, or the form that e-mails a sign-in link. */
export default function OwnerAreaRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const section = searchParams.get(OWNER_AREA_SECTION_PARAM) ?? SECTIONS[0]!.id;
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
      <Tabs
        label="Secciones de Mi área"
        items={SECTIONS.map(({ id, label, render }) => ({
          id,
          label,
          content: render(overview.data),
        }))}
        selected={section}
        onSelect={(id) =>
          setSearchParams(
            (params) => {
              params.set(OWNER_AREA_SECTION_PARAM, id);
              return params;
            },
            { replace: true },
          )
        }
      />
    </OwnerLayout>
  );
}
