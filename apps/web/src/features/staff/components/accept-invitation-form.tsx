import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AcceptInvitationFormSchema,
  type AcceptInvitationForm as Values,
  type InvitationPreview,
  type SignedInPayload,
} from '@adiestra/shared';
import { PasswordStrengthMeter } from '@/components/password-strength-meter';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { applyServerFieldErrors, clearOnEdit } from '@/lib/form-errors';
import { useAcceptInvitation } from '../api/accept-invitation';

/**
 * The new member's name and password (sign-up's rules, with a confirmation). The e-mail is the
 * invitation's and is shown, not typed. A link that stopped working meanwhile goes to `onGone`.
 */
export function AcceptInvitationForm({
  token,
  invitation,
  onAccepted,
  onGone,
}: {
  token: string;
  invitation: InvitationPreview;
  onAccepted: (session: SignedInPayload) => void;
  onGone: (message: string) => void;
}) {
  const accept = useAcceptInvitation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(AcceptInvitationFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { name: '', password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const editClears = clearOnEdit(clearErrors, () => setFormError(null));

  async function onSubmit(values: Values) {
    try {
      onAccepted(await accept.mutateAsync({ token, name: values.name, password: values.password }));
    } catch (caught) {
      if (isApiError(caught) && (caught.status === 404 || caught.status === 410)) {
        onGone(caught.message);
        return;
      }
      if (!applyServerFieldErrors(caught, setError, ['name', 'password'])) {
        setFormError(getErrorMessage(caught, 'No se pudo crear tu cuenta'));
      }
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <Input label="Email" type="email" value={invitation.email} readOnly autoComplete="email" />
      <Input
        label="Nombre completo"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name', editClears('name'))}
      />
      <div className="space-y-2">
        <PasswordInput
          label="Contraseña"
          autoComplete="new-password"
          required
          hint="Mínimo 8 caracteres. Mezcla mayúsculas, minúsculas, números y símbolos."
          error={errors.password?.message}
          {...register('password', editClears('password'))}
        />
        <PasswordStrengthMeter password={password} />
      </div>
      <PasswordInput
        label="Confirmar contraseña"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword', editClears('confirmPassword'))}
      />
      <Button type="submit" className="w-full" isLoading={isSubmitting}>
        {isSubmitting ? 'Creando tu cuenta...' : 'Unirme al equipo'}
      </Button>
    </form>
  );
}
