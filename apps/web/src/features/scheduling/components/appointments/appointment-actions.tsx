import { Ban, CircleCheck, Pencil } from 'lucide-react';
import type { Appointment } from '@adiestra/shared';
import { reminderMessage } from '@adiestra/shared/whatsapp';
import { Button } from '@/components/ui/button';
import { RecordSessionLink } from '../links/record-session-link';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { WhatsappAction } from '../whatsapp-action';
import { AppointmentExtraActions } from './appointment-extras';
import { OwnerLinksButton } from './owner-links-button';

export type QuickAction = 'COMPLETED' | 'CANCELLED';

export interface AppointmentActionProps {
  /** The quick action running for this appointment, if any. */
  pending: QuickAction | undefined;
  onQuickAction: (appointment: Appointment, status: QuickAction) => void;
  onEdit: (appointment: Appointment) => void;
}

/**
 * From SCHEDULED: a WhatsApp reminder, complete or cancel at once; any appointment can be edited
 * (SPEC §4).
 */
export function AppointmentActions({
  appointment,
  pending,
  onQuickAction,
  onEdit,
}: AppointmentActionProps & { appointment: Appointment }) {
  const who = `${appointment.clientName} (${appointment.dogName})`;
  const trainer = useCurrentUser();
  return (
    <div className="flex flex-wrap items-center gap-2 md:justify-end">
      <RecordSessionLink appointment={appointment} />
      {appointment.status === 'SCHEDULED' ? (
        <>
          <WhatsappAction
            phone={appointment.clientPhone}
            who={who}
            target={{ appointmentId: appointment.id }}
            message={(shared) =>
              reminderMessage({
                ...appointment,
                ...shared,
                date: appointment.scheduledDate,
                time: appointment.scheduledTime,
                trainerName: `${trainer.firstName} ${trainer.lastName}`.trim(),
              })
            }
          />
          <OwnerLinksButton appointment={appointment} who={who} />
          <Button
            size="sm"
            variant="success"
            isLoading={pending === 'COMPLETED'}
            disabled={pending !== undefined}
            onClick={() => onQuickAction(appointment, 'COMPLETED')}
            icon={<CircleCheck aria-hidden="true" className="size-4" />}
            aria-label={`Marcar como completada la cita de ${who}`}
          >
            Completar
          </Button>
          <Button
            size="sm"
            variant="secondary"
            isLoading={pending === 'CANCELLED'}
            disabled={pending !== undefined}
            onClick={() => onQuickAction(appointment, 'CANCELLED')}
            icon={<Ban aria-hidden="true" className="size-4" />}
            aria-label={`Cancelar la cita de ${who}`}
          >
            Cancelar
          </Button>
        </>
      ) : null}
      <AppointmentExtraActions appointment={appointment} />
      <Button
        size="sm"
        variant="ghost"
        onClick={() => onEdit(appointment)}
        disabled={pending !== undefined}
        icon={<Pencil aria-hidden="true" className="size-4" />}
        aria-label={`Editar la cita de ${who}`}
      >
        Editar
      </Button>
    </div>
  );
}
