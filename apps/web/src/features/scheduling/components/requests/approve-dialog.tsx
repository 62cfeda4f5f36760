import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ApproveRequestSchema,
  notPastDate,
  type AppointmentRequest,
  type ApproveRequestInput,
  type ApproveRequestPayload,
  type RequestMatch,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { useApproveRequest } from '../../api/approve-request';
import { NOTES_SHARED_HINT, dogSummary } from '../appointments/appointment-text';
import { useTrainerToday } from '../use-trainer-today';
import { preferredWhen } from './request-text';
import { isPlaceRequest } from './class-request-tag';
import { track } from '@/lib/analytics';
import { FormActions } from '@/components/ui/form-actions';
import { Spinner } from '@/components/ui/spinner';
import {
  bookingLinkErrors,
  bookingLinkPayload,
  type BookingLinkValue,
} from '@/components/booking-link-fields';
import { useRequestMatch } from '../../api/get-request-match';
import { ApproveClassFields } from './approve-class-fields';
import { RequestLinkFields, initialLink } from './request-match-note';

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

/** The approve form opens once the server's match is known: it starts from that suggestion. */
function ApproveForm({ request, onClose }: { request: AppointmentRequest; onClose: () => void }) {
  const match = useRequestMatch(request.id);
  if (match.data && isPlaceRequest(request))
    return <ApproveClassFields request={request} match={match.data} onClose={onClose} />;
  if (match.data) return <ApproveFields request={request} match={match.data} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} title="Aprobar solicitud">
      {match.isError ? (
        <Alert variant="error">
          {getErrorMessage(match.error, 'No se pudo buscar el cliente de la solicitud')}
        </Alert>
      ) : (
        <p className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-400">
          <Spinner /> Buscando el cliente y el perro…
        </p>
      )}
    </Dialog>
  );
}

function ApproveFields({
  request,
  match,
  onClose,
}: {
  request: AppointmentRequest;
  match: RequestMatch;
  onClose: () => void;
}) {
  const [link, setLink] = useState<BookingLinkValue>(() => initialLink(match));
  const [linkErrors, setLinkErrors] = useState<ReturnType<typeof bookingLinkErrors>>({});
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
  async function onSubmit(form: ApproveRequestPayload) {
    setFailure(null);
    const missing = bookingLinkErrors(link);
    setLinkErrors(missing);
    if (missing.client || missing.dog) return;
    // "New" here means new: the trainer saw the match and chose to create another client or dog.
    const payload = { ...form, ...bookingLinkPayload(link, null) };
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
        <RequestLinkFields
          request={request}
          match={match}
          value={link}
          onChange={setLink}
          errors={linkErrors}
        />
        <Textarea
          label="Notas"
          rows={3}
          hint={NOTES_SHARED_HINT}
          error={errors.notes?.message}
          {...register('notes')}
        />
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
