import { useState } from 'react';
import type { Appointment } from '@adiestra/shared';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { updateAppointment } from '../../api/update-appointment';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateScheduling } from '../../api/scheduling-keys';
import type { QuickAction } from './appointment-actions';

/**
 * Complete or cancel from SCHEDULED, tracked per appointment so only that row's buttons wait.
 * Cancelling asks first (`confirming`); completing does not.
 */
export function useQuickActions() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [pending, setPending] = useState<Record<string, QuickAction>>({});
  const [confirming, setConfirming] = useState<Appointment | null>(null);

  async function run(appointment: Appointment, status: QuickAction) {
    setPending((p) => ({ ...p, [appointment.id]: status }));
    try {
      await updateAppointment({ id: appointment.id, changes: { status } });
      await invalidateScheduling(queryClient);
      toast({
        variant: 'success',
        title: status === 'COMPLETED' ? 'Cita marcada como completada' : 'Cita cancelada',
      });
    } catch (error) {
      toast({
        variant: 'error',
        title: getErrorMessage(error, 'Error al cambiar el estado de la cita'),
      });
    } finally {
      setPending(({ [appointment.id]: _, ...rest }) => rest);
    }
  }

  return {
    pending,
    confirming,
    request: (appointment: Appointment, status: QuickAction) => {
      if (status === 'CANCELLED') setConfirming(appointment);
      else void run(appointment, status);
    },
    confirmCancel: () => {
      if (confirming) void run(confirming, 'CANCELLED');
      setConfirming(null);
    },
    dismiss: () => setConfirming(null),
  };
}
