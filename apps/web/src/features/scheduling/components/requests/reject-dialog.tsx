import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  RejectRequestSchema,
  type AppointmentRequest,
  type RejectRequestInput,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useRejectRequest } from '../../api/reject-request';
import { track } from '@/lib/analytics';
import { FormActions } from '@/components/ui/form-actions';

/** Reject with a reason, which the owner receives by e-mail. */
export function RejectDialog({
  request,
  onClose,
}: {
  request: AppointmentRequest | null;
  onClose: () => void;
}) {
  return request ? <RejectForm key={request.id} request={request} onClose={onClose} /> : null;
}

function RejectForm({ request, onClose }: { request: AppointmentRequest; onClose: () => void }) {
  const reject = useRejectRequest();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<RejectRequestInput>({
    resolver: zodResolver(RejectRequestSchema),
    defaultValues: { reason: '' },
  });

  // Analytics: the form's name and outcome only, never what was typed.
  const formName = 'appointment-request-reject';
  async function onSubmit({ reason }: RejectRequestInput) {
    setFailure(null);
    try {
      await reject.mutateAsync({ id: request.id, reason });
      track.formSubmit(formName, 'success');
      toast({ variant: 'success', title: 'Solicitud rechazada' });
      onClose();
    } catch (caught) {
      track.formSubmit(formName, 'error');
      setFailure(getErrorMessage(caught, 'Error al rechazar la solicitud'));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Rechazar solicitud"
      description={`${request.clientName} recibirá el motivo por email.`}
      dismissible={!formState.isSubmitting}
    >
      <form
        onSubmit={handleSubmit(onSubmit, () => track.formSubmit(formName, 'invalid'))}
        noValidate
        className="space-y-4"
      >
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        <Textarea
          label="Motivo del rechazo"
          required
          rows={4}
          maxLength={1000}
          data-autofocus
          error={formState.errors.reason?.message}
          {...register('reason')}
        />
        <FormActions
          onCancel={onClose}
          submitting={formState.isSubmitting}
          submitLabel="Rechazar"
          submitVariant="danger"
          inDialog
        />
      </form>
    </Dialog>
  );
}
