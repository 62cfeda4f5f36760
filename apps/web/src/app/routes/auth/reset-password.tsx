import { Link, useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordSchema } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { linkClass } from '@/components/ui/link-class';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { paths } from '@/lib/paths';
import { AuthLayout } from '../../layout/auth-layout';
import type { AuthRedirectState } from '../../guards/redirect-state';

/** Completes the forgot-password flow from the e-mailed link (?token=…). */
export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token') ?? '';
  // Same token rule as the server, so an obviously broken link fails before any typing.
  const tokenIsWellFormed = ResetPasswordSchema.shape.token.safeParse(token).success;

  const onDone = (message: string) => {
    const state: AuthRedirectState = { message };
    void navigate(paths.login.getHref(), { replace: true, state });
  };

  return (
    <AuthLayout title="Nueva contraseña" subtitle="Elige una contraseña nueva para tu cuenta.">
      <title>Restablecer contraseña · Adiestra</title>
      {tokenIsWellFormed ? (
        <ResetPasswordForm token={token} onDone={onDone} />
      ) : (
        <div className="space-y-5">
          <Alert variant="error">El enlace no es válido o ha caducado</Alert>
          <p className="text-center text-sm text-gray-700 dark:text-gray-300">
            <Link to={paths.forgotPassword.getHref()} className={linkClass}>
              Solicitar un enlace nuevo
            </Link>
          </p>
        </div>
      )}
    </AuthLayout>
  );
}
