import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { LoginSchema, type Login } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { PasswordInput } from '@/components/ui/password-input';
import { getErrorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/auth-context';
import { applyServerFieldErrors, clearOnEdit } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { useLogin } from '../api/login';
import { AuthSubmit, AuthSwitch, EmailInput } from './auth-form-parts';
import { linkClass } from '@/components/ui/link-class';
import { track } from '@/lib/analytics';

/**
 * Email + password. On success the auth state changes and the guest guard moves the user on
 * (to the remembered page or the dashboard); this form does not navigate by itself. The green
 * `notice` (after registering) and the `warning` (why the server ended the last session) show
 * until the next attempt: a red error never sits under a stale green success.
 */
export function LoginForm({
  notice,
  warning,
}: {
  notice?: string | null;
  warning?: string | null;
}) {
  const { loginStart, loginSuccess, loginFailure, clearError, error } = useAuth();
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm({
    resolver: zodResolver(LoginSchema),
    // Errors disappear on edit and are only re-checked on the next submit (SPEC §5 Login).
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', password: '' },
  });

  // Leaving the page must not carry an old error to the next visit.
  useEffect(() => clearError, [clearError]);

  const editClears = clearOnEdit(clearErrors, () => {
    if (error) clearError();
  });

  async function onSubmit(values: Login) {
    loginStart();
    try {
      const { user, token } = await loginMutation.mutateAsync(values);
      loginSuccess(user, token);
      track.formSubmit('login', 'success');
    } catch (caught) {
      track.formSubmit('login', 'error');
      const onFields = applyServerFieldErrors(caught, setError, ['email', 'password']);
      loginFailure(onFields ? '' : getErrorMessage(caught, 'Error en el login'));
    }
  }

  return (
    <form
      onSubmit={handleSubmit(onSubmit, () => track.formSubmit('login', 'invalid'))}
      noValidate
      className="space-y-5"
    >
      {notice && submitCount === 0 ? <Alert variant="success">{notice}</Alert> : null}
      {warning && submitCount === 0 ? (
        <Alert variant="error" title="Sesión cerrada">
          {warning}
        </Alert>
      ) : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
      <EmailInput error={errors.email?.message} {...register('email', editClears('email'))} />
      <div className="space-y-2">
        <PasswordInput
          label="Contraseña"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password', editClears('password'))}
        />
        <div className="text-right">
          <Link to={paths.forgotPassword.getHref()} className={linkClass}>
            ¿Olvidaste tu contraseña?
          </Link>
        </div>
      </div>
      <AuthSubmit submitting={isSubmitting} busyLabel="Iniciando sesión...">
        Iniciar sesión
      </AuthSubmit>
      <AuthSwitch question="¿No tienes cuenta?" to={paths.register.getHref()}>
        Regístrate
      </AuthSwitch>
    </form>
  );
}
