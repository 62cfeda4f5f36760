import { useState } from 'react';
import { timeToMinutes, zonedToUtc, type Appointment } from '@adiestra/shared';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useAnnounceBonoUse } from '@/lib/undo-bono-use';
import { updateAppointment } from '../../api/update-appointment';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateScheduling } from '../../api/scheduling-keys';
import type { QuickAction } from './appointment-actions';

/**
 * Complete or cancel from SCHEDULED, tracked per appointment so only that row's buttons wait.
 * Cancelling asks first (`confirming`), and so does completing an appointment that has not
 * started yet (on the trainer's clock): one stray click must not close a future visit.
 */
export function useQuickActions() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [pending, setPending] = useState<Record<string, QuickAction>>({});
  const [confirming, setConfirming] = useState<{
    appointment: Appointment;
    status: QuickAction;
  } | null>(null);
  const { timeZone } = useCurrentUser();
  const announceBonoUse = useAnnounceBonoUse();
  const isFuture = (a: Appointment) =>
    zonedToUtc(a.scheduledDate, timeToMinutes(a.scheduledTime), timeZone).getTime() > Date.now();

  async function run(appointment: Appointment, status: QuickAction) {
    setPending((p) => ({ ...p, [appointment.id]: status }));
    try {
      const saved = await updateAppointment({ id: appointment.id, changes: { status } });
      await invalidateScheduling(queryClient);
      toast({
        variant: 'success',
        title: status === 'COMPLETED' ? 'Cita marcada como completada' : 'Cita cancelada',
      });
      announceBonoUse(saved.bonoUse);
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
      if (status === 'CANCELLED' || isFuture(appointment)) setConfirming({ appointment, status });
      else void run(appointment, status);
    },
    confirm: () => {
      if (confirming) void run(confirming.appointment, confirming.status);
      setConfirming(null);
    },
    dismiss: () => setConfirming(null),
  };
}
