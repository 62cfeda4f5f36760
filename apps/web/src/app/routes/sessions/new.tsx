import { useSearchParams } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { SessionForm } from '@/features/sessions/components/session-form';

export default function NewSessionRoute() {
  // ?dogId= preselects the dog (SPEC §2), e.g. from a dog's page.
  const dogId = useSearchParams()[0].get('dogId') ?? undefined;
  return (
    <>
      <title>Nueva sesión · Adiestra</title>
      <PageHeader title="Nueva Sesión" description="Los campos marcados con * son obligatorios." />
      <Card className="max-w-3xl">
        <CardContent>
          <SessionForm dogId={dogId} />
        </CardContent>
      </Card>
    </>
  );
}
