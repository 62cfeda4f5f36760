import { useSearchParams } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { SessionForm, type RecordedAppointment } from '@/features/sessions/components/session-form';

const START = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** ?appointmentId&start&duration(&serviceId): 'Registrar sesión' on an appointment (the server checks it). */
function recordedAppointment(params: URLSearchParams): RecordedAppointment | undefined {
  const id = params.get('appointmentId');
  const start = params.get('start') ?? '';
  const duration = params.get('duration') ?? '';
  if (!id || !START.test(start) || !/^\d{1,3}$/.test(duration)) return undefined;
  const serviceId = params.get('serviceId') ?? undefined;
  return { id, start, duration, serviceId };
}

export default function NewSessionRoute() {
  const [params] = useSearchParams();
  // ?dogId= preselects the dog (SPEC §2), e.g. from a dog's page; ?clientId= offers that
  // client's dogs only (from the client's page).
  const dogId = params.get('dogId') ?? undefined;
  const clientId = params.get('clientId') ?? undefined;
  const appointment = recordedAppointment(params);
  return (
    <>
      <title>Nueva sesión · Adiestra</title>
      <PageHeader
        title={appointment ? 'Registrar sesión' : 'Nueva Sesión'}
        description="Los campos marcados con * son obligatorios."
      />
      <Card className="max-w-3xl">
        <CardContent>
          <SessionForm dogId={dogId} clientId={clientId} appointment={appointment} />
        </CardContent>
      </Card>
    </>
  );
}
