import { Link } from 'react-router';
import { NotebookPen } from 'lucide-react';
import type { Appointment } from '@adiestra/shared';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/**
 * 'Registrar sesión': the session form prefilled from the appointment (dog, date, time,
 * duration); saving it completes the appointment. Only for a linked appointment not cancelled.
 */
export function RecordSessionLink({ appointment }: { appointment: Appointment }) {
  if (!appointment.dogId || appointment.status === 'CANCELLED') return null;
  const href = paths.sessions.new.getHref(appointment.dogId, {
    appointmentId: appointment.id,
    start: `${appointment.scheduledDate}T${appointment.scheduledTime}`,
    duration: String(appointment.duration),
    serviceId: appointment.serviceId ?? undefined,
  });
  return (
    <Link
      to={href}
      className={buttonClass('primary', 'sm')}
      aria-label={`Registrar sesión de la cita de ${appointment.clientName} (${appointment.dogName})`}
    >
      <NotebookPen aria-hidden="true" className="size-4" />
      Registrar sesión
    </Link>
  );
}
