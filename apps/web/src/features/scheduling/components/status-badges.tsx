import {
  APPOINTMENT_STATUS_LABELS,
  REQUEST_STATUS_LABELS,
  type Appointment,
  type AppointmentStatus,
  type CancelledBy,
  type RequestStatus,
} from '@adiestra/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const appointmentTones: Record<AppointmentStatus, BadgeTone> = {
  SCHEDULED: 'brand',
  COMPLETED: 'green',
  CANCELLED: 'red',
};
const requestTones: Record<RequestStatus, BadgeTone> = {
  PENDING: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
};

/** A cancellation the owner made from their area says so (issue 15). */
export function AppointmentStatusBadge({
  status,
  cancelledBy,
}: {
  status: AppointmentStatus;
  cancelledBy?: CancelledBy | null | undefined;
}) {
  const label =
    status === 'CANCELLED' && cancelledBy === 'owner'
      ? 'Cancelada por el cliente'
      : APPOINTMENT_STATUS_LABELS[status];
  return <Badge tone={appointmentTones[status]}>{label}</Badge>;
}

/** The status, and for a scheduled one the owner's confirmation from the reminder (issue 16). */
export function AppointmentBadges({ appointment }: { appointment: Appointment }) {
  return (
    <span className="flex flex-col items-end gap-1 md:items-start">
      <AppointmentStatusBadge status={appointment.status} cancelledBy={appointment.cancelledBy} />
      {appointment.status === 'SCHEDULED' && appointment.ownerConfirmedAt ? (
        <Badge tone="green">Confirmada por el propietario</Badge>
      ) : null}
    </span>
  );
}

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return <Badge tone={requestTones[status]}>{REQUEST_STATUS_LABELS[status]}</Badge>;
}
