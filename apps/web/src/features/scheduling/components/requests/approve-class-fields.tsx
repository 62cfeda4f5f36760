import { useState } from 'react';
import { ListPlus } from 'lucide-react';
import {
  CLASS_REQUEST_MESSAGES,
  type AppointmentRequest,
  type RequestMatch,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { useToast } from '@/components/ui/toast/toast-context';
import {
  bookingLinkErrors,
  bookingLinkPayload,
  type BookingLinkValue,
} from '@/components/booking-link-fields';
import { getErrorMessage } from '@/lib/api-error';
import { track } from '@/lib/analytics';
import { useApproveClassRequest } from '../../api/approve-class-request';
import { dogSummary } from '../appointments/appointment-text';
import { RequestLinkFields, initialLink } from './request-match-note';
import { classWhen } from './request-text';

/**
 * Approving a place asked for in a class (issue 29, decision 0091): no date to choose — the
 * class has one. The client and dog are confirmed as for an appointment; the dog takes a place,
 * or, when the class filled meanwhile, the trainer is told and may put it on the waiting list.
 */
export function ApproveClassFields({
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
  const [failure, setFailure] = useState<string | null>(null);
  const approve = useApproveClassRequest();
  const { toast } = useToast();
  const formName = 'class-request-approve';

  async function submit(waitlist: boolean) {
    setFailure(null);
    const missing = bookingLinkErrors(link);
    setLinkErrors(missing);
    if (missing.client || missing.dog) return;
    try {
      const result = await approve.mutateAsync({
        id: request.id,
        payload: { ...bookingLinkPayload(link, null), waitlist },
      });
      track.formSubmit(formName, 'success');
      toast({
        variant: 'success',
        title:
          result.outcome === 'waitlisted'
            ? CLASS_REQUEST_MESSAGES.waitlisted
            : course
              ? CLASS_REQUEST_MESSAGES.courseApproved
              : CLASS_REQUEST_MESSAGES.approved,
        description: `${request.dogName} · ${request.serviceType}, ${classWhen(request)}`,
      });
      onClose();
    } catch (caught) {
      track.formSubmit(formName, 'error');
      setFailure(getErrorMessage(caught, 'Error al aprobar la solicitud'));
    }
  }
  const course = Boolean(request.courseId);
  const full =
    failure === CLASS_REQUEST_MESSAGES.fullOnApprove ||
    failure === CLASS_REQUEST_MESSAGES.courseFullOnApprove;

  return (
    <Dialog
      open
      onClose={onClose}
      title={course ? 'Aprobar plaza en el curso' : 'Aprobar plaza en la clase'}
      description={`${request.clientName} · ${dogSummary(request)}. ${
        course ? `Curso: ${request.serviceType}, desde` : `Clase: ${request.serviceType},`
      } ${classWhen(request)}.`}
      dismissible={!approve.isPending}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit(false);
        }}
      >
        {failure ? (
          <Alert
            variant="error"
            title={
              full ? (course ? 'El curso está completo' : 'La clase está completa') : undefined
            }
            action={
              full ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={approve.isPending}
                  icon={<ListPlus aria-hidden="true" className="size-4" />}
                  onClick={() => void submit(true)}
                >
                  Apuntar a la lista de espera
                </Button>
              ) : undefined
            }
          >
            {failure}
          </Alert>
        ) : null}
        <RequestLinkFields
          request={request}
          match={match}
          value={link}
          onChange={setLink}
          errors={linkErrors}
        />
        <FormActions
          onCancel={onClose}
          submitting={approve.isPending}
          submitLabel="Aprobar y apuntar"
          submitVariant="success"
          inDialog
        />
      </form>
    </Dialog>
  );
}
