import { Link } from 'react-router';
import { NotebookPen } from 'lucide-react';
import type { Appointment } from '@adiestra/shared';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/**
 * 'Registrar sesión': the session form prefilled from the appointment (dog, date, time,
 * duration, service); saving it completes the appointment and links the session to it, so the
 * visit is billed and uses a bono unit once (decision 0016). Offered on a linked appointment that
 * is scheduled, or completed without its session yet (completed with 'Completar'); once recorded,
 * 'Ver sesión' instead.
 */
export function RecordSessionLink({ appointment }: { appointment: Appointment }) {
  const who = `${appointment.clientName} (${appointment.dogName})`;
  if (appointment.sessionId) {
    return (
      <Link
        to={paths.sessions.detail.getHref(appointment.sessionId)}
        className={buttonClass('secondary', 'sm')}
        aria-label={`Ver la sesión de la cita de ${who}`}
      >
        <NotebookPen aria-hidden="true" className="size-4" />
        Ver sesión
      </Link>
    );
  }
  // A completed appointment is offered only when the server said it has no session (null).
  const recordable =
    appointment.status === 'SCHEDULED' ||
    (appointment.status === 'COMPLETED' && appointment.sessionId === null);
  if (!appointment.dogId || !recordable) return null;
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
      aria-label={`Registrar sesión de la cita de ${who}`}
    >
      <NotebookPen aria-hidden="true" className="size-4" />
      Registrar sesión
    </Link>
  );
}
