import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ResetPasswordFormSchema,
  type ResetPasswordForm as ResetPasswordFormValues,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { getErrorMessage } from '@/lib/api-error';
import { applyServerFieldErrors, clearOnEdit } from '@/lib/form-errors';
import { track } from '@/lib/analytics';
import { useResetPassword } from '../api/reset-password';
import { AuthSubmit, NewPasswordInput, ConfirmPasswordInput } from './auth-form-parts';

/** New password + confirmation for a reset link's token; `onDone` receives the success text. */
export function ResetPasswordForm({
  token,
  onDone,
}: {
  token: string;
  onDone: (message: string) => void;
}) {
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ResetPasswordFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const editClears = clearOnEdit(clearErrors, () => setFormError(null));

  async function onSubmit(values: ResetPasswordFormValues) {
    try {
      onDone(await reset.mutateAsync({ token, newPassword: values.newPassword }));
      track.formSubmit('reset-password', 'success');
    } catch (caught) {
      track.formSubmit('reset-password', 'error');
      // A bad or expired token has no field of its own: it shows as the form's banner.
      if (!applyServerFieldErrors(caught, setError, ['newPassword'])) {
        setFormError(getErrorMessage(caught, 'No se pudo restablecer la contraseña'));
      }
    }
  }

  return (
    <form
      onSubmit={handleSubmit(onSubmit, () => track.formSubmit('reset-password', 'invalid'))}
      noValidate
      className="space-y-5"
    >
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <NewPasswordInput
        label="Nueva contraseña"
        hint="Mínimo 8 caracteres."
        password={newPassword}
        error={errors.newPassword?.message}
        {...register('newPassword', editClears('newPassword'))}
      />
      <ConfirmPasswordInput
        error={errors.confirmPassword?.message}
        {...register('confirmPassword', editClears('confirmPassword'))}
      />
      <AuthSubmit submitting={isSubmitting} busyLabel="Guardando...">
        Restablecer contraseña
      </AuthSubmit>
    </form>
  );
}
