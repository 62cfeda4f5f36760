import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  REGISTER_PENDING_MESSAGE,
  RegisterFormSchema,
  splitFullName,
  type RegisterForm as RegisterFormValues,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/auth-context';
import { applyServerFieldErrors, clearOnEdit } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { track } from '@/lib/analytics';
import { useRegister } from '../api/register';
import {
  AuthSubmit,
  AuthSwitch,
  EmailInput,
  NewPasswordInput,
  ConfirmPasswordInput,
} from './auth-form-parts';

/**
 * Full name, email, password (+ strength) and confirmation. A response with a token logs the
 * user in at once (first account); otherwise `onPending` receives the server's message.
 */
export function RegisterForm({ onPending }: { onPending: (message: string) => void }) {
  const { loginSuccess } = useAuth();
  const registerMutation = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(RegisterFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const editClears = clearOnEdit(clearErrors, () => setFormError(null));

  async function onSubmit(values: RegisterFormValues) {
    const { firstName, lastName } = splitFullName(values.name);
    try {
      const result = await registerMutation.mutateAsync({
        firstName,
        lastName,
        email: values.email,
        password: values.password,
      });
      if (result.token && result.user) loginSuccess(result.user, result.token);
      else onPending(result.message ?? REGISTER_PENDING_MESSAGE);
      track.formSubmit('register', 'success');
    } catch (caught) {
      track.formSubmit('register', 'error');
      // The API validates first and last name separately; both belong to the one name field.
      if (isApiError(caught)) {
        const nameError = caught.fieldErrors.firstName ?? caught.fieldErrors.lastName;
        if (nameError) setError('name', { type: 'server', message: nameError });
      }
      const onFields = applyServerFieldErrors(caught, setError, ['email', 'password']);
      if (!onFields) setFormError(getErrorMessage(caught, 'Error en el registro'));
    }
  }

  return (
    <form
      onSubmit={handleSubmit(onSubmit, () => track.formSubmit('register', 'invalid'))}
      noValidate
      className="space-y-5"
    >
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <Input
        label="Nombre completo"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name', editClears('name'))}
      />
      <EmailInput error={errors.email?.message} {...register('email', editClears('email'))} />
      <NewPasswordInput
        label="Contraseña"
        hint="Mínimo 8 caracteres. Mezcla mayúsculas, minúsculas, números y símbolos."
        password={password}
        error={errors.password?.message}
        {...register('password', editClears('password'))}
      />
      <ConfirmPasswordInput
        error={errors.confirmPassword?.message}
        {...register('confirmPassword', editClears('confirmPassword'))}
      />
      <AuthSubmit submitting={isSubmitting} busyLabel="Creando cuenta...">
        Crear cuenta
      </AuthSubmit>
      <AuthSwitch question="¿Ya tienes cuenta?" to={paths.login.getHref()}>
        Inicia sesión
      </AuthSwitch>
    </form>
  );
}
