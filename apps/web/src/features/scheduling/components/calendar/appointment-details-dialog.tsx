import { Ban, CircleCheck, MoveRight, Pencil } from 'lucide-react';
import type { Appointment } from '@adiestra/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { AppointmentStatusBadge } from '../status-badges';
import { appointmentService, appointmentWhen, dogSummary } from '../appointments/appointment-text';
import {
  AppointmentExtraActions,
  AppointmentExtraSummary,
} from '../appointments/appointment-extras';

/** An appointment opened from the calendar, with its actions (SPEC §4 plus "Mover"). */
export function AppointmentDetailsDialog({
  appointment,
  busy,
  onClose,
  onMove,
  onEdit,
  onStatus,
}: {
  appointment: Appointment;
  busy: boolean;
  onClose: () => void;
  onMove: () => void;
  onEdit: () => void;
  onStatus: (status: 'COMPLETED' | 'CANCELLED') => void;
}) {
  const scheduled = appointment.status === 'SCHEDULED';
  return (
    <Dialog open onClose={onClose} title={`Cita de ${appointment.clientName}`}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-gray-600 dark:text-gray-400">Cuándo</dt>
        <dd className="text-gray-900 dark:text-gray-100">{appointmentWhen(appointment)}</dd>
        <dt className="text-gray-600 dark:text-gray-400">Perro</dt>
        <dd className="text-gray-900 dark:text-gray-100">{dogSummary(appointment)}</dd>
        <dt className="text-gray-600 dark:text-gray-400">Servicio</dt>
        <dd className="text-gray-900 dark:text-gray-100">
          {appointmentService(appointment)}
          <AppointmentExtraSummary appointment={appointment} />
        </dd>
        {appointment.visitAddress ? (
          <>
            <dt className="text-gray-600 dark:text-gray-400">A domicilio</dt>
            <dd className="break-words text-gray-900 dark:text-gray-100">
              {appointment.visitAddress}
            </dd>
          </>
        ) : null}
        <dt className="text-gray-600 dark:text-gray-400">Contacto</dt>
        <dd className="text-gray-900 dark:text-gray-100">
          {appointment.clientEmail} · {appointment.clientPhone}
        </dd>
        <dt className="text-gray-600 dark:text-gray-400">Estado</dt>
        <dd>
          <AppointmentStatusBadge status={appointment.status} />
        </dd>
        {appointment.notes ? (
          <>
            <dt className="text-gray-600 dark:text-gray-400">Notas</dt>
            <dd className="whitespace-pre-line text-gray-900 dark:text-gray-100">
              {appointment.notes}
            </dd>
          </>
        ) : null}
      </dl>
      <div className="mt-6 flex flex-wrap gap-2 border-t border-gray-200 pt-4 dark:border-gray-800">
        {scheduled ? (
          <>
            <Button
              size="sm"
              onClick={onMove}
              disabled={busy}
              icon={<MoveRight aria-hidden="true" className="size-4" />}
            >
              Mover
            </Button>
            <Button
              size="sm"
              variant="success"
              onClick={() => onStatus('COMPLETED')}
              disabled={busy}
              icon={<CircleCheck aria-hidden="true" className="size-4" />}
            >
              Completar
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onStatus('CANCELLED')}
              disabled={busy}
              icon={<Ban aria-hidden="true" className="size-4" />}
            >
              Cancelar cita
            </Button>
          </>
        ) : null}
        <AppointmentExtraActions appointment={appointment} />
        <Button
          size="sm"
          variant="ghost"
          onClick={onEdit}
          disabled={busy}
          icon={<Pencil aria-hidden="true" className="size-4" />}
        >
          Editar
        </Button>
      </div>
    </Dialog>
  );
}
