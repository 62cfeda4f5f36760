import type { Appointment } from '@adiestra/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { QuickAction } from './appointment-actions';
import { appointmentWhen } from './appointment-text';

/** The question before a quick action: always for Cancelar, for Completar before the visit. */
export function QuickActionConfirm({
  confirming,
  onConfirm,
  onCancel,
}: {
  confirming: { appointment: Appointment; status: QuickAction } | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const a = confirming?.appointment;
  const who = `${a?.clientName ?? ''} con ${a?.dogName ?? ''}`;
  const completing = confirming?.status === 'COMPLETED';
  return (
    <ConfirmDialog
      open={confirming !== null}
      title={completing ? 'Completar cita' : 'Cancelar cita'}
      message={
        completing
          ? `La cita de ${who} aún no ha llegado (${a ? appointmentWhen(a) : ''}). ¿Marcarla ya como completada?`
          : `¿Cancelar la cita de ${who}? Podrás volver a programarla desde «Editar».`
      }
      confirmText={completing ? 'Marcar como completada' : 'Cancelar cita'}
      cancelText="Volver"
      variant={completing ? 'primary' : 'danger'}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
