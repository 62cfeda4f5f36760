import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { CircleCheck, LoaderCircle, TriangleAlert } from 'lucide-react';
import {
  SCHEDULING_MESSAGES,
  isPastDate,
  isRealDate,
  type Appointment,
  type MoveCheck,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { formatLongDay } from '@/lib/format-day';
import { useMoveCheck } from '../../api/check-move';
import { useUpdateAppointment } from '../../api/update-appointment';
import { appointmentWhen } from '../appointments/appointment-text';
import { useTrainerToday } from '../use-trainer-today';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Moving an appointment, from a drag or from the keyboard: the new date and time, the server's
 * answer for it (issue 26: why it would refuse the move, or which of the booking page's rules it
 * breaks — a warning, not a refusal), and a confirmation. The change goes through the
 * appointment's one update path, which also tells the owner by e-mail. A past date is refused at
 * once with the shared rule's message (issue 27), and the server is not asked about it: the
 * dialog never offers to move it "igualmente" and then fails.
 */
export function MoveAppointmentDialog({
  appointment,
  target,
  onClose,
}: {
  appointment: Appointment;
  /** Where a drag dropped it; absent from the keyboard (the form starts at its current time). */
  target?: { date: string; time: string } | undefined;
  onClose: () => void;
}) {
  const [date, setDate] = useState(target?.date ?? appointment.scheduledDate);
  const [time, setTime] = useState(target?.time ?? appointment.scheduledTime);
  const [errors, setErrors] = useState<{ date?: string; time?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateAppointment();
  const { toast } = useToast();
  const today = useTrainerToday();
  const past = isRealDate(date) && isPastDate(date, today);
  const valid = isRealDate(date) && TIME.test(time) && !past;
  const unchanged = date === appointment.scheduledDate && time === appointment.scheduledTime;
  const check = useMoveCheck(appointment.id, date, time, valid && !unchanged);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setFailure(null);
    if (!isRealDate(date)) return setErrors({ date: 'Fecha no válida' });
    if (past) return setErrors({ date: SCHEDULING_MESSAGES.pastDate });
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
            min={today}
            value={date}
            error={past ? SCHEDULING_MESSAGES.pastDate : errors.date}
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
        {valid && !unchanged ? (
          <MoveCheckAnswer
            answer={check.data}
            checking={check.isFetching}
            failed={check.isError && !check.data}
          />
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

const line = 'flex min-h-11 items-center gap-2 text-sm';

/**
 * The server's answer for the chosen time. While the next time is checked the last answer stays
 * (greyed, aria-busy) so the dialog does not jump; before the first one, a line of the same height.
 */
function MoveCheckAnswer({
  answer,
  checking,
  failed,
}: {
  answer: MoveCheck | undefined;
  checking: boolean;
  failed: boolean;
}) {
  let content: ReactNode;
  if (!answer) {
    content = failed ? (
      <p role="status" className={`${line} text-gray-600 dark:text-gray-300`}>
        No se pudo comprobar la nueva hora. Puedes intentar moverla igualmente.
      </p>
    ) : (
      <p role="status" className={`${line} text-gray-600 dark:text-gray-300`}>
        <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />
        Comprobando la nueva hora…
      </p>
    );
  } else if (answer.refusal) {
    content = (
      <Alert variant="error" title="No se puede mover a esta hora">
        {answer.refusal}
      </Alert>
    );
  } else if (answer.warnings.length > 0) {
    content = (
      <div
        role="status"
        className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div>
          <p className="font-medium">Tu página de reservas no ofrecería esta hora:</p>
          <ul className="list-disc pl-5">
            {answer.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
          <p>Puedes moverla igualmente.</p>
        </div>
      </div>
    );
  } else {
    content = (
      <p role="status" className={`${line} text-green-800 dark:text-green-200`}>
        <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
        Hora libre y dentro de tus reglas de reserva.
      </p>
    );
  }
  return (
    <div
      data-testid="move-check"
      aria-busy={checking}
      className={checking && answer ? 'opacity-60 transition-opacity' : undefined}
    >
      {content}
    </div>
  );
}
