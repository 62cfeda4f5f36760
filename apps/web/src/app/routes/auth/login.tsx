import { useLocation } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context';
import { LoginForm } from '@/features/auth/components/login-form';
import { AuthLayout } from '../../layout/auth-layout';
import { flashMessage } from '../../guards/redirect-state';

export default function LoginRoute() {
  const location = useLocation();
  const { logoutNotice } = useAuth();
  return (
    <AuthLayout title="Inicia sesión" subtitle="Accede a tu panel de Adiestra">
      <title>Iniciar sesión · Adiestra</title>
      <LoginForm notice={flashMessage(location.state)} warning={logoutNotice} />
    </AuthLayout>
  );
}
