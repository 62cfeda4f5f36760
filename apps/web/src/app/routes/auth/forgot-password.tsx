import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { AuthLayout } from '../../layout/auth-layout';

export default function ForgotPasswordRoute() {
  return (
    <AuthLayout
      title="¿Olvidaste tu contraseña?"
      subtitle="Escribe tu email y te enviaremos instrucciones para restablecerla."
    >
      <title>Recuperar contraseña · Adiestra</title>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
