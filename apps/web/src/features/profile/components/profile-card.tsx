import { RefreshCw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from './profile-form';

/** Loads the server's copy of the profile before showing the form, so it never edits stale data. */
export function ProfileCard() {
  const profile = useProfile();
  return (
    <Card>
      <CardHeader
        title="Información personal"
        description="Tu nombre, tu teléfono de contacto y la zona horaria de tu agenda."
      />
      <CardContent>
        {profile.isPending ? <ProfileFormSkeleton /> : null}
        {profile.isError ? (
          <Alert
            variant="error"
            title="No se pudo cargar tu perfil"
            action={
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void profile.refetch()}
                icon={<RefreshCw aria-hidden="true" className="size-3.5" />}
              >
                Reintentar
              </Button>
            }
          >
            {getErrorMessage(profile.error, 'Error al cargar el perfil')}
          </Alert>
        ) : null}
        {profile.isSuccess ? <ProfileForm key={profile.data.id} profile={profile.data} /> : null}
      </CardContent>
    </Card>
  );
}

/** Same rhythm as the form (label + field blocks) so nothing jumps when it arrives. */
function ProfileFormSkeleton() {
  const field = (
    <div className="space-y-2">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
  return (
    <div className="space-y-5" aria-busy="true">
      <span className="sr-only">Cargando perfil…</span>
      {field}
      <div className="grid gap-5 sm:grid-cols-2">
        {field}
        {field}
      </div>
      {field}
      <div className="flex justify-end">
        <Skeleton className="h-10 w-36" />
      </div>
    </div>
  );
}
