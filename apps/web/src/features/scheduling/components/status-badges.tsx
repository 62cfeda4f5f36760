import {
  APPOINTMENT_STATUS_LABELS,
  REQUEST_STATUS_LABELS,
  type AppointmentStatus,
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

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  return <Badge tone={appointmentTones[status]}>{APPOINTMENT_STATUS_LABELS[status]}</Badge>;
}

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return <Badge tone={requestTones[status]}>{REQUEST_STATUS_LABELS[status]}</Badge>;
}
