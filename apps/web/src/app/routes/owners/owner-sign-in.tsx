import { Link, useNavigate, useSearchParams } from 'react-router';
import { LogIn } from 'lucide-react';
import { OWNER_AREA_SECTION_PARAM, OwnerSignInSchema } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { linkClass } from '@/components/ui/link-class';
import { useStartOwnerSession } from '@/features/owners/api/start-owner-session';
import { getErrorMessage } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { AuthLayout } from '../../layout/auth-layout';

/**
 * /mi-area/entrar?token=…: the e-mailed sign-in link. Opening it changes nothing (a mail scanner
 * may open it first); the button spends the link and starts the session.
 */
export default function OwnerSignInRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token') ?? '';
  // An invitation to sign opens Mi área in its documents (`&seccion=documentos`).
  const section = searchParams.get(OWNER_AREA_SECTION_PARAM);
  const wellFormed = OwnerSignInSchema.shape.token.safeParse(token).success;
  const start = useStartOwnerSession();

  const enter = () =>
    start.mutate(token, {
      onSuccess: () =>
        void navigate(paths.ownerArea.home.getHref(section ?? undefined), { replace: true }),
    });

  return (
    <AuthLayout title="Mi área" subtitle="Entra para ver y gestionar tus citas.">
      <title>Entrar · Mi área · Adiestra</title>
      <div className="space-y-5">
        {!wellFormed || start.isError ? (
          <Alert variant="error">
            {start.isError
              ? getErrorMessage(start.error, 'El enlace no es válido o ha caducado')
              : 'El enlace no es válido o ha caducado. Pide uno nuevo.'}
          </Alert>
        ) : null}
        {wellFormed && !start.isError ? (
          <Button
            className="w-full"
            onClick={enter}
            isLoading={start.isPending}
            icon={<LogIn aria-hidden="true" className="size-4" />}
          >
            Entrar
          </Button>
        ) : null}
        {wellFormed && !start.isError ? (
          <p className="text-center text-xs text-gray-600 dark:text-gray-400">
            Al entrar aceptas la información de privacidad de tus educadores; la tienes enlazada
            junto a sus datos de contacto en tu área.
          </p>
        ) : null}
        <p className="text-center text-sm text-gray-700 dark:text-gray-300">
          <Link to={paths.ownerArea.home.getHref()} className={linkClass}>
            Pedir un enlace nuevo
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
