import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { ProfileCard } from '@/features/profile/components/profile-card';

/** /settings and /profile (same screen, DESIGN §8). */
export default function SettingsRoute() {
  return (
    <>
      <title>Ajustes · Adiestra</title>
      <PageHeader title="Ajustes" description="Gestiona tu perfil y la seguridad de tu cuenta." />
      <div className="space-y-6">
        <ProfileCard />
        <Card>
          <CardHeader
            title="Cambiar contraseña"
            description="Usa al menos 8 caracteres; cuanto más variada, mejor."
          />
          <CardContent>
            <ChangePasswordForm />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
