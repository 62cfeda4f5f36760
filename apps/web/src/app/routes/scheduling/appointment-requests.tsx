import { PageHeader } from '@/components/ui/page-header';
import { ChangeRequestsPanel } from '@/features/owners/components/change-requests-panel';
import { RequestsPanel } from '@/features/scheduling/components/requests/requests-panel';

export default function AppointmentRequestsRoute() {
  return (
    <>
      <title>Solicitudes · Adiestra</title>
      <PageHeader
        title="Solicitudes"
        description="Las peticiones de cita de tu página de reservas: apruébalas o recházalas."
      />
      <div className="space-y-6">
        <ChangeRequestsPanel />
        <RequestsPanel />
      </div>
    </>
  );
}
