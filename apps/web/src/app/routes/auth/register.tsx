import { useNavigate } from 'react-router';
import { RegisterForm } from '@/features/auth/components/register-form';
import { paths } from '@/lib/paths';
import { AuthLayout } from '../../layout/auth-layout';
import type { AuthRedirectState } from '../../guards/redirect-state';

export default function RegisterRoute() {
  const navigate = useNavigate();
  // A pending account is not logged in: the login page shows the server's message in green.
  const onPending = (message: string) => {
    const state: AuthRedirectState = { message };
    void navigate(paths.login.getHref(), { state });
  };
  return (
    <AuthLayout title="Crea tu cuenta" subtitle="Gestiona tus clientes, perros y sesiones">
      <title>Crear cuenta · Adiestra</title>
      <RegisterForm onPending={onPending} />
    </AuthLayout>
  );
}
