import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { ForgotPasswordSchema, type ForgotPassword } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { linkClass } from '@/components/ui/link-class';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { track } from '@/lib/analytics';
import { useRequestPasswordReset } from '../api/forgot-password';
import { AuthSubmit, EmailInput } from './auth-form-parts';

const FALLBACK_ERROR = 'Ocurrió un error al solicitar el restablecimiento de contraseña';
/** SPEC §8: a server that failed to handle the request gets its own text, not its internals. */
const SERVER_FAILED = 'No se pudo procesar la solicitud';

/** Asks for reset instructions. The answer is the same whether the e-mail exists or not. */
export function ForgotPasswordForm() {
  const resetRequest = useRequestPasswordReset();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ForgotPasswordSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '' },
  });

  async function onSubmit(values: ForgotPassword) {
    try {
      setSentMessage(await resetRequest.mutateAsync(values));
      track.formSubmit('forgot-password', 'success');
    } catch (caught) {
      track.formSubmit('forgot-password', 'error');
      const serverFailed = isApiError(caught) && caught.status >= 500;
      setFormError(serverFailed ? SERVER_FAILED : getErrorMessage(caught, FALLBACK_ERROR));
    }
  }

  const backLink = (
    <Link to={paths.login.getHref()} className={`inline-flex items-center gap-1.5 ${linkClass}`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Volver al inicio de sesión
    </Link>
  );

  if (sentMessage) {
    return (
      <div className="space-y-6">
        <Alert variant="success">{sentMessage}</Alert>
        <div className="text-center">{backLink}</div>
      </div>
    );
  }

  return (
    <form
      onSubmit={handleSubmit(onSubmit, () => track.formSubmit('forgot-password', 'invalid'))}
      noValidate
      className="space-y-5"
    >
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <EmailInput
        error={errors.email?.message}
        {...register('email', {
          onChange: () => {
            clearErrors('email');
            setFormError(null);
          },
        })}
      />
      <AuthSubmit submitting={isSubmitting} busyLabel="Enviando...">
        Enviar instrucciones
      </AuthSubmit>
      <div className="text-center">{backLink}</div>
    </form>
  );
}
