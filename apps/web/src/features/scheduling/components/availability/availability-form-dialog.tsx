import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AvailabilityInputSchema,
  notPastDate,
  type AvailabilityInput,
  type AvailabilitySlot,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCreateAvailability } from '../../api/create-availability';
import { useUpdateAvailability } from '../../api/update-availability';
import { useTrainerToday } from '../use-trainer-today';
import { track } from '@/lib/analytics';
import { FormActions } from '@/components/ui/form-actions';

/** `slot` null: closed; 'new': create; a slot: edit it. */
export type FormTarget = AvailabilitySlot | 'new' | null;

export function AvailabilityFormDialog({
  target,
  onClose,
}: {
  target: FormTarget;
  onClose: () => void;
}) {
  if (target === null) return null;
  return (
    <SlotForm
      key={target === 'new' ? 'new' : target.id}
      slot={target === 'new' ? null : target}
      onClose={onClose}
    />
  );
}

/** Every rule of SPEC §5 Availability form, from the shared schema, plus "not before today". */
function SlotForm({ slot, onClose }: { slot: AvailabilitySlot | null; onClose: () => void }) {
  const today = useTrainerToday();
  const create = useCreateAvailability();
  const update = useUpdateAvailability();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () => AvailabilityInputSchema.superRefine(notPastDate('date', today)),
    [today],
  );
  const { register, handleSubmit, setError, formState } = useForm<AvailabilityInput>({
    resolver: zodResolver(schema),
    defaultValues: slot
      ? { date: slot.date, startTime: slot.startTime, endTime: slot.endTime }
      : { date: today, startTime: '09:00', endTime: '13:00' },
  });
  const { errors, isSubmitting } = formState;

  // Analytics: the form's name and outcome only, never what was typed.
  const formName = slot ? 'availability-edit' : 'availability-new';
  async function onSubmit(input: AvailabilityInput) {
    setFailure(null);
    try {
      if (slot) await update.mutateAsync({ id: slot.id, input });
      else await create.mutateAsync(input);
      track.formSubmit(formName, 'success');
      toast({ variant: 'success', title: slot ? 'Horario actualizado' : 'Horario creado' });
      onClose();
    } catch (caught) {
      track.formSubmit(formName, 'error');
      if (!applyServerFieldErrors(caught, setError, ['date', 'startTime', 'endTime'])) {
        setFailure(getErrorMessage(caught, 'Error al guardar la disponibilidad'));
      }
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={slot ? 'Editar horario' : 'Nuevo horario'}
      dismissible={!isSubmitting}
    >
      <form
        onSubmit={handleSubmit(onSubmit, () => track.formSubmit(formName, 'invalid'))}
        noValidate
        className="space-y-4"
      >
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        <Input
          label="Fecha"
          type="date"
          required
          min={today}
          data-autofocus
          error={errors.date?.message}
          {...register('date')}
        />
        <div className="grid grid-cols-2 gap-4">
          <Input
            label="Hora de inicio"
            type="time"
            required
            error={errors.startTime?.message}
            {...register('startTime')}
          />
          <Input
            label="Hora de fin"
            type="time"
            required
            error={errors.endTime?.message}
            {...register('endTime')}
          />
        </div>
        <FormActions
          onCancel={onClose}
          submitting={isSubmitting}
          submitLabel={slot ? 'Guardar cambios' : 'Crear horario'}
          inDialog
        />
      </form>
    </Dialog>
  );
}
