import { useState, type SyntheticEvent } from 'react';
import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_STATUS_LABELS,
  type Appointment,
  type AppointmentEditScope,
  type AppointmentStatus,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useUpdateAppointment } from '../../api/update-appointment';
import { NOTES_SHARED_HINT, appointmentWhen } from './appointment-text';
import { FormActions } from '@/components/ui/form-actions';
import { SeriesScopeChoice } from './series-scope-choice';

/**
 * The edit modal: any of the three statuses, notes (SPEC §4), and the date and time; a new date or
 * time is sent only when changed, and the server e-mails the owner the updated calendar file.
 */
export function EditAppointmentDialog({
  appointment,
  onClose,
}: {
  appointment: Appointment | null;
  onClose: () => void;
}) {
  return appointment ? (
    // Keyed so each opening starts from the appointment's current values.
    <EditForm key={appointment.id} appointment={appointment} onClose={onClose} />
  ) : null;
}

function EditForm({ appointment, onClose }: { appointment: Appointment; onClose: () => void }) {
  const update = useUpdateAppointment();
  const { toast } = useToast();
  const [status, setStatus] = useState<AppointmentStatus>(appointment.status);
  const [notes, setNotes] = useState(appointment.notes ?? '');
  const [date, setDate] = useState(appointment.scheduledDate);
  const [time, setTime] = useState(appointment.scheduledTime);
  const [scope, setScope] = useState<AppointmentEditScope>('one');
  const moved = date !== appointment.scheduledDate || time !== appointment.scheduledTime;
  const following = scope === 'following' && appointment.seriesId != null;

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    try {
      const when = moved ? { scheduledDate: date, scheduledTime: time } : {};
      const changes = { status, notes, ...when, ...(following ? { scope } : {}) };
      await update.mutateAsync({ id: appointment.id, changes });
      toast({ variant: 'success', title: following ? 'Citas actualizadas' : 'Cita actualizada' });
      onClose();
    } catch {
      // The message is shown inside the dialog from `update.error`.
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Editar cita"
      description={`${appointment.clientName} · ${appointmentWhen(appointment)}`}
      dismissible={!update.isPending}
    >
      <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
        {update.isError ? (
          <Alert variant="error">
            {getErrorMessage(update.error, 'Error al actualizar la cita')}
          </Alert>
        ) : null}
        {appointment.seriesId ? <SeriesScopeChoice value={scope} onChange={setScope} /> : null}
        <Select
          label="Estado"
          value={status}
          onChange={(e) => setStatus(e.target.value as AppointmentStatus)}
          data-autofocus
        >
          {APPOINTMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {APPOINTMENT_STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="Fecha"
            type="date"
            required
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
          <Input
            label="Hora"
            type="time"
            required
            value={time}
            onChange={(e) => setTime(e.target.value)}
          />
        </div>
        {moved && status === 'SCHEDULED' ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">
            {following
              ? `Enviaremos a ${appointment.clientName} un e-mail con las nuevas fechas y horas.`
              : `Enviaremos a ${appointment.clientName} un e-mail con la nueva fecha y hora.`}
          </p>
        ) : null}
        <Textarea
          label="Notas"
          hint={NOTES_SHARED_HINT}
          value={notes}
          maxLength={2000}
          onChange={(e) => setNotes(e.target.value)}
        />
        <FormActions
          onCancel={onClose}
          submitting={update.isPending}
          submitLabel="Guardar cambios"
          inDialog
        />
      </form>
    </Dialog>
  );
}
