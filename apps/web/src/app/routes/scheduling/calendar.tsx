import { PageHeader } from '@/components/ui/page-header';
import { CalendarScreen } from '@/features/scheduling/components/calendar/calendar-screen';
import { WithAppointmentBilling } from './with-appointment-billing';

/** Calendario (issue 19): loaded only with this screen (routes.tsx `lazy`). */
export default function CalendarRoute() {
  return (
    <>
      <title>Calendario · Adiestra</title>
      <PageHeader
        title="Calendario"
        description="Tus citas, solicitudes y horario de la semana. Pulsa una hora libre para crear una cita o bloquearla."
      />
      <WithAppointmentBilling>
        <CalendarScreen />
      </WithAppointmentBilling>
    </>
  );
}
