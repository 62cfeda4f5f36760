import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CalendarPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { AppointmentsPanel } from '@/features/scheduling/components/appointments/appointments-panel';
import { ShareLinkButton } from '@/features/scheduling/components/appointments/share-link-button';
import { RequestForm } from '@/features/scheduling/components/requests/request-form';
import { WithAppointmentBilling } from './with-appointment-billing';

/**
 * Citas Confirmadas; 'Nueva Cita' shows the internal request form in place of the list. The
 * calendar opens it prefilled (`?nueva=1&fecha=…&hora=…`).
 */
export default function AppointmentsRoute() {
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(params.get('nueva') === '1');
  const initial = { date: params.get('fecha') ?? '', time: params.get('hora') ?? '' };
  // Once the form closes, the calendar's prefill leaves the URL (a reload shows the list).
  const closeForm = () => {
    setCreating(false);
    if (!params.has('nueva')) return;
    const rest = new URLSearchParams(params);
    for (const key of ['nueva', 'fecha', 'hora']) rest.delete(key);
    setParams(rest, { replace: true });
  };
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
      {creating ? (
        <RequestForm initial={initial} onDone={closeForm} />
      ) : (
        <WithAppointmentBilling>
          <AppointmentsPanel />
        </WithAppointmentBilling>
      )}
    </>
  );
}
