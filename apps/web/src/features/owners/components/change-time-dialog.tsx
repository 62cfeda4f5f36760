import { useId, useState } from 'react';
import { addDays, todayIn, type OwnerAppointment, type OwnerTrainer } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useFreeTimes } from '../api/get-free-times';
import { useRequestTimeChange } from '../api/request-time-change';
import { formatOwnerWhen } from './owner-time';

/**
 * "Pedir otra hora": a day, then one of the times the trainer's booking page offers that day
 * for this appointment's length. The appointment stands until the trainer approves.
 */
export function ChangeTimeDialog({
  link,
  appointment,
  trainer,
  onClose,
}: {
  link: string | null;
  appointment: OwnerAppointment;
  trainer: OwnerTrainer;
  onClose: () => void;
}) {
  const today = todayIn(trainer.timeZone);
  const [date, setDate] = useState(addDays(today, 1));
  const [time, setTime] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const times = useFreeTimes(link, appointment.id, date);
  const change = useRequestTimeChange();
  const { toast } = useToast();
  const legendId = useId();

  async function submit(event: React.SyntheticEvent) {
    event.preventDefault();
    setFailure(null);
    if (!time) {
      setFailure('Elige una hora libre.');
      return;
    }
    try {
      const message = await change.mutateAsync({
        link,
        appointmentId: appointment.id,
        to: { date, time },
      });
      toast({ variant: 'success', title: message || 'Petición enviada' });
      onClose();
    } catch (caught) {
      setFailure(getErrorMessage(caught, 'No se pudo pedir el cambio'));
    }
  }

  const slots = times.data?.slots ?? [];
  return (
    <Dialog
      open
      onClose={onClose}
      title="Pedir otra hora"
      description={`Ahora: ${formatOwnerWhen(appointment.date, appointment.time, trainer.timeZone)}. La cita sigue en pie hasta que ${trainer.businessName ?? trainer.name} apruebe el cambio.`}
      dismissible={!change.isPending}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        <Input
          label="Día"
          type="date"
          min={today}
          value={date}
          required
          data-autofocus
          onChange={(event) => {
            setDate(event.target.value);
            setTime('');
          }}
        />
        <fieldset aria-describedby={legendId}>
          <legend className="text-sm font-medium text-gray-900 dark:text-gray-100">
            Hora libre
          </legend>
          <p id={legendId} className="sr-only">
            Las horas que {trainer.name} tiene libres ese día
          </p>
          {times.isLoading ? (
            <Spinner className="mt-3 size-5" label="Buscando horas libres" />
          ) : times.isError ? (
            <Alert variant="error" className="mt-2">
              {getErrorMessage(times.error, 'No se pudieron cargar las horas')}
            </Alert>
          ) : slots.length === 0 ? (
            <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
              No hay horas libres ese día. Prueba otro.
            </p>
          ) : (
            <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
              {slots.map((slot) => (
                <label
                  key={slot.time}
                  className="flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-gray-300 px-2 py-2 text-sm text-gray-900 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 dark:border-gray-700 dark:text-gray-100 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-950"
                >
                  <input
                    type="radio"
                    name="time"
                    value={slot.time}
                    checked={time === slot.time}
                    onChange={() => setTime(slot.time)}
                    className="size-4 accent-brand-600"
                  />
                  {slot.time}
                </label>
              ))}
            </div>
          )}
        </fieldset>
        <FormActions
          onCancel={onClose}
          submitting={change.isPending}
          submitLabel="Pedir el cambio"
          inDialog
        />
      </form>
    </Dialog>
  );
}
