import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AvailabilityExceptionInputSchema,
  EXCEPTION_KIND_LABELS,
  EXCEPTION_KINDS,
  type AvailabilityExceptionInput,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCreateAvailabilityException } from '../../api/create-availability-exception';
import { useTrainerToday } from '../use-trainer-today';

type Values = {
  kind: 'CLOSED' | 'EXTRA';
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  reason: string;
};

/** A closed day, range of days or hours, or extra hours on a date (the shared schema's rules). */
export function ExceptionFormDialog({
  onClose,
  initial,
  title = 'Nueva excepción',
}: {
  onClose: () => void;
  initial?: Partial<Values>;
  title?: string;
}) {
  const today = useTrainerToday();
  const create = useCreateAvailabilityException();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, formState } = useForm<
    Values,
    unknown,
    AvailabilityExceptionInput
  >({
    resolver: zodResolver(AvailabilityExceptionInputSchema) as never,
    defaultValues: {
      kind: 'CLOSED',
      startDate: today,
      endDate: '',
      startTime: '',
      endTime: '',
      reason: '',
      ...initial,
    },
  });
  const { errors, isSubmitting } = formState;
  const kind = useWatch({ control, name: 'kind' });

  async function onSubmit(input: AvailabilityExceptionInput) {
    setFailure(null);
    try {
      const created = await create.mutateAsync(input);
      toast({
        variant: 'success',
        title: created.kind === 'CLOSED' ? 'Horario bloqueado' : 'Horas extra añadidas',
      });
      onClose();
    } catch (caught) {
      const fields = ['startDate', 'endDate', 'startTime', 'endTime', 'kind'] as const;
      if (!applyServerFieldErrors(caught, setError, [...fields])) {
        setFailure(getErrorMessage(caught, 'Error al guardar la excepción'));
      }
    }
  }

  return (
    <Dialog open onClose={onClose} title={title} dismissible={!isSubmitting}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        <Select label="Tipo" error={errors.kind?.message} {...register('kind')}>
          {EXCEPTION_KINDS.map((k) => (
            <option key={k} value={k}>
              {EXCEPTION_KIND_LABELS[k]}
            </option>
          ))}
        </Select>
        <div className="grid grid-cols-2 gap-4">
          <Input
            label="Fecha"
            type="date"
            required
            min={today}
            data-autofocus
            error={errors.startDate?.message}
            {...register('startDate')}
          />
          {kind === 'CLOSED' ? (
            <Input
              label="Hasta (opcional)"
              type="date"
              min={today}
              error={errors.endDate?.message}
              {...register('endDate')}
            />
          ) : null}
        </div>
        <div className="grid grid-cols-2 gap-4">
          <Input
            label="Desde"
            type="time"
            required={kind === 'EXTRA'}
            hint={kind === 'CLOSED' ? 'Vacío: todo el día' : undefined}
            error={errors.startTime?.message}
            {...register('startTime')}
          />
          <Input
            label="Hasta"
            type="time"
            required={kind === 'EXTRA'}
            error={errors.endTime?.message}
            {...register('endTime')}
          />
        </div>
        <Input label="Motivo (opcional)" error={errors.reason?.message} {...register('reason')} />
        <FormActions
          onCancel={onClose}
          submitting={isSubmitting}
          submitLabel={kind === 'CLOSED' ? 'Bloquear' : 'Añadir horas'}
          inDialog
        />
      </form>
    </Dialog>
  );
}
