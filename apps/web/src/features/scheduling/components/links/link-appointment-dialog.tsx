import { useState, type SyntheticEvent } from 'react';
import type { Appointment } from '@adiestra/shared';
import { ClientDogPicker } from '@/components/entity-selectors';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useLinkAppointment } from '../../api/link-appointment';
import { dogSummary } from '../appointments/appointment-text';

/** 'Vincular': an unlinked appointment gets one of the trainer's clients and that client's dog. */
export function LinkAppointmentDialog({
  appointment,
  onClose,
}: {
  appointment: Appointment | null;
  onClose: () => void;
}) {
  return appointment ? (
    <LinkForm key={appointment.id} appointment={appointment} onClose={onClose} />
  ) : null;
}

function LinkForm({ appointment, onClose }: { appointment: Appointment; onClose: () => void }) {
  const link = useLinkAppointment();
  const { toast } = useToast();
  const [clientId, setClientId] = useState('');
  const [dogId, setDogId] = useState('');
  const [errors, setErrors] = useState<{ client?: string; dog?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    const missing = {
      ...(clientId ? {} : { client: 'Selecciona un cliente' }),
      ...(dogId ? {} : { dog: 'Selecciona un perro' }),
    };
    setErrors(missing);
    if (missing.client || missing.dog) return;
    setFailure(null);
    try {
      await link.mutateAsync({ id: appointment.id, link: { clientId, dogId } });
      toast({ variant: 'success', title: 'Cita vinculada' });
      onClose();
    } catch (caught) {
      setFailure(getErrorMessage(caught, 'Error al vincular la cita'));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Vincular cita"
      description={`${appointment.clientName} · ${dogSummary(appointment)}`}
      dismissible={!link.isPending}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        <ClientDogPicker
          clientId={clientId}
          dogId={dogId}
          onChange={(picked) => {
            setClientId(picked.clientId);
            setDogId(picked.dogId);
          }}
          errors={errors}
          clientPlaceholder="Escribe para buscar por nombre"
        />
        <FormActions
          onCancel={onClose}
          submitting={link.isPending}
          submitLabel="Vincular"
          inDialog
        />
      </form>
    </Dialog>
  );
}
