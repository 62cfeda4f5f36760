import { useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { AppointmentsPanel } from '@/features/scheduling/components/appointments/appointments-panel';
import { ShareLinkButton } from '@/features/scheduling/components/appointments/share-link-button';
import { RequestForm } from '@/features/scheduling/components/requests/request-form';

/** Citas Confirmadas; 'Nueva Cita' shows the internal request form in place of the list. */
export default function AppointmentsRoute() {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <title>Citas Confirmadas · Adiestra</title>
      <PageHeader
        title="Citas Confirmadas"
        description="Tus citas programadas, completadas y canceladas."
        actions={
          <>
            <ShareLinkButton />
            {creating ? null : (
              <Button
                data-track="cita-nueva"
                onClick={() => setCreating(true)}
                icon={<CalendarPlus aria-hidden="true" className="size-4" />}
              >
                Nueva Cita
              </Button>
            )}
          </>
        }
      />
      {creating ? <RequestForm onDone={() => setCreating(false)} /> : <AppointmentsPanel />}
    </>
  );
}
