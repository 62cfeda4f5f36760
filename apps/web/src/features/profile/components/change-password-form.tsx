import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ChangePasswordFormSchema,
  type ChangePasswordForm as ChangePasswordValues,
} from '@adiestra/shared';
import { PasswordStrengthMeter } from '@/components/password-strength-meter';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordInput } from '@/components/ui/password-input';
import { getErrorMessage } from '@/lib/api-error';
import { applyServerFieldErrors, clearOnEdit } from '@/lib/form-errors';
import { track } from '@/lib/analytics';
import { useChangePassword } from '../api/change-password';

type Banner = { variant: 'success' | 'error'; message: string } | null;

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const [banner, setBanner] = useState<Banner>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ChangePasswordFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY,
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const editClears = clearOnEdit(clearErrors, () => setBanner(null));

  async function onSubmit(values: ChangePasswordValues) {
    setBanner(null);
    try {
      const message = await changePassword.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      reset(EMPTY);
      setBanner({ variant: 'success', message });
      track.formSubmit('change-password', 'success');
    } catch (caught) {
      track.formSubmit('change-password', 'error');
      // "La contraseña actual no es correcta" belongs under the current-password field.
      if (!applyServerFieldErrors(caught, setError, ['currentPassword', 'newPassword'])) {
        setBanner({
          variant: 'error',
          message: getErrorMessage(caught, 'Error al cambiar la contraseña'),
        });
      }
    }
  }

  return (
    <form
      onSubmit={handleSubmit(onSubmit, () => track.formSubmit('change-password', 'invalid'))}
      noValidate
      className="space-y-5"
    >
      {banner ? <Alert variant={banner.variant}>{banner.message}</Alert> : null}
      <PasswordInput
        label="Contraseña actual"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...register('currentPassword', editClears('currentPassword'))}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <PasswordInput
            label="Nueva contraseña"
            autoComplete="new-password"
            required
            error={errors.newPassword?.message}
            {...register('newPassword', editClears('newPassword'))}
          />
          <PasswordStrengthMeter password={newPassword} />
        </div>
        <PasswordInput
          label="Confirmar nueva contraseña"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword', editClears('confirmPassword'))}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" isLoading={isSubmitting}>
          {isSubmitting ? 'Guardando...' : 'Cambiar contraseña'}
        </Button>
      </div>
    </form>
  );
}
