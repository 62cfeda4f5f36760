import { Check, X } from 'lucide-react';
import type { AppointmentRequest } from '@adiestra/shared';
import { confirmationMessage, rejectionMessage } from '@adiestra/shared/whatsapp';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { WhatsappAction } from '../whatsapp-action';
import { isPlaceRequest } from './class-request-tag';

export interface RequestActionProps {
  onApprove: (request: AppointmentRequest) => void;
  onReject: (request: AppointmentRequest) => void;
}

/**
 * Every request has a WhatsApp message (the refusal for a rejected one, else the confirmation of
 * the day asked for); only PENDING requests offer approve and reject (SPEC §4).
 */
export function RequestActions({
  request,
  onApprove,
  onReject,
}: RequestActionProps & { request: AppointmentRequest }) {
  const trainer = useCurrentUser();
  const who = `${request.clientName} (${request.dogName})`;
  const details = {
    ...request,
    date: request.requestedDate,
    time: request.requestedTime,
    trainerName: `${trainer.firstName} ${trainer.lastName}`.trim(),
  };
  const whatsapp = (
    <WhatsappAction
      phone={request.clientPhone}
      who={who}
      target={{ requestId: request.id }}
      message={(shared) =>
        request.status === 'REJECTED'
          ? rejectionMessage({ ...details, ...shared, reason: request.rejectionReason })
          : confirmationMessage({ ...details, ...shared })
      }
    />
  );
  if (request.status !== 'PENDING') return <div className="flex md:justify-end">{whatsapp}</div>;
  return (
    <div className="flex flex-wrap gap-2 md:justify-end">
      {whatsapp}
      <Button
        size="sm"
        variant="success"
        onClick={() => onApprove(request)}
        icon={<Check aria-hidden="true" className="size-4" />}
        aria-label={`Aprobar la solicitud de ${who}`}
      >
        {isPlaceRequest(request) ? 'Aprobar plaza' : 'Aprobar'}
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
