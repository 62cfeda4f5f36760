import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ApproveRequestSchema,
  notPastDate,
  type AppointmentRequest,
  type ApproveRequestInput,
  type ApproveRequestPayload,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { useApproveRequest } from '../../api/approve-request';
import { dogSummary } from '../appointments/appointment-text';
import { useTrainerToday } from '../use-trainer-today';
import { preferredWhen } from './request-text';
import { track } from '@/lib/analytics';
import { FormActions } from '@/components/ui/form-actions';

/** Approve: a date from today, a time and notes; an overlap is shown as a conflict (409). */
export function ApproveDialog({
  request,
  onClose,
}: {
  request: AppointmentRequest | null;
  onClose: () => void;
}) {
  return request ? <ApproveForm key={request.id} request={request} onClose={onClose} /> : null;
}

function ApproveForm({ request, onClose }: { request: AppointmentRequest; onClose: () => void }) {
  const today = useTrainerToday();
  const approve = useApproveRequest();
  const { toast } = useToast();
  const [failure, setFailure] = useState<{ conflict: boolean; message: string } | null>(null);
  const schema = useMemo(
    () => ApproveRequestSchema.superRefine(notPastDate('scheduledDate', today)),
    [today],
  );
  const { register, handleSubmit, formState } = useForm<
    ApproveRequestInput,
    unknown,
    ApproveRequestPayload
  >({
    resolver: zodResolver(schema),
    defaultValues: {
      scheduledDate: request.requestedDate >= today ? request.requestedDate : today,
      scheduledTime: request.requestedTime ?? '',
      notes: '',
    },
  });
  const { errors, isSubmitting } = formState;

  // Analytics: the form's name and outcome only, never what was typed.
  const formName = 'appointment-request-approve';
  async function onSubmit(payload: ApproveRequestPayload) {
    setFailure(null);
    try {
      await approve.mutateAsync({ id: request.id, payload });
      track.formSubmit(formName, 'success');
      toast({
        variant: 'success',
        title: 'Solicitud aprobada',
        description: 'La cita ya está entre tus citas confirmadas.',
      });
      onClose();
    } catch (caught) {
      track.formSubmit(formName, 'error');
      const conflict = isApiError(caught) && caught.status === 409;
      setFailure({ conflict, message: getErrorMessage(caught, 'Error al aprobar la solicitud') });
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Aprobar solicitud"
      description={`${request.clientName} · ${dogSummary(request)}. Prefiere: ${preferredWhen(request)}.`}
      dismissible={!isSubmitting}
    >
      <form
        onSubmit={handleSubmit(onSubmit, () => track.formSubmit(formName, 'invalid'))}
        noValidate
        className="space-y-4"
      >
        {failure ? (
          <Alert variant="error" title={failure.conflict ? 'Conflicto de horario' : undefined}>
            {failure.message}
          </Alert>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="Fecha"
            type="date"
            required
            min={today}
            data-autofocus
            error={errors.scheduledDate?.message}
            {...register('scheduledDate')}
          />
          <Input
            label="Hora"
            type="time"
            required
            error={errors.scheduledTime?.message}
            {...register('scheduledTime')}
          />
        </div>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          Duración: {request.duration} minutos.
        </p>
        <Textarea label="Notas" rows={3} error={errors.notes?.message} {...register('notes')} />
        <FormActions
          onCancel={onClose}
          submitting={isSubmitting}
          submitLabel="Aprobar"
          submitVariant="success"
          inDialog
        />
      </form>
    </Dialog>
  );
}
