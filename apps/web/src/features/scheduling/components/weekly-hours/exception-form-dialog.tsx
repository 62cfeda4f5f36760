import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AvailabilityExceptionInputSchema,
  EXCEPTION_KIND_LABELS,
  EXCEPTION_KINDS,
  type Appointment,
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
import { getBlockedAppointments } from '../../api/get-blocked-appointments';
import { BlockedAppointmentsWarning } from './blocked-appointments-warning';
import { useTrainerToday } from '../use-trainer-today';

type Values = {
  kind: 'CLOSED' | 'EXTRA';
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  reason: string;
};

/** The block's time as typed: a warning given for one time no longer holds for another. */
const blockKey = (v: {
  startDate: string;
  endDate?: string | null;
  startTime?: string | null;
  endTime?: string | null;
}) => [v.startDate, v.endDate || v.startDate, v.startTime || '', v.endTime || ''].join('|');

/**
 * A closed day, range of days or hours, or extra hours on a date (the shared schema's rules). A
 * closure over confirmed appointments first lists them and offers to tell the owners (issue 27).
 */
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
  const [review, setReview] = useState<{ key: string; appointments: Appointment[] } | null>(null);
  const [notify, setNotify] = useState(true);
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
  const [startDate, endDate, startTime, endTime] = useWatch({
    control,
    name: ['startDate', 'endDate', 'startTime', 'endTime'],
  });
  const reviewed =
    kind === 'CLOSED' && review?.key === blockKey({ startDate, endDate, startTime, endTime })
      ? review.appointments
      : null;

  async function onSubmit(input: AvailabilityExceptionInput) {
    setFailure(null);
    try {
      const closing = input.kind === 'CLOSED';
      if (closing && review?.key !== blockKey(input)) {
        const appointments = await getBlockedAppointments({
          startDate: input.startDate,
          endDate: input.endDate ?? null,
          startTime: input.startTime ?? null,
          endTime: input.endTime ?? null,
        });
        if (appointments.length > 0) {
          // Shown, not saved: the trainer reads the list and presses "Bloquear igualmente".
          setReview({ key: blockKey(input), appointments });
          return;
        }
      }
      const created = await create.mutateAsync({
        ...input,
        notifyOwners: closing && notify && review?.key === blockKey(input),
      });
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
        {reviewed ? (
          <BlockedAppointmentsWarning
            appointments={reviewed}
            notify={notify}
            onNotify={setNotify}
          />
        ) : null}
        <FormActions
          onCancel={onClose}
          submitting={isSubmitting}
          submitLabel={
            kind === 'CLOSED' ? (reviewed ? 'Bloquear igualmente' : 'Bloquear') : 'Añadir horas'
          }
          inDialog
        />
      </form>
    </Dialog>
  );
}
