import { useState, type SyntheticEvent } from 'react';
import type { ClassEnrolInput } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast/toast-context';
import { ClientDogPicker } from '@/components/entity-selectors';
import { Link } from 'react-router';
import { linkClass } from '@/components/ui/link-class';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { paths } from '@/lib/paths';

interface Props {
  /** The form's heading and accessible name ("Apuntar un perro"). */
  title: string;
  submitText: string;
  /** The toast once done. */
  doneText: string;
  /** Shown when the server's refusal carries no message. */
  failureText: string;
  isPending: boolean;
  onSubmit: (input: ClassEnrolInput) => Promise<unknown>;
}

/** A client, then one of their dogs: the enrolment step and the waiting list's alike. */
export function DogPickerForm({
  title,
  submitText,
  doneText,
  failureText,
  isPending,
  onSubmit,
}: Props) {
  const { toast } = useToast();
  const [clientId, setClientId] = useState('');
  const [dogId, setDogId] = useState('');
  const [errors, setErrors] = useState<{ client?: string; dog?: string; form?: string }>({});
  // Issue 45: a refusal for unsigned documents links to the client's consents, to get them signed.
  const [unsignedOf, setUnsignedOf] = useState<string | null>(null);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const missing = {
      ...(clientId ? {} : { client: 'Selecciona un cliente' }),
      ...(dogId ? {} : { dog: 'Selecciona un perro' }),
    };
    setErrors(missing);
    setUnsignedOf(null);
    if (missing.client || missing.dog) return;
    try {
      await onSubmit({ clientId, dogId });
      toast({ variant: 'success', title: doneText });
      setDogId('');
    } catch (caught) {
      setErrors({ form: getErrorMessage(caught, failureText) });
      if (isApiError(caught) && caught.fieldErrors.requiredConsents) setUnsignedOf(clientId);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-3"
      aria-label={title}
    >
      <h3 className="text-sm font-semibold text-gray-900 dark:text-gray-100">{title}</h3>
      {errors.form ? (
        <Alert variant="error">
          {errors.form}
          {unsignedOf ? (
            <>
              {' '}
              <Link
                to={paths.clients.consents.getHref(unsignedOf)}
                className={`${linkClass} underline`}
              >
                Pedir la firma o registrarla en papel
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <ClientDogPicker
          clientId={clientId}
          dogId={dogId}
          onChange={(picked) => {
            setClientId(picked.clientId);
            setDogId(picked.dogId);
          }}
          errors={errors}
        />
      </div>
      <Button type="submit" isLoading={isPending}>
        {submitText}
      </Button>
    </form>
  );
}
