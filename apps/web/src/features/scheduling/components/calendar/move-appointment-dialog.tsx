import { useState, type SyntheticEvent } from 'react';
import { TriangleAlert } from 'lucide-react';
import { isRealDate, type Appointment, type Calendar } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { formatLongDay } from '@/lib/format-day';
import { useUpdateAppointment } from '../../api/update-appointment';
import { appointmentWhen } from '../appointments/appointment-text';
import { moveWarnings } from './move-warnings';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Moving an appointment, from a drag or from the keyboard: the new date and time, what the move
 * breaks of the public page's rules (a warning, not a refusal), and a confirmation. The change
 * goes through the appointment's one update path, which also tells the owner by e-mail.
 */
export function MoveAppointmentDialog({
  appointment,
  target,
  data,
  onClose,
}: {
  appointment: Appointment;
  /** Where a drag dropped it; absent from the keyboard (the form starts at its current time). */
  target?: { date: string; time: string } | undefined;
  data: Calendar;
  onClose: () => void;
}) {
  const [date, setDate] = useState(target?.date ?? appointment.scheduledDate);
  const [time, setTime] = useState(target?.time ?? appointment.scheduledTime);
  const [errors, setErrors] = useState<{ date?: string; time?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateAppointment();
  const { toast } = useToast();
  const valid = isRealDate(date) && TIME.test(time);
  const unchanged = date === appointment.scheduledDate && time === appointment.scheduledTime;
  const warnings = valid ? moveWarnings(data, appointment, date, time, new Date()) : [];

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setFailure(null);
    if (!isRealDate(date)) return setErrors({ date: 'Fecha no válida' });
    if (!TIME.test(time)) return setErrors({ time: 'Hora no válida. Use formato HH:mm' });
    if (unchanged) return setErrors({ time: 'Elige otra fecha u hora' });
    setErrors({});
    try {
      await update.mutateAsync({
        id: appointment.id,
        changes: { scheduledDate: date, scheduledTime: time },
      });
      toast({ variant: 'success', title: 'Cita movida' });
      onClose();
    } catch (caught) {
      const fields = isApiError(caught) ? caught.fieldErrors : {};
      if (fields.scheduledDate || fields.scheduledTime) {
        setErrors({ date: fields.scheduledDate, time: fields.scheduledTime });
      }
      setFailure(getErrorMessage(caught, 'Error al mover la cita'));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Mover cita"
      description={`${appointment.clientName} (${appointment.dogName}) · ahora ${appointmentWhen(appointment)}`}
      dismissible={!update.isPending}
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        <div className="grid grid-cols-2 gap-4">
          <Input
            label="Nueva fecha"
            type="date"
            required
            data-autofocus
            value={date}
            error={errors.date}
            onChange={(e) => setDate(e.target.value)}
          />
          <Input
            label="Nueva hora"
            type="time"
            required
            step={300}
            value={time}
            error={errors.time}
            onChange={(e) => setTime(e.target.value)}
          />
        </div>
        {valid && !unchanged ? (
          <p className="text-sm text-gray-800 dark:text-gray-200">
            La cita pasará al {formatLongDay(date)} a las {time}. Se avisará al cliente por e-mail.
          </p>
        ) : null}
        {warnings.length > 0 ? (
          <div
            role="status"
            className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div>
              <p className="font-medium">Tu página de reservas no ofrecería esta hora:</p>
              <ul className="list-disc pl-5">
                {warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
              <p>Puedes moverla igualmente.</p>
            </div>
          </div>
        ) : null}
        <FormActions
          onCancel={onClose}
          submitting={update.isPending}
          submitLabel="Confirmar cambio"
          inDialog
        />
      </form>
    </Dialog>
  );
}
