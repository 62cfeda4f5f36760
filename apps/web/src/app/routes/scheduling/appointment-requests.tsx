import { PageHeader } from '@/components/ui/page-header';
import { RequestsPanel } from '@/features/scheduling/components/requests/requests-panel';

export default function AppointmentRequestsRoute() {
  return (
    <>
      <title>Solicitudes · Adiestra</title>
      <PageHeader
        title="Solicitudes"
        description="Las peticiones de cita de tu página de reservas: apruébalas o recházalas."
      />
      <RequestsPanel />
    </>
  );
}
