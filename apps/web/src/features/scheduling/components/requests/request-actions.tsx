import { Check, X } from 'lucide-react';
import type { AppointmentRequest } from '@adiestra/shared';
import { Button } from '@/components/ui/button';

export interface RequestActionProps {
  onApprove: (request: AppointmentRequest) => void;
  onReject: (request: AppointmentRequest) => void;
}

/** Only PENDING requests offer approve and reject (SPEC §4). */
export function RequestActions({
  request,
  onApprove,
  onReject,
}: RequestActionProps & { request: AppointmentRequest }) {
  if (request.status !== 'PENDING') return null;
  const who = `${request.clientName} (${request.dogName})`;
  return (
    <div className="flex flex-wrap gap-2 md:justify-end">
      <Button
        size="sm"
        variant="success"
        onClick={() => onApprove(request)}
        icon={<Check aria-hidden="true" className="size-4" />}
        aria-label={`Aprobar la solicitud de ${who}`}
      >
        Aprobar
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onReject(request)}
        icon={<X aria-hidden="true" className="size-4" />}
        aria-label={`Rechazar la solicitud de ${who}`}
      >
        Rechazar
      </Button>
    </div>
  );
}
